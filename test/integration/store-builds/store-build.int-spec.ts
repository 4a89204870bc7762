import { BUILD_STEPS, type BuildLogEntry, type StoreUpdatePayload } from '@ducan/contracts';
import { localizedTemplateFiles } from '@ducan/theme';
import { BuildStack, storePayload } from '../../support/build-stack';

jest.setTimeout(120_000);

describe('store builds end to end (API → BullMQ → real worker → sandbox → socket.io)', () => {
  let stack: BuildStack;

  beforeAll(async () => {
    stack = await BuildStack.start({ workers: 1 });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('builds a whole store with every switch on, streaming non-decreasing progress to 100', async () => {
    const browser = stack.browser();
    const socket = await stack.socketFor(browser);
    const updates: StoreUpdatePayload[] = [];
    socket.on('storeUpdate', (update) => updates.push(update));

    const created = await browser.post('/api/stores').send(storePayload('full-build', { sendEmail: true })).expect(201);
    const id = created.body.id as number;
    expect(await socket.emitWithAck('subscribe', { storeId: id })).toEqual({ ok: true });

    const store = await stack.waitForStore(browser, id, (s) => s.status === 'completed' || s.status === 'failed');
    expect(store).toMatchObject({ status: 'completed', progress: 100, errorMessage: null, shopifyDomain: 'full-build.myshopify.com' });
    expect(store.themeName).toBe('Dućan Bootstrap 5.0.0');
    expect(store.completedAt).not.toBeNull();

    await waitUntil(() => updates.some((update) => update.progress === 100 && update.status === 'completed'));
    const progress = updates.map((update) => update.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(new Set(updates.map((update) => update.currentStep))).toEqual(new Set(BUILD_STEPS));
    socket.close();

    const logs: BuildLogEntry[] = (await browser.get(`/api/stores/${id}/logs`).expect(200)).body;
    for (const step of BUILD_STEPS) {
      expect(logs.filter((log) => log.step === step).map((log) => log.status)).toEqual(['started', 'completed']);
    }

    const state = await stack.sandbox.inspect.state('full-build.myshopify.com');
    expect(state?.products.length).toBeGreaterThanOrEqual(30);
    expect(state?.collections.length).toBeGreaterThanOrEqual(3);
    expect(state?.pages.map((page) => page.handle).sort()).toEqual(['about-us', 'contact', 'privacy-policy', 'terms-of-service']);
    expect(state?.pages.find((page) => page.handle === 'contact')?.templateSuffix).toBe('contact');
    const theme = state?.themes.find((candidate) => candidate.name === 'Dućan Bootstrap 5.0.0');
    expect(theme?.role).toBe('MAIN');
    expect(JSON.stringify(theme?.settings)).toContain('#15cf92');
    const index = theme?.files.find((file) => file.filename === 'templates/index.json')?.content ?? '';
    expect(index).toBe(localizedTemplateFiles('sr')['templates/index.json']);
    const online = state?.publications.find((publication) => publication.name === 'Online Store');
    expect(state?.products.every((product) => product.status === 'ACTIVE' && product.publicationIds.includes(online?.id ?? '-'))).toBe(true);
    const main = state?.menus.find((menu) => menu.handle === 'main-menu');
    expect(main?.items.map((item) => item.type)).toEqual(expect.arrayContaining(['FRONTPAGE', 'CATALOG', 'COLLECTIONS', 'PAGE']));

    const emails = await stack.db.query(`SELECT to_address, subject, status FROM email_messages WHERE template = 'storeBuildCompleted'`);
    expect(emails).toEqual([expect.objectContaining({ to_address: state?.shop.email })]);

    const report = (await browser.get(`/api/stores/${id}/report`).expect(200)).body;
    expect(report.counts.product).toBe(state?.products.length);
    expect(report.objects.find((object: { kind: string }) => object.kind === 'product').adminUrl).toMatch(
      /^https:\/\/admin\.shopify\.com\/store\/full-build\/products\/\d+$/,
    );
  });

  it.each([
    ['createSampleProducts', 'products_setup', 'Skipped: Sample Products is switched off'],
    ['setupNavigation', 'navigation_setup', 'Skipped: Navigation Menu is switched off'],
    ['createPages', 'pages_setup', 'Skipped: Essential Pages is switched off'],
    ['applyBranding', null, null],
  ])('completes with %s switched off, logging the skipped step as completed', async (toggle, step, message) => {
    const browser = stack.browser();
    const shop = `off-${toggle.toLowerCase()}`;
    const { body } = await browser.post('/api/stores').send(storePayload(shop, { [toggle]: false })).expect(201);
    const store = await stack.waitForStore(browser, body.id, (s) => s.status === 'completed' || s.status === 'failed');
    expect(store.status).toBe('completed');
    const logs: BuildLogEntry[] = (await browser.get(`/api/stores/${body.id}/logs`).expect(200)).body;
    const state = await stack.sandbox.inspect.state(`${shop}.myshopify.com`);
    if (step) {
      expect(logs.filter((log) => log.step === step)).toEqual([expect.objectContaining({ status: 'completed', message })]);
    }
    if (toggle === 'createSampleProducts') expect(state?.products).toHaveLength(0);
    if (toggle === 'createPages') expect(state?.pages).toHaveLength(0);
    if (toggle === 'setupNavigation') {
      // The default menus stay as Shopify made them: never updated.
      expect((await stack.sandbox.inspect.requestStats(`${shop}.myshopify.com`)).operations.menuUpdate ?? 0).toBe(0);
      expect(state?.menus.find((menu) => menu.handle === 'main-menu')?.items.some((item) => item.type === 'PAGE')).toBe(false);
    }
    if (toggle === 'applyBranding') {
      const theme = state?.themes.find((candidate) => candidate.name === 'Dućan Bootstrap 5.0.0');
      expect(theme?.role).toBe('MAIN');
      expect(JSON.stringify(theme?.settings)).not.toContain('#15cf92');
    }
  });
});

async function waitUntil(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setImmediate(resolve));
  }
}
