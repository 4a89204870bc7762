import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { ADMIN_API_VERSION, loadAdminSchema } from '@ducan/shopify-schema';
import { GraphqlEndpoint } from './graphql-endpoint';
import { createInspector } from './inspector';
import { migrateSandboxSchema } from './migrations';
import { json, SandboxOauth, type SandboxHttpResponse } from './oauth';
import { SandboxRedisState } from './redis-state';
import type { SandboxContext } from './resolvers/context';
import { INVALID_TOKEN_BODY, LOCKED_SHOP_BODY, NOT_FOUND_BODY, SERVER_ERROR_BODIES, UNAVAILABLE_SHOP_BODY } from './shopify-errors';
import { BUILD_SCOPES, SandboxStore } from './store';
import type { LatencyFault, ProvisionShopOptions, SandboxFaults, SandboxFaultSet, SandboxLogEntry, SandboxOptions, SandboxRequestStats, ShopifySandbox } from './types';

/** The `demo` token is valid for any shop and provisions it with every build scope on first use. */
export const DEMO_TOKEN = 'demo';
const SHOP_DOMAIN = /^[a-z0-9][a-z0-9-]{0,59}\.myshopify\.com$/;
const API_PATH = /^\/admin\/api\/(\d{4}-\d{2}|unstable)\/graphql\.json$/;
const DEFAULT_TIMEOUT_MS = 30_000;

interface SandboxRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: Buffer;
  signal?: AbortSignal | null;
}

