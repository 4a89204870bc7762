import { Redis } from 'ioredis';
import type { BucketSettings, SandboxFaultSet, SandboxFaults, SandboxLogEntry, SandboxRequestStats } from './types';

/**
 * Leaky bucket (Shopify's calculated-cost limiter) as one atomic script, so that every process
 * sharing the sandbox drains and refills the same bucket. Time comes from Redis (TIME), not from
 * the calling process, so processes with skewed clocks still agree.
 *   ARGV: maximumAvailable, restoreRate, amount, mode ('take' | 'refund' | 'peek')
 *   returns { ok (1|0), currentlyAvailable (string, may be fractional) }
 */
const BUCKET_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local max = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local amount = tonumber(ARGV[3])
local state = redis.call('HMGET', KEYS[1], 'available', 'at')
local available = tonumber(state[1])
local at = tonumber(state[2])
if available == nil or at == nil then
  available = max
  at = now
end
available = math.min(max, available + math.max(0, now - at) * rate / 1000)
local ok = 1
if ARGV[4] == 'take' then
  if available >= amount then available = available - amount else ok = 0 end
elseif ARGV[4] == 'refund' then
  available = math.min(max, available + amount)
end
if ARGV[4] ~= 'peek' then
  redis.call('HSET', KEYS[1], 'available', string.format('%.3f', available), 'at', now)
  redis.call('PEXPIRE', KEYS[1], math.ceil((max - available) / rate * 1000) + 60000)
end
return { ok, string.format('%.3f', available) }
`;

/** Consumes one unit of the first burst counter (shop's, then global) that has any left, atomically. */
const BURST_SCRIPT = `
for _, key in ipairs(KEYS) do
  local left = tonumber(redis.call('GET', key) or '0')
  if left > 0 then
    redis.call('DECR', key)
    return 1
  end
end
return 0
`;

const STAT_FIELDS: Array<keyof Omit<SandboxRequestStats, 'operations'>> = [
  'requests',
  'graphql',
  'throttled',
  'serverErrors',
  'timeouts',
  'unauthorized',
  'notFound',
  'validationErrors',
];

const LOG_LIMIT = 1000;

type BucketRedis = Redis & {
  sandboxBucket(key: string, max: number, rate: number, amount: number, mode: string): Promise<[number, string]>;
  sandboxBurst(shopKey: string, globalKey: string): Promise<number>;
};

export class SandboxRedisState {
  readonly redis: BucketRedis;
  private readonly prefix: string;

  constructor(redisUrl: string, redisPrefix: string) {
    this.redis = new Redis(redisUrl, { maxRetriesPerRequest: 3, lazyConnect: false }) as BucketRedis;
    this.redis.defineCommand('sandboxBucket', { numberOfKeys: 1, lua: BUCKET_SCRIPT });
    this.redis.defineCommand('sandboxBurst', { numberOfKeys: 2, lua: BURST_SCRIPT });
    this.prefix = `${redisPrefix}:sandbox`;
  }

  private key(...parts: string[]): string {
    return [this.prefix, ...parts].join(':');
  }

  async bucket(shop: string, settings: BucketSettings, amount: number, mode: 'take' | 'refund' | 'peek'): Promise<{ ok: boolean; available: number }> {
    const [ok, available] = await this.redis.sandboxBucket(this.key('bucket', shop), settings.maximumAvailable, settings.restoreRate, amount, mode);
    return { ok: ok === 1, available: Number(available) };
  }

  async resetBucket(shop: string): Promise<void> {
    await this.redis.del(this.key('bucket', shop));
  }

  /** Faults for a shop: global ones overlaid with the shop's own. */
  async faults(shop: string | null): Promise<SandboxFaultSet> {
    const [global, own] = await this.redis.mget(this.key('faults', '*global*'), this.key('faults', shop ?? '*none*'));
    return { ...(global ? (JSON.parse(global) as SandboxFaultSet) : {}), ...(own ? (JSON.parse(own) as SandboxFaultSet) : {}) };
  }

  async setFaults(faults: SandboxFaults): Promise<void> {
    const { shop, serverErrorBurst, throttleBurst, ...rest } = faults;
    const scope = shop ?? '*global*';
    const multi = this.redis.multi().set(this.key('faults', scope), JSON.stringify(rest)).sadd(this.key('fault-scopes'), scope);
    if (serverErrorBurst !== undefined) multi.set(this.key('burst', 'server-error', scope), String(serverErrorBurst));
    if (throttleBurst !== undefined) multi.set(this.key('burst', 'throttle', scope), String(throttleBurst));
    await multi.exec();
  }

  async clearFaults(): Promise<void> {
    const scopes = await this.redis.smembers(this.key('fault-scopes'));
    const keys = scopes.flatMap((s) => [this.key('faults', s), this.key('burst', 'server-error', s), this.key('burst', 'throttle', s)]);
    await this.redis.del(this.key('fault-scopes'), ...keys);
  }

  /** Takes one request from a burst counter of the shop or the global one. */
  async takeBurst(kind: 'server-error' | 'throttle', shop: string | null): Promise<boolean> {
    return (await this.redis.sandboxBurst(this.key('burst', kind, shop ?? '*none*'), this.key('burst', kind, '*global*'))) === 1;
  }

  async record(entry: SandboxLogEntry, counters: Partial<Record<keyof Omit<SandboxRequestStats, 'operations'>, number>>): Promise<void> {
    const multi = this.redis.multi();
    for (const scope of [entry.shop || '*unknown*', '*all*']) {
      const key = this.key('stats', scope);
      multi.hincrby(key, 'requests', 1);
      for (const [field, n] of Object.entries(counters)) if (n) multi.hincrby(key, field, n);
      for (const op of entry.operations) multi.hincrby(key, `op:${op}`, 1);
    }
    if (entry.shop) {
      const log = this.key('log', entry.shop);
      multi.lpush(log, JSON.stringify(entry)).ltrim(log, 0, LOG_LIMIT - 1);
    }
    await multi.exec();
  }

  async stats(shop?: string): Promise<SandboxRequestStats> {
    const raw = await this.redis.hgetall(this.key('stats', shop ?? '*all*'));
    const stats = Object.fromEntries(STAT_FIELDS.map((f) => [f, Number(raw[f] ?? 0)])) as Omit<SandboxRequestStats, 'operations'>;
    const operations: Record<string, number> = {};
    for (const [k, v] of Object.entries(raw)) if (k.startsWith('op:')) operations[k.slice(3)] = Number(v);
    return { ...stats, operations };
  }

  async log(shop: string, limit: number): Promise<SandboxLogEntry[]> {
    const rows = await this.redis.lrange(this.key('log', shop), 0, Math.max(0, limit - 1));
    return rows.map((r) => JSON.parse(r) as SandboxLogEntry);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
