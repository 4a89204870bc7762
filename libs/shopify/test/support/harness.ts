import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { strToU8, zipSync } from 'fflate';
import { createShopifySandbox, type ShopifySandbox } from '@ducan/shopify-sandbox';
import { createShopifyClient, type ShopifyClient, type ShopifyClientOptions } from '../../src';

/** Everything an integration test of the client needs: the embedded sandbox, Redis, fresh shops. */
export interface Harness {
  sandbox: ShopifySandbox;
  redis: Redis;
  redisPrefix: string;
  /** A shop name nobody else uses in this run. */
  newShop(label?: string): string;
  client(shop: string, options?: Partial<ShopifyClientOptions>): ShopifyClient;
  close(): Promise<void>;
}

export const THEME_ZIP_URL = 'https://themes.example.test/ducan-test-theme.zip';

/** A minimal valid Online Store 2.0 theme, served to themeCreate by the sandbox's download fetch. */
export function testThemeZip(): Uint8Array {
  return zipSync({
    'layout/theme.liquid': strToU8('<!doctype html><html><head>{{ content_for_header }}</head><body>{{ content_for_layout }}</body></html>'),
    'templates/index.json': strToU8(JSON.stringify({ sections: {}, order: [] })),
    'config/settings_schema.json': strToU8(JSON.stringify([{ name: 'theme_info', theme_name: 'Test', theme_version: '1.0.0' }])),
    'config/settings_data.json': strToU8(JSON.stringify({ current: { colors_accent: '#ea4335' } })),
  });
}

export async function createHarness(): Promise<Harness> {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redisPrefix = process.env.REDIS_PREFIX ?? 'ducan-test';
  const zip = testThemeZip();
  const sandbox = await createShopifySandbox({
    databaseUrl: process.env.DATABASE_URL ?? '',
    redisUrl,
    redisPrefix,
    themeProcessingMs: 100,
    downloadFetch: (async (input: string | URL | Request) =>
      String(input instanceof Request ? input.url : input) === THEME_ZIP_URL
        ? new Response(Buffer.from(zip), { status: 200, headers: { 'Content-Type': 'application/zip' } })
        : new Response('not found', { status: 404 })) as typeof fetch,
  });
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  const runTag = randomBytes(3).toString('hex');
  let counter = 0;
  return {
    sandbox,
    redis,
    redisPrefix,
    newShop: (label = 'shop') => `${label}-${runTag}-${(counter += 1)}.myshopify.com`,
    client: (shop, options = {}) =>
      createShopifyClient({ shop, accessToken: 'demo', redis, redisPrefix, fetchApi: sandbox.fetch, backoffBaseMs: 20, ...options }),
    close: async () => {
      redis.disconnect();
      await sandbox.close();
    },
  };
}

/** The value, or a test failure naming what was missing (instead of non-null assertions). */
export function must<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`expected ${what} to be present`);
  return value;
}

/** Polls `probe` until it returns something other than undefined/false (no fixed sleeps in tests). */
export async function pollUntil<T>(probe: () => Promise<T | undefined | false>, description: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${description}`);
}
