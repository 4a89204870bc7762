import { baseUrl } from './support/browser';

const PUBLIC_URL = 'https://ducan.test';

/** The raw HTML the server sends, without running any JavaScript (what crawlers see). */
async function rawHtml(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${baseUrl()}${path}`);
  return { status: response.status, html: await response.text() };
}

function attr(html: string, selector: RegExp): string | undefined {
  return html.match(selector)?.[1];
}

const PAGES = [
  { path: '/', title: 'Dućan — profesionalna Shopify prodavnica za manje od 10 minuta' },
  { path: '/contact', title: 'Kontakt — Dućan' },
  { path: '/custom-setup', title: 'Custom Build — Shopify prodavnica po meri | Dućan' },
  { path: '/dropshipping-masterclass', title: 'Dropshipping MasterClass — 60 dana do prve prodaje | Dućan' },
  { path: '/terms-of-service', title: 'Uslovi korišćenja — Dućan' },
  { path: '/refund-policy', title: 'Politika povraćaja — Dućan' },
  { path: '/privacy-policy', title: 'Politika privatnosti — Dućan' },
];

describe('metadata in the served HTML (no JavaScript)', () => {
  it.each(PAGES)('$path carries title, description, keywords, robots, canonical and Open Graph tags', async ({ path, title }) => {
    const { status, html } = await rawHtml(path);
    expect(status).toBe(200);
    expect(html.match(/<title[^>]*>([^<]*)<\/title>/g)).toHaveLength(1);
    expect(attr(html, /<title[^>]*>([^<]*)<\/title>/)).toBe(title);
    expect(attr(html, /<meta name="description" content="([^"]+)"/)?.length).toBeGreaterThan(50);
    expect(attr(html, /<meta name="keywords" content="([^"]+)"/)).toBeTruthy();
    expect(attr(html, /<meta name="robots" content="([^"]+)"/)).toBe('index,follow');
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${PUBLIC_URL}${path}`);
    expect(attr(html, /<meta property="og:title" content="([^"]+)"/)).toBe(title);
    expect(attr(html, /<meta property="og:description" content="([^"]+)"/)).toBeTruthy();
    expect(attr(html, /<meta property="og:image" content="([^"]+)"/)).toBe(`${PUBLIC_URL}/og-image.jpg`);
    expect(attr(html, /<meta property="og:url" content="([^"]+)"/)).toBe(`${PUBLIC_URL}${path}`);
  });

  it('puts Organization, SoftwareApplication and FAQPage (7 questions) JSON-LD on the landing page only', async () => {
    const { html } = await rawHtml('/');
    const json = attr(html, /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/);
    const data = JSON.parse(json ?? '[]') as Array<{ '@type': string; mainEntity?: unknown[] }>;
    expect(data.map((item) => item['@type'])).toEqual(['Organization', 'SoftwareApplication', 'FAQPage']);
    expect(data[2].mainEntity).toHaveLength(7);
    const { html: contact } = await rawHtml('/contact');
    expect(contact).not.toContain('application/ld+json');
  });

  it('marks admin screens noindex,nofollow', async () => {
    const { html } = await rawHtml('/gazda');
    expect(attr(html, /<meta name="robots" content="([^"]+)"/)).toBe('noindex,nofollow');
  });

  it('answers unknown paths with 404, noindex and the not-found title', async () => {
    const { status, html } = await rawHtml('/no-such-page');
    expect(status).toBe(404);
    expect(attr(html, /<meta name="robots" content="([^"]+)"/)).toBe('noindex,nofollow');
    expect(attr(html, /<title[^>]*>([^<]*)<\/title>/)).toBe('Stranica nije pronađena — Dućan');
  });

  it('serves the default social image, a jpg at the site root', async () => {
    const response = await fetch(`${baseUrl()}/og-image.jpg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
  });
});
