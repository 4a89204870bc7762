import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { shopBudgetKey } from '@ducan/queue';

/** What Shopify reports in `extensions.cost.throttleStatus`. */
export interface ThrottleStatus {
  maximumAvailable: number;
  currentlyAvailable: number;
  restoreRate: number;
}

/** Until a shop's first answer tells us its bucket, assume the smallest Shopify has used. */
export const UNKNOWN_BUCKET = { maximumAvailable: 1000, restoreRate: 50 } as const;
/** While a shop's bucket is unknown only one request (the probe) is out; others look again after this. */
const PROBE_RETRY_MS = 25;

/**
 * The bucket lives in Redis and is only touched by these scripts, so every process sharing the Redis
 * sees one budget. Time comes from Redis (`TIME`), not from the callers' clocks.
 *
 * KEYS[1] hash: avail (points), ts (ms), max, rate (points/s), known (1 once Shopify reported the bucket).
 * KEYS[2] sorted set of outstanding reservations, member `<id>:<cost>`, score = when it lapses (a
 * crashed caller's reservation stops counting then).
 */
const PRELUDE = `
local key = KEYS[1]
local pending = KEYS[2]
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + tonumber(t[2]) / 1000
local h = redis.call('HMGET', key, 'avail', 'ts', 'max', 'rate', 'known')
local max = tonumber(h[3]) or tonumber(ARGV[1])
local rate = tonumber(h[4]) or tonumber(ARGV[2])
local avail = tonumber(h[1]) or max
local ts = tonumber(h[2]) or now
local known = tonumber(h[5]) or 0
if now > ts then avail = math.min(max, avail + (now - ts) * rate / 1000) end
redis.call('ZREMRANGEBYSCORE', pending, '-inf', now)
local function pendingSum()
  local sum = 0
  for _, member in ipairs(redis.call('ZRANGE', pending, 0, -1)) do
    sum = sum + tonumber(string.match(member, ':([%d%.]+)$'))
  end
  return sum
end
local function save()
  local ttl = math.ceil(max / rate * 1000) + 60000
  redis.call('HSET', key, 'avail', tostring(avail), 'ts', tostring(now), 'max', tostring(max), 'rate', tostring(rate), 'known', tostring(known))
  redis.call('PEXPIRE', key, ttl)
  redis.call('PEXPIRE', pending, ttl)
end
`;

/**
 * ARGV: defaultMax, defaultRate, cost, commit (1 = take the points even when the caller must wait),
 * reservationId, holdMs (how long the reservation may stay outstanding after the wait).
 * Returns { waitMs, granted, member }. granted = 1: the points are taken (a cost above the bucket is
 * capped to it), send after waitMs. granted = 0: look again after waitMs (bucket unknown and a probe
 * is out, or the caller would not wait).
 */
const RESERVE = `${PRELUDE}
local cost = math.min(tonumber(ARGV[3]), max)
local commit = ARGV[4] == '1'
if known == 0 and pendingSum() > 0 then
  save()
  return { ${PROBE_RETRY_MS}, 0 }
end
local wait = 0
if avail < cost then wait = math.ceil((cost - avail) * 1000 / rate) end
local granted = 0
local member = ARGV[5] .. ':' .. tostring(cost)
if wait == 0 or commit then
  avail = avail - cost
  redis.call('ZADD', pending, now + wait + tonumber(ARGV[6]), member)
  granted = 1
end
save()
return { wait, granted, member }
`;

/**
 * ARGV: defaultMax, defaultRate, reservationMember, refund, hasStatus, maximumAvailable, currentlyAvailable, restoreRate.
 * Gives back what the request did not use and aligns the bucket with Shopify's view: its
 * `currentlyAvailable` minus what other callers have reserved and Shopify may not have charged yet.
 */
const SETTLE = `${PRELUDE}
redis.call('ZREM', pending, ARGV[3])
avail = avail + tonumber(ARGV[4])
if ARGV[5] == '1' then
  local newMax = tonumber(ARGV[6])
  local newRate = tonumber(ARGV[8])
  if newMax > 0 then max = newMax end
  if newRate > 0 then rate = newRate end
  local serverView = tonumber(ARGV[7]) - pendingSum()
  if known == 0 or serverView < avail then avail = serverView end
  known = 1
end
avail = math.min(avail, max)
save()
return tostring(avail)
`;

