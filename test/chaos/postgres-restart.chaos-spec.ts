import { BuildStack } from '../support/build-stack';
import { PostgresInstance } from '../support/postgres-instance';
import { waitFor } from '../support/wait-for';
import { chaosBuildCount, createBuilds, duplicatesIn, waitForAllFinished } from './chaos-support';

jest.setTimeout(10 * 60_000);

describe('chaos: PostgreSQL restarts mid-build', () => {
  let postgres: PostgresInstance;
  let stack: BuildStack;

  afterAll(async () => {
    await stack?.stop();
    await postgres?.destroy();
  });

  it('builds pause while it is down and finish after it returns, nothing created twice', async () => {
    const builds = chaosBuildCount(4);
    postgres = await PostgresInstance.create();
    await postgres.start();
    process.env.DATABASE_URL = postgres.url('ducan_chaos');
    stack = await BuildStack.start({ workers: 1 });
    await stack.sandbox.setFaults({ latency: { minMs: 10, maxMs: 40 } });
    const browser = stack.browser();
    await createBuilds(stack, browser, 'chaos-pg', builds);
    await waitFor(
      async () => ((await browser.get('/api/stores')).body as { progress: number }[]).some((store) => store.progress >= 20),
      { timeoutMs: 120_000, description: 'a build past its first steps' },
    );

    await postgres.stop();
    const downAt = Date.now();
    await postgres.start();
    const downForMs = Date.now() - downAt;

    const stores = await waitForAllFinished(browser, builds, 5 * 60_000);
    expect(stores.filter((store) => store.status !== 'completed').map((store) => `${store.url}: ${store.errorMessage}`)).toEqual([]);
    expect((await Promise.all(stores.map((store) => duplicatesIn(stack, store.url)))).flat()).toEqual([]);
    process.stdout.write(`chaos postgres restart: down ${downForMs} ms, ${builds} builds completed ${((Date.now() - downAt) / 1000).toFixed(1)} s after the stop\n`);
  });
});
