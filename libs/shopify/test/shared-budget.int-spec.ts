import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { shopBudgetKey } from '@ducan/queue';
import { ShopBudget, ShopifyBudgetExhaustedError, ShopQuery } from '../src';
import { hammerShop, type HammerResult } from './support/hammer-shop';
import { createHarness, must, type Harness } from './support/harness';

const ROOT = resolve(__dirname, '../../..');

/**
 * Starts support/hammer.ts in a separate Node process; `start()` releases it once it is ready
 * (compiling and connecting take a while), `result` resolves with its JSON summary.
 */
async function anotherProcess(shop: string, count: number, label: string): Promise<{ start: () => void; result: Promise<HammerResult> }> {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', join(__dirname, 'support/hammer.ts'), shop, String(count), label, '3'], {
    cwd: ROOT,
    env: { ...process.env, SWC_NODE_PROJECT: join(ROOT, 'tsconfig.spec.json') },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolveExit, reject) => {
    child.on('error', reject);
    child.on('exit', resolveExit);
  });
  await new Promise<void>((resolveReady, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.startsWith('ready\n')) resolveReady();
    });
    void exited.then((code) => reject(new Error(`hammer process exited early with ${code}: ${err}`)));
  });
  const result = exited.then((code) => {
    if (code !== 0) throw new Error(`hammer process exited with ${code}: ${err}`);
    return JSON.parse(out.trim().split('\n').pop() ?? '{}') as HammerResult;
  });
  return { start: () => child.stdin.end('go\n'), result };
}

describe('one shop budget shared through Redis', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await createHarness();
  });

  afterAll(() => harness.close());

  it('two processes hammering one small-bucket shop are never throttled, and the bucket really binds', async () => {
    const shop = harness.newShop('shared');
    // 60 points, 100/s: 2 × 20 mutations × 10 points = 400 points need ≥ (400 − 60) / 100 = 3.4 s.
    await harness.sandbox.provisionShop(shop, { bucket: { maximumAvailable: 60, restoreRate: 100 } });
    const other = await anotherProcess(shop, 20, 'there');
    const started = Date.now();
    other.start();
    const [here, there] = await Promise.all([hammerShop(harness.client(shop), 20, 'here', 3), other.result]);
    const elapsed = Date.now() - started;

    expect(here.failures).toEqual([]);
    expect(there.failures).toEqual([]);
    expect(here.created + there.created).toBe(40);
    expect(here.throttledAnswers + there.throttledAnswers).toBe(0);
    const stats = await harness.sandbox.inspect.requestStats(shop);
    expect(stats.throttled).toBe(0);
    expect(stats.operations.pageCreate).toBe(40);
    expect((await harness.sandbox.inspect.createdCounts(shop)).Page).toBe(40);
    expect(elapsed).toBeGreaterThanOrEqual(3_300);
    // Loose on purpose (CI load): catches a budget that starves callers, not small inefficiencies.
    expect(elapsed).toBeLessThan(5 * 3_400);
  }, 30_000);

  it('throws ShopifyBudgetExhaustedError with the exact wait when the caller asks not to wait', async () => {
    const shop = harness.newShop('park');
    await harness.sandbox.provisionShop(shop, { bucket: { maximumAvailable: 30, restoreRate: 10 } });
    const client = harness.client(shop);
    await client.request(ShopQuery); // learns the bucket
    const budget = new ShopBudget(harness.redis, harness.redisPrefix, shop);
    const before = must(await budget.snapshot());
    expect(before).toMatchObject({ maximum: 30, restoreRate: 10, known: true });

    // Drain what is left, then ask for 10 more points without waiting.
    const drained = await budget.reserve(Math.floor(before.available), 1_000);
    expect('exhausted' in drained).toBe(false);
    const error = await client.request(ShopQuery, {}, { onBudgetExhausted: 'throw' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ShopifyBudgetExhaustedError);
    const retryAfterMs = (error as ShopifyBudgetExhaustedError).retryAfterMs;
    expect((error as ShopifyBudgetExhaustedError).retryable).toBe(true);
    // ShopQuery's cost is 3 (Shopify reported it): (3 − ~0) / 10 per s ≈ 300 ms.
    expect(retryAfterMs).toBeGreaterThan(150);
    expect(retryAfterMs).toBeLessThanOrEqual(310);

    // In the default mode the same request waits for the restore rate instead, and is not throttled.
    const waited = Date.now();
    await client.request(ShopQuery);
    expect(Date.now() - waited).toBeGreaterThanOrEqual(150);
    expect((await harness.sandbox.inspect.requestStats(shop)).throttled).toBe(0);
  });

  it('does not let a crashed caller’s reservation block the shop: it lapses after its hold time', async () => {
    const budget = new ShopBudget(harness.redis, harness.redisPrefix, harness.newShop('crash'));
    // A probe goes out on an unknown bucket and its process dies (never settles), holding it 200 ms.
    const probe = await budget.reserve(3, 200);
    expect(probe).toMatchObject({ waitMs: 0, cost: 3 });
    const started = Date.now();
    const next = await budget.reserve(3, 1_000);
    const waited = Date.now() - started;
    expect('exhausted' in next).toBe(false);
    expect(waited).toBeGreaterThanOrEqual(150);
    expect(waited).toBeLessThan(1_000);
  });

  it('caps a request costing more than the whole bucket to the bucket, and settling releases it', async () => {
    const shop = harness.newShop('cap');
    const budget = new ShopBudget(harness.redis, harness.redisPrefix, shop);
    const probe = await budget.reserve(3, 1_000);
    if ('exhausted' in probe) throw new Error('probe refused');
    await budget.settle(probe, 0, { maximumAvailable: 60, currentlyAvailable: 60, restoreRate: 100 });
    const big = await budget.reserve(500, 1_000);
    if ('exhausted' in big) throw new Error('big refused');
    expect(big.cost).toBe(60);
    await budget.settle(big, 60);
    expect(await harness.redis.zcard(`${shopBudgetKey(harness.redisPrefix, shop)}:pending`)).toBe(0);
  });

  it('lets only one probe out while a shop’s bucket is unknown, then follows Shopify’s figures', async () => {
    const shop = harness.newShop('probe');
    await harness.sandbox.provisionShop(shop, { bucket: { maximumAvailable: 20, restoreRate: 200 } });
    const client = harness.client(shop);
    // Six concurrent ShopQuery (3 points each = 18) on a 20-point bucket that nobody knows yet.
    await Promise.all(Array.from({ length: 6 }, () => client.request(ShopQuery)));
    expect((await harness.sandbox.inspect.requestStats(shop)).throttled).toBe(0);
    expect(await new ShopBudget(harness.redis, harness.redisPrefix, shop).snapshot()).toMatchObject({ maximum: 20, restoreRate: 200, known: true });
  });
});
