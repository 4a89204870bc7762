import { essentialPages } from './essential-pages';

const contact = { storeName: 'Zlatna <Nit>', email: 'info@zlatnanit.rs', phone: '+381 60 123 4567', address: 'Knez Mihailova 1, 11000 Beograd' };

describe('essential pages', () => {
  it.each(['sr', 'en'] as const)('in %s: About Us, Contact, Privacy Policy and Terms of Service with the shop’s name and contact data', (language) => {
    const pages = essentialPages(contact, language);
    expect(pages.map((page) => page.handle)).toEqual(['about-us', 'contact', 'privacy-policy', 'terms-of-service']);
    for (const page of pages) {
      expect(page.bodyHtml).toContain('Zlatna &lt;Nit&gt;');
      expect(page.bodyHtml).not.toContain('<Nit>');
      expect(page.bodyHtml.length).toBeGreaterThan(300);
    }
    const [, contactPage] = pages;
    expect(contactPage.templateSuffix).toBe('contact');
    expect(contactPage.bodyHtml).toContain('mailto:info@zlatnanit.rs');
    expect(contactPage.bodyHtml).toContain('+381 60 123 4567');
    expect(contactPage.bodyHtml).toContain('Knez Mihailova 1');
  });

  it('writes Serbian and English texts', () => {
    expect(essentialPages(contact, 'sr').map((page) => page.title)).toEqual(['O nama', 'Kontakt', 'Politika privatnosti', 'Uslovi korišćenja']);
    expect(essentialPages(contact, 'en').map((page) => page.title)).toEqual(['About Us', 'Contact', 'Privacy Policy', 'Terms of Service']);
    expect(essentialPages(contact, 'sr')[3].bodyHtml).toContain('14 dana');
  });

  it('leaves out contact lines that were not given', () => {
    const [, contactPage] = essentialPages({ storeName: 'Šapica', email: 'hello@sapica.rs' }, 'en');
    expect(contactPage.bodyHtml).not.toContain('Phone:');
    expect(contactPage.bodyHtml).not.toContain('undefined');
  });

  it('needs a store name and an email', () => {
    expect(() => essentialPages({ storeName: ' ', email: 'a@b.rs' })).toThrow(/store name/);
    expect(() => essentialPages({ storeName: 'A', email: '' })).toThrow(/email/);
  });
});
