import { createAdminApiClient, type AdminApiClient } from '@shopify/admin-api-client';
import type { Redis } from 'ioredis';
import { ADMIN_API_VERSION } from '@ducan/shopify-schema';
import { costCacheKey, estimateQueryCost } from './cost/estimate-cost';
import { ShopBudget, type Reservation, type ThrottleStatus } from './cost/shop-budget';
import {
  ShopifyAccessDeniedError,
  ShopifyAuthError,
  ShopifyBudgetExhaustedError,
  ShopifyCostLimitError,
  ShopifyError,
  ShopifyGraphqlError,
  ShopifyInvalidShopDomainError,
  ShopifyShopNotFoundError,
  ShopifyShopUnavailableError,
  ShopifyThrottledError,
  ShopifyTransientError,
  ShopifyUserError,
  scopeFromAccessDenied,
} from './errors';
import type { GraphqlOperation, UserErrorShape } from './operations/operation';
import { isShopDomain } from './shop-domain';

export type FetchApi = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** Where log lines go (a Nest Logger fits). Lines carry shop, operation and figures — never tokens. */
export interface ShopifyClientLogger {
  warn(message: string): void;
  debug?(message: string): void;
}

export interface ShopifyClientOptions {
  /** `<name>.myshopify.com`, already normalised (see normalizeShopDomain). */
  shop: string;
  accessToken: string;
  /** Shared budget: every process using the same Redis and prefix shares one bucket per shop. */
  redis: Redis;
  redisPrefix: string;
  /** The embedded sandbox's fetch in sandbox mode; the global fetch otherwise. */
  fetchApi?: FetchApi;
  logger?: ShopifyClientLogger;
  /** Per attempt. Default 15 s. */
  timeoutMs?: number;
  /** Attempts for THROTTLED, 5xx, timeouts and network errors. Default 5. */
  maxAttempts?: number;
  /** First backoff step; doubles per attempt, with jitter. Default 250 ms. */
  backoffBaseMs?: number;
  /** Default behaviour when the shop's budget cannot pay for a request now. Default `wait`. */
  onBudgetExhausted?: 'wait' | 'throw';
}

export interface RequestOptions {
  /** `throw`: raise ShopifyBudgetExhaustedError (with retryAfterMs) instead of waiting, so a job can park itself. */
  onBudgetExhausted?: 'wait' | 'throw';
  /** With `throw`: waits up to this long are still taken in-process. Default 0. */
  maxBudgetWaitMs?: number;
  timeoutMs?: number;
  /** Return the payload even when a mutation has userErrors (default: throw ShopifyUserError). */
  allowUserErrors?: boolean;
}

/** Variables are optional for operations that take none. */
export type RequestArgs<V> = Record<string, never> extends V ? [variables?: V, options?: RequestOptions] : [variables: V, options?: RequestOptions];

/** What a caller can learn about one answer's cost (bench and diagnostics). */
export interface CostReport {
  operation: string;
  requestedQueryCost?: number;
  actualQueryCost?: number | null;
  throttleStatus?: ThrottleStatus;
  attempts: number;
  throttledAnswers: number;
  /** Time spent waiting for the shop's budget before sending. */
  waitedMs: number;
  /** Time the attempts spent on the wire (sending to answer read). */
  roundTripMs: number;
}

interface ShopifyBody {
  data?: Record<string, unknown> | null;
  errors?: string | { message?: string; extensions?: { code?: string; requiredAccess?: string; cost?: number } }[] | Record<string, unknown>;
  extensions?: { cost?: { requestedQueryCost?: number; actualQueryCost?: number | null; throttleStatus?: ThrottleStatus } };
}

/** Requested costs Shopify reported, by operation and page sizes; shared by all clients of the process. */
const reportedCosts = new Map<string, number>();
const MAX_REMEMBERED_COSTS = 500;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A Shopify Admin GraphQL client for one shop, built on `@shopify/admin-api-client` (URL, headers,
 * version), adding a Redis-shared cost budget, bounded retries with jittered backoff, and typed
 * errors. The access token is held in a private field: it never appears in JSON, inspection or logs.
 */
export class ShopifyClient {
  readonly shop: string;
  readonly apiVersion = ADMIN_API_VERSION;
  readonly #admin: AdminApiClient;
  readonly #budget: ShopBudget;
  readonly #options: Required<Pick<ShopifyClientOptions, 'timeoutMs' | 'maxAttempts' | 'backoffBaseMs' | 'onBudgetExhausted'>> & { logger?: ShopifyClientLogger };
  /** Cost figures of the last completed request (for benchmarks and logs). */
  lastCost?: CostReport;

