import { Redis } from 'ioredis';
import { BuildStack } from '../support/build-stack';
import { RedisInstance } from '../support/redis-instance';
import { waitFor } from '../support/wait-for';
import { chaosBuildCount, createBuilds, duplicatesIn, waitForAllFinished } from './chaos-support';

jest.setTimeout(10 * 60_000);

describe('chaos: Redis loses everything mid-build', () => {
  let redis: RedisInstance;
  let stack: BuildStack;

  afterAll(async () => {
    await stack?.stop();
    await redis?.stop();
  });

  it('the reconciler re-drives every build to completion, nothing created twice', async () => {
    const builds = chaosBuildCount(4);
    redis = await RedisInstance.create();
    await redis.start();
    process.env.REDIS_URL = redis.url;
    stack = await BuildStack.start({ workers: 1 });
    await stack.sandbox.setFaults({ latency: { minMs: 10, maxMs: 40 } });
    const browser = stack.browser();
    await createBuilds(stack, browser, 'chaos-flush', builds);
    await waitFor(
      async () => ((await browser.get('/api/stores')).body as { progress: number }[]).some((store) => store.progress >= 20),
      { timeoutMs: 120_000, description: 'a build past its first steps' },
    );

    const admin = new Redis(redis.url);
    await admin.flushall();
    admin.disconnect();
    const flushedAt = Date.now();

    const stores = await waitForAllFinished(browser, builds, 5 * 60_000);
    expect(stores.filter((store) => store.status !== 'completed').map((store) => `${store.url}: ${store.errorMessage}`)).toEqual([]);
    expect((await Promise.all(stores.map((store) => duplicatesIn(stack, store.url)))).flat()).toEqual([]);
    process.stdout.write(`chaos redis flush: ${builds} builds completed ${((Date.now() - flushedAt) / 1000).toFixed(1)} s after FLUSHALL\n`);
  });
});
