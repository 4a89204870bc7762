import { EMAIL_TEMPLATES } from './templates';
import { emailTemplateSource, renderEmail, renderTemplateSource } from './render-email';
import type { EmailTemplateKey, EmailTemplateVariables } from './template-variables';

const branding = { siteUrl: 'https://ducan.rs', supportEmail: 'podrska@ducan.rs', supportPhone: '+381 11 4056 720' };

const SAMPLES: EmailTemplateVariables = {
  contactAdminNotification: { kindLabel: 'Nova poruka sa kontakt forme', name: 'Ana', email: 'ana@example.com', phone: '+381 64 1', message: 'Zdravo', receivedAt: '21.11.2026. 22:00', messageId: 7 },
  contactAcknowledgement: { name: 'Ana', message: 'Zdravo' },
  masterclassAcknowledgement: { name: 'Ana' },
  newsletterConfirmation: { name: 'Ana', unsubscribeUrl: 'https://ducan.rs/api/newsletter/unsubscribe?token=abc&x=1' },
  customOrderCustomer: { firstName: 'Ana', orderNumber: 12, nicheList: 'Nakit, Moda', isBundle: false, totalUsd: 40, shippingAddress: 'Ana Anić\nKneza Miloša 1', billingAddress: 'Isto' },
  customOrderAdmin: { orderNumber: 12, fullName: 'Ana Anić', email: 'ana@example.com', phone: '+381 64 1', nicheList: 'Sve niše', isBundle: true, totalUsd: 149, shippingAddress: 'A', billingAddress: 'B' },
  storeBuildCompleted: { recipientName: 'Ana', storeName: 'Luna', storeUrl: 'luna.myshopify.com', liveUrl: 'https://luna.myshopify.com', adminUrl: 'https://admin.shopify.com/store/luna', themeName: 'Dućan Bootstrap 5.0.0', buildTime: '< 60 seconds' },
  storeSummary: { brandName: 'Luna', niche: 'Fashion', brandStyle: 'Modern', colorScheme: 'Modern', font: 'Inter + Roboto', theme: 'Dawn', recipientName: 'Ana', logoUrl: 'https://cdn.example/logo.png' },
};

describe('renderEmail', () => {
  it.each(Object.keys(EMAIL_TEMPLATES) as EmailTemplateKey[])('compiles %s from MJML to HTML without errors and fills every placeholder', async (key) => {
    const email = await renderEmail(key, SAMPLES[key] as never, branding);
    expect(email.template).toBe(key);
    expect(email.html).toMatch(/^<!doctype html>/i);
    expect(email.html).not.toMatch(/<mj-/);
    for (const part of [email.subject, email.html, email.text]) expect(part).not.toMatch(/\{\{|\}\}/);
    expect(email.subject.length).toBeGreaterThan(5);
    expect(email.text).toContain('podrska@ducan.rs');
  });

  it('HTML-escapes values in the HTML and keeps them readable in the subject and text', async () => {
    const email = await renderEmail('contactAdminNotification', { ...SAMPLES.contactAdminNotification, name: '<b>Marko</b> & "Co"', message: '<img src=x onerror=alert(1)>' }, branding);
    expect(email.html).toContain('&lt;b&gt;Marko&lt;/b&gt; &amp; &quot;Co&quot;');
    expect(email.html).not.toContain('<img src=x');
    expect(email.subject).toBe('Nova poruka sa kontakt forme: <b>Marko</b> & "Co"');
    expect(email.text).toContain('<img src=x onerror=alert(1)>');
  });

  it('puts the unsubscribe link into the newsletter confirmation (attribute-escaped)', async () => {
    const email = await renderEmail('newsletterConfirmation', SAMPLES.newsletterConfirmation, branding);
    expect(email.html).toContain('href="https://ducan.rs/api/newsletter/unsubscribe?token=abc&amp;x=1"');
    expect(email.text).toContain('https://ducan.rs/api/newsletter/unsubscribe?token=abc&x=1');
    expect(email.html).toContain('Uspešno ste se pretplatili');
  });

  it('shows the storeSummary logo block only when logoUrl is set', async () => {
    const withLogo = await renderEmail('storeSummary', SAMPLES.storeSummary, branding);
    const withoutLogo = await renderEmail('storeSummary', { ...SAMPLES.storeSummary, logoUrl: undefined }, branding);
    expect(withLogo.html).toContain('src="https://cdn.example/logo.png"');
    expect(withoutLogo.html).not.toContain('<img');
    expect(withLogo.subject).toBe('Your Luna brand kit is ready');
  });

  it('keeps the layout defaults when a template variable is empty', async () => {
    const email = await renderEmail('storeSummary', { ...SAMPLES.storeSummary, supportEmail: '' }, branding);
    expect(email.html).toContain('mailto:podrska@ducan.rs');
  });

  it('renders an edited copy of a template source (the admin editors)', async () => {
    const source = await emailTemplateSource('storeSummary');
    const edited = { ...source, subject: 'Hej {{recipientName}}', html: source.html.replace('Thank you', 'Hvala') };
    const email = renderTemplateSource('storeSummary', edited, { ...branding, ...SAMPLES.storeSummary });
    expect(email.subject).toBe('Hej Ana');
    expect(email.html).toContain('Hvala for building');
  });
});
