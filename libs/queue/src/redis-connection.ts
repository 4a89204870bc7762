import { Redis, type RedisOptions } from 'ioredis';

export type RedisRole = 'api' | 'worker' | 'subscriber';

/**
 * API connections fail fast while Redis is down (no offline queue → 503 at once);
 * worker and subscriber connections wait and retry forever, as BullMQ requires.
 */
export function createRedis(url: string, role: RedisRole, extra: RedisOptions = {}): Redis {
  const base: RedisOptions = {
    lazyConnect: false,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  };
  const byRole: RedisOptions =
    role === 'api'
      ? { enableOfflineQueue: false, maxRetriesPerRequest: 1 }
      : { enableOfflineQueue: true, maxRetriesPerRequest: null };
  const redis = new Redis(url, { ...base, ...byRole, ...extra });
  // Errors are reported by health checks; an unhandled 'error' event would crash the process.
  redis.on('error', () => undefined);
  return redis;
}
