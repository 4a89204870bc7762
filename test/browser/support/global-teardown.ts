import type { ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { dropDatabase } from '../../../libs/db/src/ensure-database';

/** Stops the API the browser tests used and drops its database and Redis keys. */
export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as { __BROWSER_API__?: { child: ChildProcess; databaseUrl: string; redisPrefix: string } }).__BROWSER_API__;
  if (!state) return;
  const { child, databaseUrl, redisPrefix } = state;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(forced);
  }
  await dropDatabase(databaseUrl);
  const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}*`, 'COUNT', 500);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  redis.disconnect();
}