/** Points taken from the bucket for one request; hand it back to `settle`. */
export interface Reservation {
  /** How long to wait before sending (0 = now). */
  waitMs: number;
  /** Points taken. */
  cost: number;
  /** Opaque id of the reservation in Redis. */
  member: string;
}

/**
 * One shop's Shopify API budget, shared by every process through Redis: reserve the estimated cost
 * before a request, settle with Shopify's `extensions.cost` after it.
 */
export class ShopBudget {
  private readonly keys: [string, string];

  constructor(
    private readonly redis: Redis,
    redisPrefix: string,
    readonly shop: string,
  ) {
    const key = shopBudgetKey(redisPrefix, shop);
    this.keys = [key, `${key}:pending`];
    defineCommands(redis);
  }

  /**
   * Takes `cost` points. With `maxWaitMs` (finite) it never waits longer than that: it returns the
   * wait it would need instead (`{ exhausted: retryAfterMs }`) without taking anything.
   * `holdMs`: how long the request may take once sent (the reservation lapses after it).
   */
  async reserve(cost: number, holdMs: number, maxWaitMs = Infinity): Promise<Reservation | { exhausted: number }> {
    const id = randomBytes(8).toString('hex');
    for (;;) {
      const commit = maxWaitMs === Infinity;
      const [wait, granted, member] = await this.call('shopifyBudgetReserve', cost, commit ? 1 : 0, id, holdMs);
      if (Number(granted) === 1) return { waitMs: Number(wait), cost: costOf(member), member };
      if (!commit && Number(wait) > PROBE_RETRY_MS) {
        if (Number(wait) > maxWaitMs) return { exhausted: Number(wait) };
        // Short enough to wait for: take the points now and wait.
        const [committedWait, committed, committedMember] = await this.call('shopifyBudgetReserve', cost, 1, id, holdMs);
        if (Number(committed) === 1) return { waitMs: Number(committedWait), cost: costOf(committedMember), member: committedMember };
      }
      await new Promise((resolve) => setTimeout(resolve, Number(wait)));
    }
  }

  /** `refund`: reserved points the request did not use (reserved − actual; all when nothing was charged). */
  async settle(reservation: Reservation, refund: number, status?: ThrottleStatus): Promise<number> {
    const available = await (this.redis as BudgetRedis).shopifyBudgetSettle(
      ...this.keys,
      UNKNOWN_BUCKET.maximumAvailable,
      UNKNOWN_BUCKET.restoreRate,
      reservation.member,
      refund,
      status ? 1 : 0,
      status?.maximumAvailable ?? 0,
      status?.currentlyAvailable ?? 0,
      status?.restoreRate ?? 0,
    );
    return Number(available);
  }

  /** This budget's view of the bucket (tests and diagnostics). */
  async snapshot(): Promise<{ available: number; maximum: number; restoreRate: number; known: boolean } | null> {
    const values = await this.redis.hmget(this.keys[0], 'avail', 'max', 'rate', 'known');
    if (values[0] === null) return null;
    const [available, maximum, restoreRate, known] = values.map(Number);
    return { available, maximum, restoreRate, known: known === 1 };
  }

  private async call(command: 'shopifyBudgetReserve', cost: number, commit: number, id: string, holdMs: number): Promise<[number, number, string]> {
    return (this.redis as BudgetRedis)[command](...this.keys, UNKNOWN_BUCKET.maximumAvailable, UNKNOWN_BUCKET.restoreRate, cost, commit, id, Math.ceil(holdMs));
  }
}

/** The points a reservation took (its member is `<id>:<cost>`). */
function costOf(member: string): number {
  return Number(member.slice(member.lastIndexOf(':') + 1));
}

interface BudgetRedis extends Redis {
  shopifyBudgetReserve(...args: (number | string)[]): Promise<[number, number, string]>;
  shopifyBudgetSettle(...args: (number | string)[]): Promise<string>;
}

const defined = new WeakSet<Redis>();

function defineCommands(redis: Redis): void {
  if (defined.has(redis)) return;
  // defineCommand sends EVALSHA and falls back to EVAL once per connection.
  redis.defineCommand('shopifyBudgetReserve', { numberOfKeys: 2, lua: RESERVE });
  redis.defineCommand('shopifyBudgetSettle', { numberOfKeys: 2, lua: SETTLE });
  defined.add(redis);
}