function sleep(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason ?? new Error('aborted'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export function latencyMs(fault: LatencyFault | undefined): number {
  if (fault === undefined) return 0;
  if (typeof fault === 'number') return fault;
  if ('fixedMs' in fault) return fault.fixedMs;
  if ('minMs' in fault) return fault.minMs + Math.random() * (fault.maxMs - fault.minMs);
  // Normal distribution (Box–Muller), never negative.
  const u = 1 - Math.random();
  const v = Math.random();
  return Math.max(0, fault.meanMs + fault.stdDevMs * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v));
}

function parseForm(body: Buffer, contentType: string | null): URLSearchParams {
  const text = body.toString('utf8');
  if (contentType?.includes('application/json')) {
    try {
      const parsed = JSON.parse(text) as Record<string, unknown>;
      return new URLSearchParams(Object.entries(parsed).map(([k, v]): [string, string] => [k, String(v)]));
    } catch {
      return new URLSearchParams();
    }
  }
  return new URLSearchParams(text);
}

class Sandbox implements ShopifySandbox {
  readonly inspect;
  private readonly endpoint: GraphqlEndpoint;
  private readonly oauth: SandboxOauth;
  private readonly plan;
  private readonly settings;

  constructor(
    private readonly options: SandboxOptions,
    private readonly store: SandboxStore,
    private readonly redis: SandboxRedisState,
  ) {
    this.plan = options.plan ?? 'standard';
    this.settings = {
      themeProcessingMs: options.themeProcessingMs ?? 300,
      fileProcessingMs: options.fileProcessingMs ?? 50,
      downloadFetch: options.downloadFetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args)),
      allowDownload: options.allowDownload ?? (() => true),
    };
    this.endpoint = new GraphqlEndpoint(loadAdminSchema(), redis);
    this.oauth = new SandboxOauth(store, (shop) => this.ensureShop(shop));
    this.inspect = createInspector(store, redis);
  }

  private async ensureShop(shop: string): Promise<void> {
    if (!(await this.store.getShop(shop))) await this.store.provisionShop(shop, {}, { plan: this.plan });
  }

  provisionShop = async (shop: string, opts: ProvisionShopOptions = {}): Promise<void> => {
    const domain = shop.toLowerCase();
    if (!SHOP_DOMAIN.test(domain)) throw new Error(`Not a shop domain: ${shop} (expected name.myshopify.com)`);
    await this.store.provisionShop(domain, opts, { plan: this.plan });
    if (opts.bucket || opts.plan) await this.redis.resetBucket(domain);
  };

  provisionApp = async (app: { clientId: string; clientSecret: string }): Promise<void> => {
    await this.oauth.registerApp(app.clientId, app.clientSecret);
  };

  setFaults = (faults: SandboxFaults): Promise<void> => this.redis.setFaults(faults);
  clearFaults = (): Promise<void> => this.redis.clearFaults();

  async close(): Promise<void> {
    await Promise.all([this.store.pool.end().catch(() => undefined), this.redis.close()]);
  }

  /** The core: one request in, one answer out (shared by fetch and the Node handler). */
  async respond(request: SandboxRequest): Promise<SandboxHttpResponse> {
    const shop = request.url.hostname.toLowerCase();
    if (!SHOP_DOMAIN.test(shop)) return json(404, NOT_FOUND_BODY);
    const path = request.url.pathname;
    if (path === '/admin/oauth/authorize' && request.method === 'GET') return this.oauth.authorize(shop, request.url.searchParams);
    if (path === '/admin/oauth/access_token' && request.method === 'POST') {
      return this.oauth.accessToken(shop, parseForm(request.body, request.headers.get('content-type')));
    }
    if (API_PATH.test(path)) {
      if (request.method !== 'POST') return json(405, { errors: 'Method Not Allowed' });
      return this.graphql(shop, request);
    }
    return json(404, NOT_FOUND_BODY);
  }

  private async graphql(shop: string, request: SandboxRequest): Promise<SandboxHttpResponse> {
    const requestId = randomUUID();
    const headers = { 'X-Shopify-API-Version': ADMIN_API_VERSION, 'X-Request-Id': requestId };
    const entry: SandboxLogEntry = {
      at: new Date().toISOString(),
      shop,
      status: 200,
      operations: [],
      requestedQueryCost: null,
      actualQueryCost: null,
      outcome: 'ok',
    };
    const counters: Partial<Record<keyof Omit<SandboxRequestStats, 'operations'>, number>> = {};
    const finish = async (response: SandboxHttpResponse): Promise<SandboxHttpResponse> => {
      entry.status = response.status;
      await this.redis.record(entry, counters).catch(() => undefined);
      return { ...response, headers: { ...headers, ...response.headers } };
    };
    const faults: SandboxFaultSet = await this.redis.faults(shop);
    const delay = latencyMs(faults.latency);
    if (delay > 0) await sleep(delay, request.signal);
    if (faults.timeoutRate !== undefined && Math.random() < faults.timeoutRate) {
      counters.timeouts = 1;
      entry.outcome = 'timeout';
      const hung = await finish(json(504, SERVER_ERROR_BODIES[504]));
      return { ...hung, hangMs: faults.timeoutMs ?? DEFAULT_TIMEOUT_MS };
    }
    if ((await this.redis.takeBurst('server-error', shop)) || (faults.serverErrorRate !== undefined && Math.random() < faults.serverErrorRate)) {
      const status = faults.serverErrorStatus ?? 503;
      counters.serverErrors = 1;
      entry.outcome = 'server_error';
      return finish(json(status, SERVER_ERROR_BODIES[status] ?? SERVER_ERROR_BODIES[503]));
    }

    const token = request.headers.get('x-shopify-access-token') ?? '';
    let scopes: string[] | null;
    if (token === DEMO_TOKEN) {
      await this.ensureShop(shop);
      scopes = BUILD_SCOPES;
    } else {
      const exists = await this.store.getShop(shop);
      if (!exists) {
        counters.notFound = 1;
        entry.outcome = 'not_found';
        return finish(json(404, NOT_FOUND_BODY));
      }
      scopes = token ? await this.store.tokenScopes(shop, token) : null;
    }
    if (!scopes) {
      counters.unauthorized = 1;
      entry.outcome = 'unauthorized';
      return finish(json(401, INVALID_TOKEN_BODY));
    }
    const shopRow = await this.store.getShop(shop);
    if (!shopRow) return finish(json(404, NOT_FOUND_BODY));
    if (shopRow.unavailable_status === 402 || shopRow.unavailable_status === 423) {
      entry.outcome = 'unavailable';
      return finish(json(shopRow.unavailable_status, shopRow.unavailable_status === 402 ? UNAVAILABLE_SHOP_BODY : LOCKED_SHOP_BODY));
    }
    let payload: unknown;
    if ((request.headers.get('content-type') ?? '').includes('application/graphql')) {
      // Shopify also takes the bare document with Content-Type: application/graphql.
      payload = { query: request.body.toString('utf8') };
    } else {
      try {
        payload = JSON.parse(request.body.toString('utf8'));
      } catch {
        payload = null;
      }
    }
    const ctx: SandboxContext = { shop: shopRow, scopes, store: this.store, settings: this.settings, queryRoot: {} };
    const outcome = await this.endpoint.handle(ctx, payload, faults);
    counters.graphql = 1;
    if (outcome.outcome === 'throttled') counters.throttled = 1;
    if (outcome.outcome === 'invalid') counters.validationErrors = 1;
    if (outcome.outcome === 'server_error') counters.serverErrors = 1;
    entry.operations = outcome.operations;
    entry.requestedQueryCost = outcome.requestedQueryCost;
    entry.actualQueryCost = outcome.actualQueryCost;
    entry.outcome = outcome.outcome;
    return finish(json(outcome.status, outcome.body, outcome.headers));
  }

  fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const body = request.method === 'GET' || request.method === 'HEAD' ? Buffer.alloc(0) : Buffer.from(await request.arrayBuffer());
    const answer = await this.respond({ method: request.method, url: new URL(request.url), headers: request.headers, body, signal: init?.signal ?? request.signal });
    if (answer.hangMs !== undefined) {
      // An injected timeout: never answers; fails like a dropped connection when the caller gives up or the hang ends.
      await sleep(answer.hangMs, init?.signal ?? request.signal);
      throw new TypeError('fetch failed', { cause: new Error('sandbox: injected timeout, connection dropped') });
    }
    return new Response(answer.status === 302 || answer.body === '' ? null : answer.body, { status: answer.status, headers: answer.headers });
  };

  handler = (req: IncomingMessage, res: ServerResponse, next?: (err?: unknown) => void): void => {
    this.handleNode(req, res).catch((error) => {
      if (next) next(error);
      else if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(SERVER_ERROR_BODIES[500]));
      } else res.destroy();
    });
  };

  private async handleNode(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const rawUrl = req.url ?? '/';
    const local = new URL(rawUrl, 'http://sandbox.local');
    const send = (answer: SandboxHttpResponse) => {
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body);
    };
    if (local.pathname === '/__inspect' || local.pathname.startsWith('/__inspect/')) {
      const body = req.method === 'GET' || req.method === 'HEAD' ? Buffer.alloc(0) : await readBody(req);
      return send(await this.inspectRoute(req.method ?? 'GET', local, body));
    }
    let target: URL;
    const prefixed = local.pathname.match(/^\/([a-z0-9][a-z0-9-]*\.myshopify\.com)(\/.*)$/i);
    if (prefixed) {
      target = new URL(`https://${prefixed[1].toLowerCase()}${prefixed[2]}${local.search}`);
    } else {
      const host = String(req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
      if (!SHOP_DOMAIN.test(host)) {
        return send(json(404, { errors: 'Not Found', hint: 'Use /{name}.myshopify.com/admin/api/{version}/graphql.json or a *.myshopify.com Host header' }));
      }
      target = new URL(`https://${host}${local.pathname}${local.search}`);
    }
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
    const controller = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) controller.abort(new Error('client closed the connection'));
    });
    const body = req.method === 'GET' || req.method === 'HEAD' ? Buffer.alloc(0) : await readBody(req);
    let answer: SandboxHttpResponse;
    try {
      answer = await this.respond({ method: req.method ?? 'GET', url: target, headers, body, signal: controller.signal });
    } catch (error) {
      if (controller.signal.aborted) return;
      throw error;
    }
    if (answer.hangMs !== undefined) {
      await sleep(answer.hangMs, controller.signal).catch(() => undefined);
      res.destroy();
      return;
    }
    send(answer);
  }

  /** The sandbox's own API (not Shopify's): inspection, and control for tests and benchmarks. */
  private async inspectRoute(method: string, url: URL, body: Buffer): Promise<SandboxHttpResponse> {
    const parts = url.pathname.split('/').filter(Boolean).slice(1).map(decodeURIComponent);
    const parseBody = () => {
      try {
        return body.length ? (JSON.parse(body.toString('utf8')) as Record<string, unknown>) : {};
      } catch {
        return null;
      }
    };
    if (method === 'GET' && parts.length === 0) {
      return json(200, {
        routes: ['GET /__inspect/shops', 'GET /__inspect/shops/:shop', 'GET /__inspect/shops/:shop/counts', 'GET /__inspect/shops/:shop/requests', 'GET /__inspect/stats'],
        control: this.options.inspectControl === false ? [] : ['PUT /__inspect/shops/:shop', 'PUT /__inspect/faults', 'DELETE /__inspect/faults', 'PUT /__inspect/apps'],
      });
    }
    if (method === 'GET' && parts[0] === 'stats' && parts.length === 1) return json(200, await this.inspect.requestStats());
    if (parts[0] === 'shops') {
      if (method === 'GET' && parts.length === 1) return json(200, { shops: await this.inspect.shops() });
      const shop = (parts[1] ?? '').toLowerCase();
      if (method === 'GET' && parts.length === 2) {
        const state = await this.inspect.state(shop);
        return state ? json(200, state) : json(404, { message: `No sandbox shop ${shop}` });
      }
      if (method === 'GET' && parts[2] === 'counts') return json(200, await this.inspect.createdCounts(shop));
      if (method === 'GET' && parts[2] === 'requests') {
        return json(200, { stats: await this.inspect.requestStats(shop), log: await this.inspect.requestLog(shop, Number(url.searchParams.get('limit') ?? 100)) });
      }
      if (method === 'PUT' && parts.length === 2 && this.options.inspectControl !== false) {
        const opts = parseBody();
        if (!opts) return json(400, { message: 'Body must be JSON' });
        try {
          await this.provisionShop(shop, opts as ProvisionShopOptions);
        } catch (error) {
          return json(400, { message: (error as Error).message });
        }
        return json(200, { shop });
      }
    }
    if (parts[0] === 'faults' && this.options.inspectControl !== false) {
      if (method === 'DELETE') {
        await this.clearFaults();
        return json(200, { cleared: true });
      }
      if (method === 'PUT') {
        const faults = parseBody();
        if (!faults) return json(400, { message: 'Body must be JSON' });
        await this.setFaults(faults as SandboxFaults);
        return json(200, { faults });
      }
    }
    if (parts[0] === 'apps' && method === 'PUT' && this.options.inspectControl !== false) {
      const app = parseBody() as { clientId?: unknown; clientSecret?: unknown } | null;
      if (!app || typeof app.clientId !== 'string' || typeof app.clientSecret !== 'string') return json(400, { message: 'clientId and clientSecret are required' });
      await this.provisionApp({ clientId: app.clientId, clientSecret: app.clientSecret });
      return json(200, { clientId: app.clientId });
    }
    return json(404, { message: 'Unknown sandbox inspection route' });
  }
}

