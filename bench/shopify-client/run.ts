/**
 * Benchmark: 200 mutations on one Standard-plan shop (bucket 2000, 100 points/s) through the real
 * client and the embedded sandbox. Prints how close the client gets to the rate-limit floor and how
 * many THROTTLED answers it saw (target: ratio ≤ 1.10, zero THROTTLED).
 *
 *   npm run bench:shopify-client                 (BENCH_MUTATIONS=200 BENCH_LATENCY_MS=20 BENCH_VARIANTS=5)
 *
 * Uses its own PostgreSQL database (`ducan_bench`, created if missing) and a fresh Redis prefix.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { ensureDatabase } from '@ducan/db';
import { ProductSetMutation, ShopQuery, createShopifyClient } from '@ducan/shopify';
import { createShopifySandbox } from '@ducan/shopify-sandbox';

const MUTATIONS = Number(process.env.BENCH_MUTATIONS ?? 200);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 20);
const VARIANTS = Number(process.env.BENCH_VARIANTS ?? 5);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ducan_bench';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

function productInput(index: number) {
  const sizes = Array.from({ length: VARIANTS }, (_, i) => `Size ${i + 1}`);
  return {
    title: `Bench product ${index}`,
    handle: `bench-product-${index}`,
    status: 'ACTIVE' as const,
    productOptions: [{ name: 'Size', values: sizes.map((name) => ({ name })) }],
    variants: sizes.map((name, i) => ({ optionValues: [{ optionName: 'Size', name }], price: `${10 + i}.00` })),
  };
}

async function main(): Promise<void> {
  await ensureDatabase(DATABASE_URL);
  const redisPrefix = `ducan-bench-${randomBytes(4).toString('hex')}`;
  const sandbox = await createShopifySandbox({ databaseUrl: DATABASE_URL, redisUrl: REDIS_URL, redisPrefix });
  const redis = new Redis(REDIS_URL);
  const shop = `bench-${randomBytes(4).toString('hex')}.myshopify.com`;
  try {
    await sandbox.provisionShop(shop, { plan: 'standard' });
    if (LATENCY_MS > 0) await sandbox.setFaults({ shop, latency: { fixedMs: LATENCY_MS } });
    const client = createShopifyClient({ shop, accessToken: 'demo', redis, redisPrefix, fetchApi: sandbox.fetch });

    // Warm-up: compiles code paths and learns the bucket (not measured; costs 3 points).
    await client.request(ShopQuery);
    const start = await sandbox.inspect.throttleStatus(shop);

    let requested = 0;
    let actual = 0;
    let roundTrip = 0;
    let waited = 0;
    let throttledSeen = 0;
    let lastRequested = 0;
    let lastActual = 0;
    let lastRoundTrip = 0;
    const started = process.hrtime.bigint();
    for (let i = 1; i <= MUTATIONS; i += 1) {
      await client.request(ProductSetMutation, { input: productInput(i), identifier: { handle: `bench-product-${i}` } });
      const cost = client.lastCost;
      if (!cost) throw new Error('no cost report');
      lastRequested = cost.requestedQueryCost ?? 0;
      lastActual = cost.actualQueryCost ?? 0;
      lastRoundTrip = cost.roundTripMs;
      requested += lastRequested;
      actual += lastActual;
      roundTrip += cost.roundTripMs;
      waited += cost.waitedMs;
      throttledSeen += cost.throttledAnswers;
    }
    const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;

    // A sequential caller cannot beat either bound: every request's round trip, one after another;
    // or the restore rate paying for all points beyond what the bucket held at the start (the last
    // request must also find its full requested cost available), plus that request's round trip.
    const beyondBucket = Math.max(0, actual - lastActual + lastRequested - start.currentlyAvailable);
    const restoreFloorMs = (beyondBucket / start.restoreRate) * 1000 + lastRoundTrip;
    const floorMs = Math.max(roundTrip, restoreFloorMs);
    const stats = await sandbox.inspect.requestStats(shop);
    const created = (await sandbox.inspect.createdCounts(shop)).Product ?? 0;

    const lines = [
      `shopify-client bench: ${MUTATIONS} productSet mutations (${VARIANTS} variants each), one Standard-plan shop, embedded sandbox, ${LATENCY_MS} ms injected latency`,
      `bucket at start           ${start.currentlyAvailable} / ${start.maximumAvailable} points, restore ${start.restoreRate} points/s`,
      `points requested / actual ${requested} / ${actual}`,
      `round trips (sum)         ${(roundTrip / 1000).toFixed(2)} s`,
      `waited for budget (sum)   ${(waited / 1000).toFixed(2)} s`,
      `restore-rate floor        ${(restoreFloorMs / 1000).toFixed(2)} s  ((points beyond bucket ${beyondBucket.toFixed(0)}) ÷ ${start.restoreRate}/s + last round trip)`,
      `floor                     ${(floorMs / 1000).toFixed(2)} s`,
      `elapsed                   ${(elapsedMs / 1000).toFixed(2)} s`,
      `elapsed / floor           ${(elapsedMs / floorMs).toFixed(3)}   (target ≤ 1.10)`,
      `THROTTLED seen by caller  ${throttledSeen}   (sandbox counted ${stats.throttled}; target 0)`,
      `products created          ${created}`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    if (created !== MUTATIONS) throw new Error(`expected ${MUTATIONS} products, the sandbox has ${created}`);
  } finally {
    await sandbox.clearFaults().catch(() => undefined);
    // Leave nothing behind in Redis under this run's prefix.
    const keys = await redis.keys(`${redisPrefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await sandbox.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
