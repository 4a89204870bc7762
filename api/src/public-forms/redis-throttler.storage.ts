import { Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Redis } from 'ioredis';

/** Returns [hits, msToExpire, blocked (0|1), msToBlockExpire]; one round trip, atomic. */
const INCREMENT = `
local block_ttl = redis.call('PTTL', KEYS[2])
if block_ttl > 0 then
  return { tonumber(ARGV[2]) + 1, math.max(redis.call('PTTL', KEYS[1]), 0), 1, block_ttl }
end
local hits = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
if hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  redis.call('DEL', KEYS[1])
  return { hits, ttl, 1, tonumber(ARGV[3]) }
end
return { hits, ttl, 0, 0 }
`;

const seconds = (ms: number) => Math.max(Math.ceil(ms / 1000), 0);

/**
 * @nestjs/throttler's storage in Redis (a fixed window per key plus a block key), so every API
 * instance counts the same hits. If Redis does not answer, the request is let through: the forms
 * must keep working during a Redis outage (their e-mails wait in PostgreSQL), and the outage is
 * visible in /api/health.
 */
export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger(RedisThrottlerStorage.name);

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string) {
    const base = `${this.prefix}:throttle:${throttlerName}:${key}`;
    try {
      const [hits, expireMs, blocked, blockMs] = (await this.redis.eval(INCREMENT, 2, `${base}:hits`, `${base}:block`, ttl, limit, blockDuration || ttl)) as number[];
      return { totalHits: hits, timeToExpire: seconds(expireMs), isBlocked: blocked === 1, timeToBlockExpire: seconds(blockMs) };
    } catch (error) {
      this.logger.warn(`Rate limit not checked (Redis: ${(error as Error).message})`);
      return { totalHits: 0, timeToExpire: seconds(ttl), isBlocked: false, timeToBlockExpire: 0 };
    }
  }
}
