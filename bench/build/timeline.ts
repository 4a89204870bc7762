/**
 * Prints the sandbox's request log of one build at 150 ms per call, as a timeline: which calls
 * overlapped and which waited for each other. A diagnostic for the critical-path ratio of run.ts.
 */
import { randomBytes } from 'node:crypto';
import { BuildStack, storePayload } from '../../test/support/build-stack';

async function main(): Promise<void> {
  const runId = randomBytes(4).toString('hex');
  process.env.DATABASE_URL = `postgres://postgres@127.0.0.1:5432/ducan_timeline_${runId}`;
  process.env.REDIS_PREFIX = `ducan-timeline-${runId}`;
  process.env.LOG_LEVEL = 'error';
  process.env.NODE_ENV = 'test';
  process.env.APP_SECRET ??= randomBytes(32).toString('hex');
  const stack = await BuildStack.start({ workers: 1, standaloneSandbox: process.env.STANDALONE !== '0' });
  try {
    await stack.sandbox.setFaults({ latency: 150 });
    const browser = stack.browser();
    for (const shop of ['timeline-warmup', 'timeline-one']) {
      const started = Date.now();
      const { body } = await browser.post('/api/stores').send(storePayload(shop));
      await stack.waitForStore(browser, body.id, (store) => store.status === 'completed' || store.status === 'failed', 120_000);
      if (shop !== 'timeline-one') continue;
      console.log(`wall ${Date.now() - started} ms`);
      const log = (await stack.sandbox.inspect.requestLog(`${shop}.myshopify.com`, 1000)).reverse();
      const t0 = Date.parse(log[0].at);
      for (const entry of log) console.log(`${String(Date.parse(entry.at) - t0).padStart(5)} ms  ${entry.status} ${entry.operations.join(',')}`);
    }
  } finally {
    await stack.stop();
  }
}

main().then(() => process.exit(0), (error: Error) => { console.error(error); process.exit(1); });
