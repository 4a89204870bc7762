import request from 'supertest';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ShopQuery, createShopifyClient } from '@ducan/shopify';
import { createApp } from '../src/create-app';
import { DatabaseService } from '../src/database/database.service';
import { RedisService } from '../src/redis/redis.service';
import { EmbeddedShopifySandbox } from '../src/shopify-sandbox/embedded-shopify-sandbox.service';
import { ShopifyConnectionsService } from '../src/shopify-connection/shopify-connections.service';

let counter = 0;
const newShop = (label: string) => `${label}-${Date.now().toString(36)}-${(counter += 1)}.myshopify.com`;

/** Path and query of an absolute or relative Location header. */
function pathOf(location: string): string {
  const url = new URL(location, 'http://localhost');
  return `${url.pathname}${url.search}`;
}

describe('Shopify app install (OAuth authorization-code grant) against the embedded sandbox', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createApp();
    await app.init();
    await app.get(DatabaseService).whenReady();
  });

  afterAll(() => app.close());

  /** install → sandbox authorize → callback URL (not yet followed). */
  async function startInstall(agent: ReturnType<typeof request.agent>, shop: string): Promise<string> {
    const install = await agent.get(`/api/shopify/install?shop=${shop}`).expect(302);
    expect(install.headers.location).toMatch(new RegExp(`^/__sandbox/shopify/${shop.replace(/\./g, '\\.')}/admin/oauth/authorize\\?`));
    expect(String(install.headers['set-cookie'])).toMatch(/ducan_shopify_oauth=.*HttpOnly/);
    const authorize = await agent.get(install.headers.location).expect(302);
    const callback = new URL(authorize.headers.location);
    expect(callback.pathname).toBe('/api/shopify/callback');
    return pathOf(authorize.headers.location);
  }

  it('installs: state and HMAC verified, code exchanged, token stored encrypted for this browser, then /dashboard', async () => {
    const agent = request.agent(app.getHttpServer());
    const shop = newShop('oauth');
    const callback = await startInstall(agent, shop);
    const done = await agent.get(callback).expect(302);
    expect(done.headers.location).toBe('/dashboard');
    expect(done.text).not.toMatch(/shpat_/);

    // This browser now lists the store (never its token); another browser does not.
    const listed = await agent.get('/api/shopify/connections').expect(200);
    expect(listed.body).toEqual([{ id: expect.any(Number), shopDomain: shop, scopes: expect.arrayContaining(['write_themes']), connectedAt: expect.any(String) }]);
    expect(listed.text).not.toMatch(/shpat_|v1\.k/);
    expect((await request(app.getHttpServer()).get('/api/shopify/connections').expect(200)).body).toEqual([]);

    const database = app.get(DatabaseService);
    const [row] = await database.dataSource.query(`SELECT id, owner_id, access_token_encrypted, scopes FROM shopify_connections WHERE shop_domain = $1`, [shop]);
    expect(row.scopes).toEqual(expect.arrayContaining(['write_themes', 'read_themes', 'write_files']));
    expect(row.access_token_encrypted).toMatch(/^v1\.k[0-9a-f]{12}\./);
    expect(row.access_token_encrypted).not.toMatch(/shpat_/);

    // The stored token is a real offline token for the shop: it reads the shop through the client.
    const token = await app.get(ShopifyConnectionsService).accessToken(row.owner_id, shop);
    expect(token).toMatch(/^shpat_/);
    const redis = app.get(RedisService);
    const sandbox = app.get(EmbeddedShopifySandbox);
    const client = createShopifyClient({ shop, accessToken: token as string, redis: redis.client, redisPrefix: redis.prefix, fetchApi: sandbox.fetch });
    expect((await client.request(ShopQuery)).shop.myshopifyDomain).toBe(shop);
  });

  it('refuses a callback whose HMAC was tampered with', async () => {
    const agent = request.agent(app.getHttpServer());
    const callback = await startInstall(agent, newShop('tamper'));
    const tampered = callback.replace(/hmac=([0-9a-f])/, (_, first: string) => `hmac=${first === '0' ? '1' : '0'}`);
    const response = await agent.get(tampered).expect(400);
    expect(response.body.message).toMatch(/could not be verified/);
  });

  it('refuses a callback opened in another browser (state not bound to it)', async () => {
    const callback = await startInstall(request.agent(app.getHttpServer()), newShop('csrf'));
    const response = await request(app.getHttpServer()).get(callback).expect(400);
    expect(response.body.message).toBe('This installation link has expired or was opened in another browser. Please start the installation again.');
  });

  it('refuses a code used twice', async () => {
    const agent = request.agent(app.getHttpServer());
    const callback = await startInstall(agent, newShop('replay'));
    await agent.get(callback).expect(302);
    const again = await agent.get(callback).expect(400);
    expect(typeof again.body.message).toBe('string');
  });

  it('rejects a shop that is not a myshopify.com domain', async () => {
    const response = await request(app.getHttpServer()).get('/api/shopify/install?shop=evil.example.com').expect(400);
    expect(response.body.message).toBe('Store URL must be in format: your-store.myshopify.com');
    await request(app.getHttpServer()).get('/api/shopify/install').expect(400);
  });
});

describe('Shopify app install in live mode without app credentials', () => {
  let app: NestExpressApplication;
  const saved = { mode: process.env.SHOPIFY_MODE, key: process.env.SHOPIFY_API_KEY, secret: process.env.SHOPIFY_API_SECRET };

  beforeAll(async () => {
    process.env.SHOPIFY_MODE = 'live';
    delete process.env.SHOPIFY_API_KEY;
    delete process.env.SHOPIFY_API_SECRET;
    app = await createApp();
    await app.init();
    await app.get(DatabaseService).whenReady();
  });

  afterAll(async () => {
    await app.close();
    for (const [name, value] of [['SHOPIFY_MODE', saved.mode], ['SHOPIFY_API_KEY', saved.key], ['SHOPIFY_API_SECRET', saved.secret]] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('says clearly that the app is not configured (503), instead of redirecting', async () => {
    const response = await request(app.getHttpServer()).get('/api/shopify/install?shop=a.myshopify.com').expect(503);
    expect(response.body.message).toMatch(/not configured on this server: set SHOPIFY_API_KEY and SHOPIFY_API_SECRET/);
  });
});
