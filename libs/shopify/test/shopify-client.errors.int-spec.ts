import { inspect } from 'node:util';
import {
  ADMIN_API_VERSION,
  ShopifyAccessDeniedError,
  ShopifyAuthError,
  ShopifyCostLimitError,
  ShopifyError,
  ShopifyShopNotFoundError,
  ShopifyShopUnavailableError,
  ShopifyThrottledError,
  ShopifyTransientError,
  ShopQuery,
  ThemeCreateMutation,
  ThemesQuery,
  defineQuery,
} from '../src';
import { THEME_ZIP_URL, createHarness, type Harness } from './support/harness';

const SECRET_TOKEN = 'shpat_secret0123456789abcdef0123456789';

/** A document far over Shopify's 1000-point limit: 2 + 250 × (1 + 2 + 250). */
const TooExpensiveQuery = defineQuery<Record<string, never>, unknown>(
  'TooExpensive',
  'query TooExpensive { products(first: 250) { nodes { id variants(first: 250) { nodes { id } } } } }',
);

async function failure(promise: Promise<unknown>): Promise<ShopifyError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ShopifyError)) throw new Error(`expected a ShopifyError, got ${String(error)}`);
  return error;
}

describe('ShopifyClient against the sandbox: failures become typed, plain errors', () => {
  let harness: Harness;
  const logged: string[] = [];
  const logger = { warn: (line: string) => logged.push(line), debug: (line: string) => logged.push(line) };

  beforeAll(async () => {
    harness = await createHarness();
  });

  // Every test uses its own shop and shop-scoped faults: nothing to clear, and nothing of other
  // suites' (sandbox.clearFaults() would clear every scope in this run's Redis prefix).
  afterAll(() => harness.close());

  it('401: a wrong token is ShopifyAuthError "Invalid access token", final', async () => {
    const shop = harness.newShop('auth');
    await harness.sandbox.provisionShop(shop, { token: 'shpat_the_right_one' });
    const error = await failure(harness.client(shop, { accessToken: SECRET_TOKEN, logger }).request(ShopQuery));
    expect(error).toBeInstanceOf(ShopifyAuthError);
    expect(error).toMatchObject({ message: 'Invalid access token', retryable: false, status: 401, shop });
  });

  it('404: an unknown store is ShopifyShopNotFoundError "Store not found"', async () => {
    const shop = harness.newShop('missing');
    const error = await failure(harness.client(shop, { accessToken: SECRET_TOKEN }).request(ShopQuery));
    expect(error).toBeInstanceOf(ShopifyShopNotFoundError);
    expect(error).toMatchObject({ message: 'Store not found', retryable: false, status: 404 });
  });

  it.each([
    [402, 'frozen'],
    [423, 'locked'],
  ] as const)('%i: an unavailable store is ShopifyShopUnavailableError (%s)', async (status, reason) => {
    const shop = harness.newShop(`unavailable${status}`);
    await harness.sandbox.provisionShop(shop, { token: SECRET_TOKEN, unavailableStatus: status });
    const error = await failure(harness.client(shop, { accessToken: SECRET_TOKEN }).request(ShopQuery));
    expect(error).toBeInstanceOf(ShopifyShopUnavailableError);
    expect(error).toMatchObject({ reason, retryable: false, status });
  });

  it('ACCESS_DENIED names the missing scope', async () => {
    const shop = harness.newShop('scopes');
    await harness.sandbox.provisionShop(shop, { token: SECRET_TOKEN, scopes: ['read_themes', 'write_products'] });
    const error = await failure(harness.client(shop, { accessToken: SECRET_TOKEN }).request(ThemeCreateMutation, { source: THEME_ZIP_URL, name: 'x' }));
    expect(error).toBeInstanceOf(ShopifyAccessDeniedError);
    expect(error.message).toBe('Missing access scope: write_themes');
    expect(error.retryable).toBe(false);
  });

  it('MAX_COST_EXCEEDED is ShopifyCostLimitError, final and not retried', async () => {
    const shop = harness.newShop('cost');
    const error = await failure(harness.client(shop).request(TooExpensiveQuery));
    expect(error).toBeInstanceOf(ShopifyCostLimitError);
    expect(error.retryable).toBe(false);
    expect((await harness.sandbox.inspect.requestStats(shop)).graphql).toBe(1);
  });

  it.each([200, 429] as const)('THROTTLED with HTTP %i is retried until it succeeds', async (throttledStatus) => {
    const shop = harness.newShop(`throttled${throttledStatus}`);
    const client = harness.client(shop);
    await client.request(ShopQuery);
    await harness.sandbox.setFaults({ shop, throttleBurst: 2, throttledStatus });
    const { themes } = await client.request(ThemesQuery, { first: 5 });
    expect(themes).toBeDefined();
    expect(client.lastCost).toMatchObject({ attempts: 3, throttledAnswers: 2 });
    expect((await harness.sandbox.inspect.requestStats(shop)).throttled).toBe(2);
  });

  it('THROTTLED on every attempt ends as a retryable ShopifyThrottledError after maxAttempts', async () => {
    const shop = harness.newShop('throttledforever');
    await harness.sandbox.setFaults({ shop, throttleBurst: 100 });
    const error = await failure(harness.client(shop, { maxAttempts: 3 }).request(ShopQuery));
    expect(error).toBeInstanceOf(ShopifyThrottledError);
    expect(error.retryable).toBe(true);
    expect((await harness.sandbox.inspect.requestStats(shop)).graphql).toBe(3);
  });

  it('a burst of 5xx answers is retried with backoff and then succeeds', async () => {
    const shop = harness.newShop('burst');
    await harness.sandbox.setFaults({ shop, serverErrorBurst: 3, serverErrorStatus: 503 });
    const client = harness.client(shop, { logger });
    await expect(client.request(ShopQuery)).resolves.toBeDefined();
    expect(client.lastCost?.attempts).toBe(4);
    expect((await harness.sandbox.inspect.requestStats(shop)).serverErrors).toBe(3);
  });

  it('5xx on every attempt ends as a retryable ShopifyTransientError, bounded by maxAttempts', async () => {
    const shop = harness.newShop('down');
    await harness.sandbox.setFaults({ shop, serverErrorBurst: 100, serverErrorStatus: 502 });
    const error = await failure(harness.client(shop, { maxAttempts: 3 }).request(ShopQuery));
    expect(error).toBeInstanceOf(ShopifyTransientError);
    expect(error).toMatchObject({ retryable: true, status: 502 });
    expect((await harness.sandbox.inspect.requestStats(shop)).serverErrors).toBe(3);
  });

  it('network errors are retried, and end as a retryable ShopifyTransientError when they persist', async () => {
    const shop = harness.newShop('network');
    let failuresLeft = 2;
    const flaky = (input: string | URL | Request, init?: RequestInit) =>
      failuresLeft-- > 0 ? Promise.reject(new TypeError('fetch failed')) : harness.sandbox.fetch(input, init);
    const client = harness.client(shop, { fetchApi: flaky });
    await expect(client.request(ShopQuery)).resolves.toBeDefined();
    expect(client.lastCost?.attempts).toBe(3);

    const down = () => Promise.reject(new TypeError('fetch failed'));
    const error = await failure(harness.client(shop, { fetchApi: down, maxAttempts: 3 }).request(ShopQuery));
    expect(error).toBeInstanceOf(ShopifyTransientError);
    expect(error.retryable).toBe(true);
    expect(error.message).toBe('Could not reach Shopify (fetch failed)');
  });

  it('a request that never answers times out per attempt and is retried', async () => {
    const shop = harness.newShop('timeout');
    await harness.sandbox.setFaults({ shop, timeoutRate: 1, timeoutMs: 5_000 });
    const started = Date.now();
    const error = await failure(harness.client(shop, { timeoutMs: 150, maxAttempts: 2 }).request(ShopQuery));
    expect(error).toBeInstanceOf(ShopifyTransientError);
    expect(error.message).toMatch(/did not answer within 0\.2 s/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('never shows the token: not in errors, their JSON, the client, or log lines', async () => {
    const shop = harness.newShop('hygiene');
    await harness.sandbox.provisionShop(shop, { token: 'shpat_another' });
    const client = harness.client(shop, { accessToken: SECRET_TOKEN, logger, maxAttempts: 2 });
    const errors = [await failure(client.request(ShopQuery))];
    await harness.sandbox.setFaults({ shop, serverErrorBurst: 5 });
    errors.push(await failure(client.request(ShopQuery)));
    for (const error of errors) {
      expect(`${error} ${error.stack} ${JSON.stringify(error)} ${inspect(error, { depth: 10 })}`).not.toContain(SECRET_TOKEN);
    }
    expect(`${JSON.stringify(client)} ${inspect(client, { depth: 10, showHidden: true })} ${String(client)}`).not.toContain(SECRET_TOKEN);
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join('\n')).not.toContain(SECRET_TOKEN);
  });

  it('refuses to contact anything but https://<shop>.myshopify.com, at the pinned API version', async () => {
    expect(() => harness.client('evil.example.com')).toThrow('Store URL must be in format: your-store.myshopify.com');
    expect(() => harness.client('127.0.0.1:6379')).toThrow(/Store URL/);
    const shop = harness.newShop('urls');
    const contacted: string[] = [];
    const recording = (input: string | URL | Request, init?: RequestInit) => {
      contacted.push(String(input instanceof Request ? input.url : input));
      return harness.sandbox.fetch(input, init);
    };
    await harness.client(shop, { fetchApi: recording }).request(ShopQuery);
    expect(contacted).toEqual([`https://${shop}/admin/api/${ADMIN_API_VERSION}/graphql.json`]);
    expect(ADMIN_API_VERSION).toBe('2026-10');
  });
});