function readBody(req: IncomingMessage, limit = 60 * 1024 * 1024): Promise<Buffer> {
  // A body parser mounted before us may already have consumed the stream: rebuild the body.
  const pre = req as IncomingMessage & { body?: unknown; _body?: boolean };
  if (pre._body === true || req.readableEnded) {
    const parsed = pre.body;
    if (Buffer.isBuffer(parsed)) return Promise.resolve(parsed);
    if (typeof parsed === 'string') return Promise.resolve(Buffer.from(parsed));
    if (parsed && typeof parsed === 'object') {
      const form = String(req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded');
      return Promise.resolve(
        Buffer.from(form ? new URLSearchParams(Object.entries(parsed).map(([k, v]): [string, string] => [k, String(v)])).toString() : JSON.stringify(parsed)),
      );
    }
    return Promise.resolve(Buffer.alloc(0));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new Error('request body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * Starts a sandbox: connects to PostgreSQL (creating the `shopify_sandbox` schema, versioned,
 * under an advisory lock) and Redis. Many sandboxes in many processes share one state.
 */
export async function createShopifySandbox(options: SandboxOptions): Promise<ShopifySandbox> {
  const pool = new Pool({ connectionString: options.databaseUrl, max: 5, idleTimeoutMillis: 10_000 });
  pool.on('error', () => undefined);
  // A client checked out for a transaction has no pool listener: without its own, a server restart
  // mid-transaction would be an uncaught 'error' that kills the host process (api or worker).
  pool.on('connect', (client) => client.on('error', () => undefined));
  const redis = new SandboxRedisState(options.redisUrl, options.redisPrefix);
  try {
    await migrateSandboxSchema(pool);
  } catch (error) {
    await pool.end().catch(() => undefined);
    await redis.close();
    throw error;
  }
  const sandbox = new Sandbox(options, new SandboxStore(pool), redis);
  for (const app of options.oauthApps ?? []) await sandbox.provisionApp(app);
  return sandbox;
}