  constructor(options: ShopifyClientOptions) {
    if (!isShopDomain(options.shop)) throw new ShopifyInvalidShopDomainError();
    if (typeof options.accessToken !== 'string' || options.accessToken.trim() === '') throw new ShopifyAuthError();
    this.shop = options.shop;
    const expectedOrigin = `https://${options.shop}`;
    const fetchApi = options.fetchApi ?? fetch;
    // Defence in depth: whatever URL the official client builds, only this shop's origin is contacted.
    const guardedFetch: FetchApi = (input, init) => {
      const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
      if (url.origin !== expectedOrigin) return Promise.reject(new Error(`Refusing to contact ${url.origin}`));
      return fetchApi(input, init);
    };
    this.#admin = createAdminApiClient({
      storeDomain: options.shop,
      apiVersion: ADMIN_API_VERSION,
      accessToken: options.accessToken,
      retries: 0,
      customFetchApi: guardedFetch,
      // The official client's log entries include request headers (the token): keep only version notices.
      logger: (entry) => {
        if (entry.type === 'Unsupported_Api_Version') options.logger?.warn(`Shopify API version ${ADMIN_API_VERSION} is not among the currently supported versions`);
      },
    });
    this.#budget = new ShopBudget(options.redis, options.redisPrefix, options.shop);
    this.#options = {
      timeoutMs: options.timeoutMs ?? 15_000,
      maxAttempts: Math.max(1, options.maxAttempts ?? 5),
      backoffBaseMs: options.backoffBaseMs ?? 250,
      onBudgetExhausted: options.onBudgetExhausted ?? 'wait',
      logger: options.logger,
    };
  }

  /** Sends one operation; resolves with its data or rejects with a ShopifyError subclass. */
  async request<V, R>(operation: GraphqlOperation<V, R>, ...[variables, options = {}]: RequestArgs<V>): Promise<R> {
    const vars = (variables ?? {}) as Record<string, unknown>;
    const cacheKey = costCacheKey(operation.name, vars);
    const estimate = reportedCosts.get(cacheKey) ?? estimateQueryCost(operation.document, vars);
    const mode = options.onBudgetExhausted ?? this.#options.onBudgetExhausted;
    const maxBudgetWaitMs = mode === 'throw' ? (options.maxBudgetWaitMs ?? 0) : Infinity;
    const timeoutMs = options.timeoutMs ?? this.#options.timeoutMs;
    const report: CostReport = { operation: operation.name, attempts: 0, throttledAnswers: 0, waitedMs: 0, roundTripMs: 0 };
    let lastError: ShopifyError | undefined;

    for (let attempt = 1; attempt <= this.#options.maxAttempts; attempt += 1) {
      report.attempts = attempt;
      const waitStarted = Date.now();
      const reservation = await this.reserve(estimate, maxBudgetWaitMs, timeoutMs, operation.name);
      const reserved = reservation.cost;
      const sent = Date.now();
      report.waitedMs += sent - waitStarted;
      let response: Response;
      let text: string;
      try {
        ({ response, text } = await this.send(operation, vars, timeoutMs));
        report.roundTripMs += Date.now() - sent;
      } catch (error) {
        report.roundTripMs += Date.now() - sent;
        // Whether Shopify charged the request is unknown: keep the points taken.
        await this.#budget.settle(reservation, 0);
        lastError = this.tag(new ShopifyTransientError((error as Error).message), operation.name);
        await this.backoff(attempt, operation.name, lastError.message);
        continue;
      }

      const body = parseBody(text);
      const cost = body?.extensions?.cost;
      if (cost?.requestedQueryCost !== undefined) remember(cacheKey, cost.requestedQueryCost);
      Object.assign(report, { requestedQueryCost: cost?.requestedQueryCost, actualQueryCost: cost?.actualQueryCost, throttleStatus: cost?.throttleStatus });

      if (isThrottled(response.status, body)) {
        report.throttledAnswers += 1;
        await this.#budget.settle(reservation, reserved, cost?.throttleStatus);
        const headerWaitMs = retryAfterHeaderMs(response.headers.get('retry-after'));
        lastError = this.tag(new ShopifyThrottledError(Math.max(headerWaitMs, retryAfter(cost?.throttleStatus, estimate))), operation.name, response.status);
        // The bucket now mirrors Shopify's, so the next reservation waits what the restore rate needs;
        // the jittered backoff (and a 429's Retry-After, in seconds) spreads out callers retrying together.
        await this.backoff(attempt, operation.name, `THROTTLED (HTTP ${response.status})`, headerWaitMs);
        continue;
      }

      if (response.status >= 500 || (response.status === 200 && body === undefined)) {
        await this.#budget.settle(reservation, 0);
        lastError = this.tag(new ShopifyTransientError(`Shopify is having trouble right now (HTTP ${response.status}); please try again in a moment`), operation.name, response.status);
        await this.backoff(attempt, operation.name, lastError.message);
        continue;
      }

      const actual = typeof cost?.actualQueryCost === 'number' ? cost.actualQueryCost : 0;
      await this.#budget.settle(reservation, Math.max(0, reserved - actual), cost?.throttleStatus);
      this.lastCost = report;

      const final = this.finalError(response.status, body, text);
      if (final) throw this.tag(final, operation.name, response.status);

      const data = body?.data as R;
      if (operation.payloadField && !options.allowUserErrors) {
        const payload = (data as Record<string, { userErrors?: UserErrorShape[] } | null>)[operation.payloadField];
        if (payload?.userErrors?.length) throw this.tag(new ShopifyUserError(operation.payloadField, payload.userErrors), operation.name);
      }
      return data;
    }
    this.lastCost = report;
    throw lastError ?? new ShopifyTransientError('Shopify could not be reached');
  }

  /** The shop's shared bucket as this process sees it (diagnostics, tests). */
  budgetSnapshot() {
    return this.#budget.snapshot();
  }

  toJSON(): Record<string, unknown> {
    return { shop: this.shop, apiVersion: this.apiVersion };
  }

  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return `ShopifyClient { shop: '${this.shop}', apiVersion: '${this.apiVersion}' }`;
  }

  private async reserve(estimate: number, maxBudgetWaitMs: number, timeoutMs: number, operation: string): Promise<Reservation> {
    const reservation = await this.#budget.reserve(estimate, timeoutMs + 5_000, maxBudgetWaitMs);
    if ('exhausted' in reservation) throw this.tag(new ShopifyBudgetExhaustedError(reservation.exhausted), operation);
    if (reservation.waitMs > 0) {
      this.#options.logger?.debug?.(`Waiting ${reservation.waitMs} ms for ${this.shop}'s Shopify budget (${operation}, ${estimate} points)`);
      await sleep(reservation.waitMs);
    }
    return reservation;
  }

  private async send(operation: GraphqlOperation<unknown, unknown>, variables: Record<string, unknown>, timeoutMs: number): Promise<{ response: Response; text: string }> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await this.#admin.fetch(operation.document, { variables, signal: controller.signal });
      const text = await response.text();
      return { response, text };
    } catch (error) {
      if (controller.signal.aborted) throw new Error(`Shopify did not answer within ${Math.round(timeoutMs / 100) / 10} s`);
      throw new Error(`Could not reach Shopify (${(error as Error).message.replace(/^(Admin API|GraphQL) Client: /, '')})`);
    } finally {
      clearTimeout(timer);
    }
  }

  private finalError(status: number, body: ShopifyBody | undefined, text: string): ShopifyError | undefined {
    if (status === 401) return new ShopifyAuthError();
    if (status === 402) return new ShopifyShopUnavailableError('frozen');
    if (status === 423) return new ShopifyShopUnavailableError('locked');
    if (status === 404) return new ShopifyShopNotFoundError();
    if (status === 403) return new ShopifyAccessDeniedError(scopeFromAccessDenied(text));
    if (status !== 200) return new ShopifyGraphqlError(`unexpected HTTP ${status}`);
    const errors = Array.isArray(body?.errors) ? body.errors : [];
    const denied = errors.find((error) => error.extensions?.code === 'ACCESS_DENIED');
    if (denied) return new ShopifyAccessDeniedError(scopeFromAccessDenied(denied.extensions?.requiredAccess, denied.message));
    const tooCostly = errors.find((error) => error.extensions?.code === 'MAX_COST_EXCEEDED');
    if (tooCostly) return new ShopifyCostLimitError(body?.extensions?.cost?.requestedQueryCost ?? tooCostly.extensions?.cost);
    if (errors.length > 0 || !body?.data) {
      const first = errors[0];
      return new ShopifyGraphqlError(first?.message ?? 'the answer had no data', first?.extensions?.code);
    }
    return undefined;
  }

  /** Jittered exponential backoff: between half and all of base × 2^(attempt−1), at most 10 s, at least minMs. */
  private async backoff(attempt: number, operation: string, reason: string, minMs = 0): Promise<void> {
    if (attempt >= this.#options.maxAttempts) return;
    const ceiling = Math.min(10_000, this.#options.backoffBaseMs * 2 ** (attempt - 1));
    const delay = Math.max(minMs, Math.round(ceiling / 2 + Math.random() * (ceiling / 2)));
    this.#options.logger?.warn(`Retrying ${operation} on ${this.shop} in ${delay} ms (attempt ${attempt}: ${reason})`);
    await sleep(delay);
  }

  private tag<E extends ShopifyError>(error: E, operation: string, status?: number): E {
    error.shop = this.shop;
    error.operation = operation;
    if (status !== undefined) error.status = status;
    return error;
  }
}

function parseBody(text: string): ShopifyBody | undefined {
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as ShopifyBody) : undefined;
  } catch {
    return undefined;
  }
}

function isThrottled(status: number, body: ShopifyBody | undefined): boolean {
  if (status === 429) return true;
  return status === 200 && Array.isArray(body?.errors) && body.errors.some((error) => error.extensions?.code === 'THROTTLED');
}

function retryAfter(status: ThrottleStatus | undefined, cost: number): number {
  if (!status || status.restoreRate <= 0) return 1000;
  return Math.max(0, Math.ceil(((cost - status.currentlyAvailable) / status.restoreRate) * 1000));
}

/** Shopify's Retry-After is in seconds (the official client wrongly reads milliseconds); capped at 10 s. */
function retryAfterHeaderMs(value: string | null): number {
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(10_000, Math.round(seconds * 1000)) : 0;
}

function remember(key: string, cost: number): void {
  if (reportedCosts.size >= MAX_REMEMBERED_COSTS && !reportedCosts.has(key)) reportedCosts.clear();
  reportedCosts.set(key, cost);
}
