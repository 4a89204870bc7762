import { Redis } from 'ioredis';
import { dropDatabase } from '../../libs/db/src/ensure-database';

/** Drops the run's database and deletes the run's Redis keys. */
export default async function globalTeardown(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  const prefix = process.env.REDIS_PREFIX;
  if (databaseUrl?.includes('/ducan_test_')) await dropDatabase(databaseUrl);
  if (prefix?.startsWith('ducan-test-')) {
    const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
    redis.disconnect();
  }
}
