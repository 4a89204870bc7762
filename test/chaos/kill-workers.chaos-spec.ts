import type { StoreUpdatePayload } from '@ducan/contracts';
import { BuildStack } from '../support/build-stack';
import { chaosBuildCount, createBuilds, duplicatesIn, waitForAllFinished } from './chaos-support';

jest.setTimeout(15 * 60_000);

describe('chaos: kill -9 workers at random points of many builds', () => {
  let stack: BuildStack;

  afterAll(async () => {
    await stack?.stop();
  });

  it('ends every store completed, with nothing created twice in any shop', async () => {
    const builds = chaosBuildCount(6);
    stack = await BuildStack.start({ workers: 2 });
    // Small latency spreads each build over many calls, so kills land inside steps.
    await stack.sandbox.setFaults({ latency: { minMs: 5, maxMs: 30 } });
    const browser = stack.browser();
    const socket = await stack.socketFor(browser);

    let kills = 0;
    let killing = false;
    let finished = false;
    let restarting: Promise<unknown> = Promise.resolve();
    // Kill on events, not on a timer: a random ~1 in 12 progress updates kills a random worker,
    // which hits every kind of point (mid-call, between steps, while logging).
    socket.on('storeUpdate', (update: StoreUpdatePayload) => {
      if (finished || killing || update.status !== 'building' || Math.random() > 1 / 12) return;
      killing = true;
      const victim = stack.workers.splice(Math.floor(Math.random() * stack.workers.length), 1)[0];
      restarting = victim
        .stop('SIGKILL')
        .then(() => stack.startWorker())
        .then(() => {
          kills += 1;
          killing = false;
        });
    });

    const ids = await createBuilds(stack, browser, 'chaos-kill', builds);
    for (const storeId of ids) await socket.emitWithAck('subscribe', { storeId });
    const stores = await waitForAllFinished(browser, builds, 12 * 60_000);
    finished = true;
    socket.close();
    await restarting;

    expect(stores.filter((store) => store.status !== 'completed').map((store) => `${store.url}: ${store.errorMessage}`)).toEqual([]);
    const duplicates = (await Promise.all(stores.map((store) => duplicatesIn(stack, store.url)))).flat();
    expect(duplicates).toEqual([]);
    expect(kills).toBeGreaterThan(0);
    process.stdout.write(`chaos kill -9: ${builds} builds, ${kills} workers killed, all completed, 0 duplicates\n`);
  });
});
