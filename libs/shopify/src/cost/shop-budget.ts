import type { Redis } from 'ioredis';
import { shopBudgetKey } from '@ducan/queue';

/** What Shopify reports in `extensions.cost.throttleStatus`. */
export interface ThrottleStatus {
  maximumAvailable: number;
  currentlyAvailable: number;
  restoreRate: number;
}

/** Until a shop's first answer tells us its plan, assume the smallest bucket Shopify has used. */
export const UNKNOWN_BUCKET = { maximumAvailable: 1000, restoreRate: 50 } as const;

/**
 * The bucket lives in one Redis hash per shop and is only touched by these scripts, so every
 * process sharing the Redis sees one budget. Time comes from Redis (`TIME`), not from the callers.
 *
 * Fields: avail (points), ts (ms), max, rate (points/s), inflight (points reserved, not yet settled),
 * known (1 once Shopify reported the bucket).
 */
const PRELUDE = `
local key = KEYS[1]
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + tonumber(t[2]) / 1000
local h = redis.call('HMGET', key, 'avail', 'ts', 'max', 'rate', 'inflight', 'known')
local max = tonumber(h[3]) or tonumber(ARGV[1])
local rate = tonumber(h[4]) or tonumber(ARGV[2])
local avail = tonumber(h[1]) or max
local ts = tonumber(h[2]) or now
local inflight = tonumber(h[5]) or 0
local known = tonumber(h[6]) or 0
if now > ts then avail = math.min(max, avail + (now - ts) * rate / 1000) end
local function save()
  redis.call('HSET', key, 'avail', tostring(avail), 'ts', tostring(now), 'max', tostring(max), 'rate', tostring(rate), 'inflight', tostring(inflight), 'known', tostring(known))
  redis.call('PEXPIRE', key, math.ceil(max / rate * 1000) + 60000)
end
`;

/**
 * ARGV: defaultMax, defaultRate, cost, commit (1 = take the points even when the caller must wait first).
 * Returns { waitMs, availableAfter }. With commit the points are taken now and the caller sleeps
 * waitMs, so callers queue in arrival order and never overspend together.
 */
const RESERVE = `${PRELUDE}
local cost = math.min(tonumber(ARGV[3]), max)
local commit = ARGV[4] == '1'
local wait = 0
if avail < cost then wait = math.ceil((cost - avail) * 1000 / rate) end
if wait == 0 or commit then
  avail = avail - cost
  inflight = inflight + cost
end
save()
return { wait, tostring(avail) }
`;

/**
 * ARGV: defaultMax, defaultRate, reserved, refund, hasStatus, maximumAvailable, currentlyAvailable, restoreRate.
 * Gives back what the request did not use and aligns the bucket with Shopify's own view: Shopify's
 * `currentlyAvailable` minus what other callers have reserved but Shopify has not charged yet.
 */
const SETTLE = `${PRELUDE}
local reserved = tonumber(ARGV[3])
local refund = tonumber(ARGV[4])
inflight = math.max(0, inflight - reserved)
avail = avail + refund
if ARGV[5] == '1' then
  local newMax = tonumber(ARGV[6])
  local newRate = tonumber(ARGV[8])
  if newMax > 0 then max = newMax end
  if newRate > 0 then rate = newRate end
  local serverView = tonumber(ARGV[7]) - inflight
  if known == 0 or serverView < avail then avail = serverView end
  known = 1
end
avail = math.min(avail, max)
save()
return tostring(avail)
`;

export interface Reservation {
  /** How long to wait before sending (0 = now). */
  waitMs: number;
  /** Points taken from the bucket (0 when nothing was taken because the caller will not wait). */
  reserved: number;
}

/**
 * One shop's Shopify API budget shared by every process through Redis: reserve the estimated cost
 * before a request, settle with Shopify's `extensions.cost` after it.
 */
export class ShopBudget {
  private readonly key: string;

  constructor(
    private readonly redis: Redis,
    redisPrefix: string,
    readonly shop: string,
  ) {
    this.key = shopBudgetKey(redisPrefix, shop);
    defineCommands(redis);
  }

  /** `commit`: take the points even if the caller has to wait for them (it promises to wait). */
  async reserve(cost: number, commit: boolean): Promise<Reservation> {
    const [wait] = (await (this.redis as BudgetRedis).shopifyBudgetReserve(
      this.key,
      UNKNOWN_BUCKET.maximumAvailable,
      UNKNOWN_BUCKET.restoreRate,
      cost,
      commit ? 1 : 0,
    )) as [number, string];
    const waitMs = Number(wait);
    return { waitMs, reserved: waitMs === 0 || commit ? cost : 0 };
  }

  /** `refund`: reserved points the request did not use (reserved − actual; all of it when nothing was charged). */
  async settle(reserved: number, refund: number, status?: ThrottleStatus): Promise<number> {
    const available = await (this.redis as BudgetRedis).shopifyBudgetSettle(
      this.key,
      UNKNOWN_BUCKET.maximumAvailable,
      UNKNOWN_BUCKET.restoreRate,
      reserved,
      refund,
      status ? 1 : 0,
      status?.maximumAvailable ?? 0,
      status?.currentlyAvailable ?? 0,
      status?.restoreRate ?? 0,
    );
    return Number(available);
  }

  /** Current view of the bucket (for tests and diagnostics). */
  async snapshot(): Promise<{ available: number; maximum: number; restoreRate: number; inflight: number } | null> {
    const values = await this.redis.hmget(this.key, 'avail', 'max', 'rate', 'inflight');
    if (values[0] === null) return null;
    const [available, maximum, restoreRate, inflight] = values.map(Number);
    return { available, maximum, restoreRate, inflight };
  }
}

interface BudgetRedis extends Redis {
  shopifyBudgetReserve(key: string, ...args: (number | string)[]): Promise<[number, string]>;
  shopifyBudgetSettle(key: string, ...args: (number | string)[]): Promise<string>;
}

const defined = new WeakSet<Redis>();

function defineCommands(redis: Redis): void {
  if (defined.has(redis)) return;
  // defineCommand sends EVALSHA and falls back to EVAL once per connection.
  redis.defineCommand('shopifyBudgetReserve', { numberOfKeys: 1, lua: RESERVE });
  redis.defineCommand('shopifyBudgetSettle', { numberOfKeys: 1, lua: SETTLE });
  defined.add(redis);
}
