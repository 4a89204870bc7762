import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright-core';
import { sampleCatalog } from '@ducan/catalog';
import { BuildStack } from '../../support/build-stack';
import { seedSandboxStore } from './seed-sandbox-store';

jest.setTimeout(180_000);

const ARTIFACTS = join(__dirname, '..', '..', '..', 'test-artifacts', 'storefront-preview');
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

describe('GET /preview/:storeId/ — a built store, rendered through its theme (shop state seeded with the build’s own Admin API operations)', () => {
  let stack: BuildStack;
  let owner: ReturnType<BuildStack['browser']>;
  let storeId: number;

  /**
   * A store row owned by this browser, inserted directly: creating it through POST /api/stores would
   * queue a build, and a worker of another test file (same database and queue) could then change
   * the seeded shop while these tests read it.
   */
  async function insertStore(shop: string, name: string, colours: { primaryColor: string; accentColor: string }): Promise<number> {
    const [row] = await stack.db.query(
      `INSERT INTO stores (name, url, category, theme_source, owner_id, configuration) VALUES ($1, $2, 'Jewelry', 'github', $3, $4) RETURNING id`,
      [name, `${shop}.myshopify.com`, ownerId, JSON.stringify({ ...colours, applyBranding: true })],
    );
    return row.id as number;
  }

  let ownerId: string;

  beforeAll(async () => {
    stack = await BuildStack.start({ workers: 0 });
    owner = stack.browser();
    await owner.get('/api/health').expect(200);
    const cookie = owner.jar.getCookie('ducan_owner', { domain: '127.0.0.1', path: '/', secure: false, script: false });
    ownerId = /^s:([0-9a-f-]{36})\./.exec(decodeURIComponent(cookie?.value ?? ''))?.[1] ?? '';
    expect(ownerId).toMatch(/^[0-9a-f-]{36}$/);
    storeId = await insertStore('zlatna-nit', 'Zlatna Nit', { primaryColor: '#7a2638', accentColor: '#c9a227' });
    await seedSandboxStore(stack.sandbox, { shop: 'zlatna-nit.myshopify.com', name: 'Zlatna Nit', publicUrl: stack.url, primaryColor: '#7a2638', accentColor: '#c9a227', productCount: 6 });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const expectBranded = (html: string) => {
    expect(html).toContain('Zlatna Nit');
    expect(html).toContain('--ducan-primary: #7a2638;');
    expect(html).toContain('--ducan-accent: #c9a227;');
    expect(html).not.toMatch(/translation missing|Liquid error/);
  };

  it('renders the home page with the store’s name, colours, menu and products', async () => {
    const response = await owner.get(`/preview/${storeId}/`).expect(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-preview-source']).toBe('sandbox');
    expect(response.headers['content-security-policy']).toMatch(/^sandbox allow-scripts allow-popups; /);
    expectBranded(response.text);
    expect(response.text).toMatch(/href="\/preview\/\d+\/collections\/[a-z-]+"/);
    expect(response.text).toMatch(/\/api\/assets\/products\/jewelry\/[a-z-]+\.png/);
    expect(response.text).toContain('Nova sezona, novi favoriti');
  });

  it('renders a collection, a product and each page', async () => {
    const home = (await owner.get(`/preview/${storeId}/`)).text;
    const productPath = /href="(\/preview\/\d+\/products\/[a-z0-9-]+)"/.exec(home)?.[1];
    const collection = await owner.get(`/preview/${storeId}/collections/necklaces`).expect(200);
    expectBranded(collection.text);
    expect(collection.text).toContain('Necklaces');
    const product = await owner.get(productPath ?? '/missing').expect(200);
    expectBranded(product.text);
    expect(product.text).toContain('product__title');
    for (const handle of ['about-us', 'contact', 'privacy-policy', 'terms-of-service']) {
      const page = await owner.get(`/preview/${storeId}/pages/${handle}`).expect(200);
      expectBranded(page.text);
    }
    // Theme assets load without the cookie (the sandboxed page sends none), as on a live store.
    const css = await stack.browser().get(`/preview/${storeId}/assets/bootstrap.min.css`).expect(200);
    expect(css.headers['content-type']).toMatch(/text\/css/);
    expect(css.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('shows a live store (not in the sandbox) as its build recorded it', async () => {
    const id = await insertStore('live-shop', 'Live Shop', { primaryColor: '#1f8a8a', accentColor: '#e67e22' });
    await owner.get(`/preview/${id}/`).expect(404);
    const products = sampleCatalog('Jewelry', 'EUR').products.slice(0, 3);
    const rows = [
      ['store_creation', 'shop', 'shop', 'Live Shop', { currencyCode: 'EUR', email: 'hello@live.test' }],
      ['theme_installation', 'theme', 'ducan-bootstrap', 'Dućan Bootstrap 5.0.0', null],
      ['branding_setup', 'theme-settings', 'config/settings_data.json', 'Brand colours', { primaryColor: '#1f8a8a', accentColor: '#e67e22' }],
      ['pages_setup', 'page', 'about-us', 'O nama', null],
      ...products.map((product) => ['products_setup', 'product', product.handle, product.title, null]),
    ] as const;
    for (const [step, kind, handle, title, details] of rows) {
      await stack.db.query(`INSERT INTO store_objects (store_id, step, kind, handle, shopify_id, title, details) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
        id,
        step,
        kind,
        handle,
        `gid://shopify/Object/${handle}`,
        title,
        details === null ? null : JSON.stringify(details),
      ]);
    }
    const home = await owner.get(`/preview/${id}/collections/all`).expect(200);
    expect(home.headers['x-preview-source']).toBe('recorded');
    expect(home.text).toContain('--ducan-primary: #1f8a8a;');
    for (const product of products) expect(home.text).toContain(product.title);
    const about = await owner.get(`/preview/${id}/pages/about-us`).expect(200);
    expect(about.text).toContain('hello@live.test');
  });

  it('shows the store a build would make, for the wizard, before any build (no cookie needed)', async () => {
    const base = '/preview/demo/sr/pet-supplies/1f8a8a/e67e22/%C5%A0apica';
    await stack.browser().get(base).expect(301).expect('location', `${base}/`);
    const home = await stack.browser().get(`${base}/`).expect(200);
    expect(home.headers['x-preview-source']).toBe('demo');
    expect(home.headers['content-security-policy']).toMatch(/^sandbox /);
    expect(home.text).toContain('Šapica');
    expect(home.text).toContain('--ducan-primary: #1f8a8a;');
    expect(home.text).toContain('Najprodavanije');
    const productPath = /href="(\/preview\/demo\/[^"]+\/products\/[a-z0-9-]+)"/.exec(home.text)?.[1];
    await stack.browser().get(productPath ?? '/missing').expect(200);
    const bad = await stack.browser().get('/preview/demo/sr/spaceships/1f8a8a/e67e22/x/').expect(404);
    expect(bad.body.message).toMatch(/\/preview\/demo\/sr\/jewelry/);
  });

  it('shows a store only to the browser that owns it', async () => {
    const stranger = stack.browser();
    await stranger.get('/api/health');
    const response = await stranger.get(`/preview/${storeId}/`).expect(404);
    expect(response.body.message).toBe('Store not found');
    await stack.browser().get(`/preview/${storeId}/`).expect(404);
  });

  it('redirects /preview/:id to /preview/:id/ and rejects malformed addresses', async () => {
    await owner.get(`/preview/${storeId}`).expect(301).expect('location', `/preview/${storeId}/`);
    const response = await owner.get('/preview/abc/').expect(404);
    expect(response.body.message).toMatch(/preview\/<store id>/);
    await owner.get(`/preview/${storeId}/products/no-such-product`).expect(404);
  });

  it('looks right in Chromium at desktop and mobile widths (screenshots kept as test artefacts), without serious accessibility violations', async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    const cookies = owner.jar.getCookies({ domain: '127.0.0.1', path: '/', secure: false, script: false });
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    try {
      for (const [name, width] of [['desktop', 1280], ['mobile', 375]] as const) {
        const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
        await context.addCookies(cookies.map((cookie) => ({ name: cookie.name, value: cookie.value, url: stack.url })));
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        const response = await page.goto(`${stack.url}/preview/${storeId}/`, { waitUntil: 'load' });
        expect(response?.status()).toBe(200);
        // Lazy images below the fold: load them all before the full-page screenshot.
        await page.evaluate(
          "Promise.all([...document.images].map((image) => { image.loading = 'eager'; return image.complete ? 0 : new Promise((done) => { image.onload = image.onerror = done; }); }))",
        );
        await page.screenshot({ path: join(ARTIFACTS, `home-${name}.png`), fullPage: true });
        // Styles and Bootstrap's script really load inside the sandboxed (opaque-origin) page.
        expect(await page.evaluate("getComputedStyle(document.querySelector('.hero')).backgroundImage")).toContain('gradient');
        expect(await page.evaluate('typeof window.bootstrap')).toBe('object');
        const hasHorizontalScroll = await page.evaluate('document.documentElement.scrollWidth > window.innerWidth + 1');
        expect(hasHorizontalScroll).toBe(false);
        const axe = await new AxeBuilder({ page }).analyze();
        const serious = axe.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
        expect(serious).toEqual([]);
        expect(errors).toEqual([]);
        if (name === 'desktop') {
          // The other page types, checked the same way.
          const productPath = await page.evaluate("document.querySelector('.product-card a')?.getAttribute('href')");
          for (const path of [String(productPath), `/preview/${storeId}/collections/necklaces`, `/preview/${storeId}/pages/contact`]) {
            expect((await page.goto(`${stack.url}${path}`, { waitUntil: 'load' }))?.status()).toBe(200);
            const result = await new AxeBuilder({ page }).analyze();
            expect(result.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${path} ${violation.id}`)).toEqual([]);
          }
        }
        await context.close();
      }
    } finally {
      await browser.close();
    }
  });
});
