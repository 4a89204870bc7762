import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { oauthHmac, verifyOauthHmac, type ShopifySandbox } from '../src';
import { gql, startSandbox, uniqueShop } from './helpers';

describe('shopify sandbox: shared state, faults, OAuth, HTTP handler, inspection', () => {
  // Two sandboxes = two processes (API and worker): one state in PostgreSQL and Redis.
  let a: ShopifySandbox;
  let b: ShopifySandbox;
  beforeAll(async () => {
    [a, b] = await Promise.all([startSandbox(), startSandbox()]);
  });
  afterEach(async () => {
    await a.clearFaults();
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
  });

  it('shares shops, tokens, objects and the rate-limit bucket between instances', async () => {
    const shop = uniqueShop('shared');
    await a.provisionShop(shop, { token: 'shpat_shared', bucket: { maximumAvailable: 30, restoreRate: 1 } });
    const made = await gql(a, shop, 'mutation { pageCreate(page: { title: "Shipping", handle: "shipping" }) { page { id } } }', {}, 'shpat_shared');
    const seen = await gql(b, shop, '{ pages(first: 5, query: "handle:shipping") { nodes { id } } }', {}, 'shpat_shared');
    expect(seen.body.data.pages.nodes).toEqual([{ id: made.body.data.pageCreate.page.id }]);
    const dup = await gql(b, shop, 'mutation { pageCreate(page: { title: "Shipping", handle: "shipping" }) { page { id } userErrors { code } } }', {}, 'shpat_shared');
    expect(dup.body.data.pageCreate.userErrors).toEqual([{ code: 'TAKEN' }]);
    // a's mutation (10) + b's query (2 + 5, refunded to 2) + b's mutation (10): the same bucket
    expect(dup.body.extensions.cost.throttleStatus.currentlyAvailable).toBeLessThanOrEqual(9);
    const third = await gql(a, shop, 'mutation { pageCreate(page: { title: "Returns" }) { page { id } } }', {}, 'shpat_shared');
    expect(third.body.errors[0].extensions.code).toBe('THROTTLED');
    expect(await b.inspect.createdCounts(shop)).toMatchObject({ Page: 1 });
  });

  it('provisions the demo shop once even when many instances hit it at the same moment', async () => {
    const shop = uniqueShop('demo-race');
    const answers = await Promise.all([gql(a, shop, '{ shop { id } }'), gql(b, shop, '{ shop { id } }'), gql(a, shop, '{ menus(first: 5) { nodes { handle } } }')]);
    expect(new Set(answers.slice(0, 2).map((x) => x.body.data.shop.id)).size).toBe(1);
    expect(answers[2].body.data.menus.nodes.map((m: { handle: string }) => m.handle)).toEqual(['main-menu', 'footer']);
  });

  it('injects latency (fixed) for every instance', async () => {
    const shop = uniqueShop('slow');
    await a.setFaults({ shop, latency: { fixedMs: 120 } });
    const started = Date.now();
    const answer = await gql(b, shop, '{ shop { name } }');
    expect(answer.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(115);
  });

  it('injects 5xx by rate and by burst, counted across instances', async () => {
    const shop = uniqueShop('flaky');
    await a.setFaults({ shop, serverErrorRate: 1, serverErrorStatus: 502 });
    const failed = await gql(b, shop, '{ shop { name } }');
    expect(failed.status).toBe(502);
    await a.clearFaults();
    await a.setFaults({ shop, serverErrorBurst: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await gql(i % 2 ? a : b, shop, '{ shop { name } }')).status);
    expect(statuses).toEqual([503, 503, 200]);
    expect((await a.inspect.requestStats(shop)).serverErrors).toBe(3);
  });

  it('injects THROTTLED bursts, with HTTP 429 when configured', async () => {
    const shop = uniqueShop('burst');
    await a.setFaults({ shop, throttleBurst: 1, throttledStatus: 429 });
    const throttled = await gql(b, shop, '{ shop { name } }');
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe('1');
    expect(throttled.body.errors).toEqual([{ message: 'Throttled', extensions: { code: 'THROTTLED', documentation: 'https://shopify.dev/api/usage/rate-limits' } }]);
    expect((await gql(b, shop, '{ shop { name } }')).status).toBe(200);
  });

  it('injects timeouts: the request never answers until the caller gives up', async () => {
    const shop = uniqueShop('hang');
    await a.setFaults({ shop, timeoutRate: 1, timeoutMs: 10_000 });
    const started = Date.now();
    await expect(
      b.fetch(`https://${shop}/admin/api/2026-10/graphql.json`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Shopify-Access-Token': 'demo' },
        body: JSON.stringify({ query: '{ shop { name } }' }),
        signal: AbortSignal.timeout(150),
      }),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await a.inspect.requestStats(shop)).timeouts).toBe(1);
  });

  it('fails the named operations with INTERNAL_SERVER_ERROR and nothing else', async () => {
    const shop = uniqueShop('failop');
    await a.setFaults({ failOperations: ['pageCreate'] });
    const failed = await gql(b, shop, 'mutation { pageCreate(page: { title: "X" }) { page { id } } }');
    expect(failed.body.errors[0]).toMatchObject({ extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: expect.any(String) } });
    expect(failed.body.errors[0].message).toMatch(/^Internal error\. Looks like something went wrong on our end\./);
    expect((await gql(b, shop, '{ shop { name } }')).body.data.shop.name).toEqual(expect.any(String));
    expect((await b.inspect.createdCounts(shop)).Page).toBeUndefined();
  });

  it('runs the OAuth authorization-code grant: authorize → signed redirect → token exchange → a working token', async () => {
    const shop = uniqueShop('oauth');
    await a.provisionApp({ clientId: 'app-key', clientSecret: 'app-secret' });
    const authorize = new URL(`https://${shop}/admin/oauth/authorize`);
    authorize.search = new URLSearchParams({ client_id: 'app-key', scope: 'write_themes,read_products', redirect_uri: 'https://ducan.example/api/shopify/callback', state: 'nonce-1' }).toString();
    const redirect = await b.fetch(authorize, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    const callback = new URL(redirect.headers.get('location') as string);
    expect(callback.origin + callback.pathname).toBe('https://ducan.example/api/shopify/callback');
    expect([...callback.searchParams.keys()].sort()).toEqual(['code', 'hmac', 'host', 'shop', 'state', 'timestamp']);
    expect(callback.searchParams.get('shop')).toBe(shop);
    expect(callback.searchParams.get('state')).toBe('nonce-1');
    expect(verifyOauthHmac(callback.searchParams, 'app-secret')).toBe(true);
    expect(callback.searchParams.get('hmac')).toBe(oauthHmac(callback.searchParams, 'app-secret'));
    expect(verifyOauthHmac(callback.searchParams, 'other-secret')).toBe(false);

    const exchange = (code: string, secret = 'app-secret') =>
      a.fetch(`https://${shop}/admin/oauth/access_token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ client_id: 'app-key', client_secret: secret, code }),
      });
    expect((await exchange(callback.searchParams.get('code') as string, 'wrong')).status).toBe(400);
    const token = await exchange(callback.searchParams.get('code') as string);
    expect(token.status).toBe(200);
    const body = (await token.json()) as { access_token: string; scope: string };
    expect(body).toEqual({ access_token: expect.stringMatching(/^shpat_[0-9a-f]{32}$/), scope: 'write_themes,read_products' });
    const reused = await exchange(callback.searchParams.get('code') as string);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({ error: 'invalid_request', error_description: 'The authorization code was not found or was already used' });
    const scopes = await gql(b, shop, '{ currentAppInstallation { accessScopes { handle } } }', {}, body.access_token);
    expect(scopes.body.data.currentAppInstallation.accessScopes.map((s: { handle: string }) => s.handle)).toEqual(['write_themes', 'read_products']);
    const unknownApp = await b.fetch(`https://${shop}/admin/oauth/authorize?client_id=nope&redirect_uri=https://x.example/cb`, { redirect: 'manual' });
    expect(unknownApp.status).toBe(400);
  });

  describe('over HTTP (the handler the API mounts and `npm run sandbox` serves)', () => {
    let server: Server;
    let base: string;
    beforeAll(async () => {
      server = createServer(a.handler);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('serves GraphQL under the path-prefix form and the inspection API', async () => {
      const shop = uniqueShop('http');
      const answer = await fetch(`${base}/${shop}/admin/api/2026-10/graphql.json`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Shopify-Access-Token': 'demo' },
        body: JSON.stringify({ query: 'mutation { pageCreate(page: { title: "Terms" }) { page { handle } } }' }),
      });
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { data: unknown }).data).toEqual({ pageCreate: { page: { handle: 'terms' } } });
      const state = (await (await fetch(`${base}/__inspect/shops/${shop}`)).json()) as { pages: Array<{ handle: string }>; menus: unknown[] };
      expect(state.pages.map((p) => p.handle)).toEqual(['terms']);
      expect(state.menus).toHaveLength(2);
      expect(await (await fetch(`${base}/__inspect/shops/${shop}/counts`)).json()).toEqual({ Page: 1 });
      const requests = (await (await fetch(`${base}/__inspect/shops/${shop}/requests`)).json()) as { stats: { requests: number; operations: Record<string, number> }; log: Array<{ operations: string[] }> };
      expect(requests.stats).toMatchObject({ requests: 1, operations: { pageCreate: 1 } });
      expect(requests.log[0].operations).toEqual(['pageCreate']);
      expect((await fetch(`${base}/__inspect/shops/nobody.myshopify.com`)).status).toBe(404);
    });

    it('answers 404 for paths Shopify does not have and for hosts that are not shops', async () => {
      expect((await fetch(`${base}/demo.myshopify.com/admin/api/2026-10/products.json`)).status).toBe(404);
      expect((await fetch(`${base}/example.com/admin/api/2026-10/graphql.json`, { method: 'POST' })).status).toBe(404);
    });
  });
});
