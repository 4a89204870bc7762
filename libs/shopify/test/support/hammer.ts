/**
 * A second process for the shared-budget test: creates its own embedded sandbox on the same
 * PostgreSQL and Redis (so both processes see one Shopify shop and one bucket) and sends `count`
 * pageCreate mutations, `concurrency` at a time. Prints `ready` once set up, starts on a `go` line on
 * stdin (so both processes really overlap), and prints one JSON line with what it saw.
 *
 *   SWC_NODE_PROJECT=tsconfig.spec.json node -r @swc-node/register libs/shopify/test/support/hammer.ts <shop> <count> <label> [concurrency]
 */
import { ShopQuery } from '../../src';
import { hammerShop } from './hammer-shop';
import { createHarness } from './harness';

async function main(): Promise<void> {
  const [shop, count, label, concurrency = '3'] = process.argv.slice(2);
  const harness = await createHarness();
  try {
    // Warm up (schema, compiled code) on another shop, so the measured part is only the hammering.
    await harness.client(harness.newShop('warmup')).request(ShopQuery);
    process.stdout.write('ready\n');
    await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()));
    const result = await hammerShop(harness.client(shop), Number(count), label, Number(concurrency));
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    await harness.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
