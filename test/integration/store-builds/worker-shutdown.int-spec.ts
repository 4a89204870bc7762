import type { BuildLogEntry } from '@ducan/contracts';
import { BuildStack, storePayload } from '../../support/build-stack';

jest.setTimeout(120_000);

describe('graceful worker shutdown', () => {
  let stack: BuildStack;

  beforeAll(async () => {
    stack = await BuildStack.start({ workers: 1 });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('on SIGTERM finishes the current call, hands the build back, and the next worker completes it', async () => {
    const browser = stack.browser();
    const shop = 'sigterm-shop.myshopify.com';
    await stack.sandbox.setFaults({ shop, latency: 200 });
    const { body } = await browser.post('/api/stores').send(storePayload('sigterm-shop')).expect(201);
    await stack.waitForStore(browser, body.id, (store) => store.status === 'building' && store.progress >= 16);

    const worker = stack.workers.pop();
    const stoppedAt = Date.now();
    await worker?.stop('SIGTERM');
    const stopMs = Date.now() - stoppedAt;
    expect(stopMs).toBeLessThan(10_000);
    const paused = (await browser.get(`/api/stores/${body.id}`).expect(200)).body;
    expect(paused.status).toBe('building');
    const logsAtStop: BuildLogEntry[] = (await browser.get(`/api/stores/${body.id}/logs`).expect(200)).body;
    expect(logsAtStop.some((log) => log.status === 'failed')).toBe(false);

    await stack.sandbox.clearFaults();
    await stack.startWorker();
    const done = await stack.waitForStore(browser, body.id, (store) => store.status === 'completed' || store.status === 'failed');
    expect(done.status).toBe('completed');
    const counts = await stack.sandbox.inspect.createdCounts(shop);
    const state = await stack.sandbox.inspect.state(shop);
    expect(state?.products.length).toBeGreaterThanOrEqual(30);
    expect(counts.Product).toBe(state?.products.length);
    // The shop's default theme came with it; ours was created exactly once.
    expect(state?.themes.filter((theme) => theme.name === 'Dućan Bootstrap 5.0.0')).toHaveLength(1);
    expect(counts.Theme).toBe(1);
  });
});
