import type { BuildLogEntry } from '@ducan/contracts';
import { BuildStack, storePayload } from '../../support/build-stack';

jest.setTimeout(120_000);

describe('store builds: ownership, validation, retry and cancel', () => {
  let stack: BuildStack;

  beforeAll(async () => {
    process.env.ADMIN_PASSWORD = 'lifecycle-admin-password';
    stack = await BuildStack.start({ workers: 1 });
  });

  afterEach(async () => {
    await stack.sandbox.clearFaults();
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('answers the spec’s validation messages, field by field', async () => {
    const response = await stack.browser().post('/api/stores').send({ themeSource: 'ftp' }).expect(400);
    expect(response.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'storeName', message: 'Store name is required' },
        { field: 'storeUrl', message: 'Store domain is required' },
        { field: 'accessToken', message: 'Admin API access token is required' },
        { field: 'category', message: 'Category is required' },
        { field: 'themeSource', message: 'Theme source must be one of: shopify, github, upload' },
        { field: 'themeId', message: 'Theme selection is required' },
      ]),
    );
    const badUrl = await stack.browser().post('/api/stores').send(storePayload('x', { storeUrl: 'Shop.example.com' })).expect(400);
    expect(badUrl.body.message).toBe('Must be a valid myshopify.com domain (e.g., your-store.myshopify.com)');
    await stack.browser().post('/api/stores').set('content-type', 'application/json').send('{"storeName":').expect(400);
    await stack.browser().post('/api/stores').send(storePayload('x', { storeName: 'x'.repeat(10_000) })).expect(400);
    const deep = await stack.browser().post('/api/stores').set('content-type', 'application/json').send(`${'['.repeat(3000)}${']'.repeat(3000)}`);
    expect(deep.status).toBe(400);
  });

  it('refuses a second store with the same URL with 409', async () => {
    const browser = stack.browser();
    await browser.post('/api/stores').send(storePayload('dupe-shop', { createSampleProducts: false })).expect(201);
    const again = await stack.browser().post('/api/stores').send(storePayload('dupe-shop')).expect(409);
    expect(again.body.message).toBe('A store with the URL dupe-shop.myshopify.com already exists.');
  });

  it('shows a store only to the browser that created it: others get 404, an empty list and no live updates', async () => {
    const owner = stack.browser();
    const stranger = stack.browser();
    const { body } = await owner.post('/api/stores').send(storePayload('private-shop', { createSampleProducts: false })).expect(201);
    await stranger.get(`/api/stores/${body.id}`).expect(404);
    await stranger.get(`/api/stores/${body.id}/logs`).expect(404);
    await stranger.post(`/api/stores/${body.id}/cancel`).expect(404);
    expect((await stranger.get('/api/stores').expect(200)).body).toEqual([]);
    expect((await owner.get('/api/stores').expect(200)).body.map((store: { id: number }) => store.id)).toContain(body.id);
    const socket = await stack.socketFor(stranger);
    expect(await socket.emitWithAck('subscribe', { storeId: body.id })).toEqual({ ok: false, message: 'Store not found' });
    socket.close();
    const response = await owner.get(`/api/stores/${body.id}`).expect(200);
    expect(JSON.stringify(response.body)).not.toContain('demo');

    // An admin session sees and follows every store.
    const admin = stack.browser();
    await admin.post('/api/admin/login').send({ password: 'lifecycle-admin-password' }).expect(200);
    await admin.get(`/api/stores/${body.id}`).expect(200);
    const adminSocket = await stack.socketFor(admin);
    expect(await adminSocket.emitWithAck('subscribe', { storeId: body.id })).toEqual({ ok: true });
    adminSocket.close();
  });

  it('fails with a plain message when a step fails for good, and a retry resumes at the failed step', async () => {
    const browser = stack.browser();
    const shop = 'retry-shop.myshopify.com';
    await stack.sandbox.setFaults({ shop, failOperations: ['menuUpdate'] });
    const { body } = await browser.post('/api/stores').send(storePayload('retry-shop')).expect(201);
    const failed = await stack.waitForStore(browser, body.id, (s) => s.status === 'failed');
    expect(failed.currentStep).toBe('navigation_setup');
    expect(failed.errorMessage).toMatch(/^Setting up navigation/);
    const countsBefore = await stack.sandbox.inspect.createdCounts(shop);

    await stack.sandbox.clearFaults();
    await browser.post(`/api/stores/${body.id}/retry`).expect(202);
    const done = await stack.waitForStore(browser, body.id, (s) => s.status === 'completed' || s.status === 'failed');
    expect(done).toMatchObject({ status: 'completed', progress: 100, errorMessage: null });

    const logs: BuildLogEntry[] = (await browser.get(`/api/stores/${body.id}/logs`).expect(200)).body;
    const started = (step: string) => logs.filter((log) => log.step === step && log.status === 'started').length;
    expect(started('store_creation')).toBe(1);
    expect(started('products_setup')).toBe(1);
    expect(started('navigation_setup')).toBeGreaterThanOrEqual(2);
    expect(started('branding_setup')).toBe(1);
    // Nothing the first run created was created again.
    const countsAfter = await stack.sandbox.inspect.createdCounts(shop);
    expect(countsBefore.Product).toBeGreaterThanOrEqual(30);
    for (const kind of ['Product', 'Collection', 'Page', 'Theme']) {
      expect([kind, countsAfter[kind]]).toEqual([kind, countsBefore[kind]]);
    }
    await browser.post(`/api/stores/${body.id}/retry`).expect(409);
  });

  it('cancels a running build after its current call, marking it failed with "Cancelled"', async () => {
    const browser = stack.browser();
    const shop = 'cancel-shop.myshopify.com';
    await stack.sandbox.setFaults({ shop, latency: 150 });
    const { body } = await browser.post('/api/stores').send(storePayload('cancel-shop')).expect(201);
    await stack.waitForStore(browser, body.id, (s) => s.status === 'building' && s.progress > 0);
    await browser.post(`/api/stores/${body.id}/cancel`).expect(202);
    const cancelled = await stack.waitForStore(browser, body.id, (s) => s.status === 'failed');
    expect(cancelled.errorMessage).toBe('Cancelled');
    const logs: BuildLogEntry[] = (await browser.get(`/api/stores/${body.id}/logs`).expect(200)).body;
    expect(logs.at(-1)).toMatchObject({ status: 'failed', message: 'Cancelled' });
    expect(logs.some((log) => log.step === 'branding_setup')).toBe(false);
  });
});
