import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { zipSync, strToU8 } from 'fflate';
import { createShopifySandbox, type SandboxOptions, type ShopifySandbox } from '../src';

export function sandboxOptions(extra: Partial<SandboxOptions> = {}): SandboxOptions {
  return {
    databaseUrl: process.env.DATABASE_URL as string,
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    redisPrefix: process.env.REDIS_PREFIX as string,
    themeProcessingMs: 150,
    fileProcessingMs: 20,
    ...extra,
  };
}

export function startSandbox(extra: Partial<SandboxOptions> = {}): Promise<ShopifySandbox> {
  return createShopifySandbox(sandboxOptions(extra));
}

/** A shop name no other test uses. */
export function uniqueShop(label = 'shop'): string {
  return `${label}-${randomBytes(4).toString('hex')}.myshopify.com`;
}

/** Answers are read loosely in tests: the assertions check their exact shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export interface GqlAnswer {
  status: number;
  headers: Headers;
  body: { data?: Loose; errors?: Loose; extensions?: Loose };
}

export async function gql(
  sandbox: ShopifySandbox,
  shop: string,
  query: string,
  variables: Record<string, unknown> = {},
  token = 'demo',
): Promise<GqlAnswer> {
  const response = await sandbox.fetch(`https://${shop}/admin/api/2026-10/graphql.json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Shopify-Access-Token': token },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as GqlAnswer['body'] };
}

/** A theme zip with the given files (paths inside the theme). */
export function themeZip(files: Record<string, string>, folder?: string): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const [name, content] of Object.entries(files)) entries[folder ? `${folder}/${name}` : name] = strToU8(content);
  return zipSync(entries);
}

/** A local HTTP server on an ephemeral port serving fixed bodies by path. */
export async function serveFiles(routes: Record<string, Uint8Array | string>): Promise<{ url: (path: string) => string; close: () => Promise<void>; hits: string[] }> {
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    hits.push(req.url ?? '');
    const body = routes[req.url ?? ''];
    if (body === undefined) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/zip' }).end(Buffer.from(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Polls `probe` until it returns something other than undefined (state with no event to wait on). */
export async function waitFor<T>(probe: () => Promise<T | undefined>, { timeoutMs = 10_000, intervalMs = 50, description = 'condition' } = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${description}`);
}
