import request from 'supertest';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { ShopifySandbox } from '@ducan/shopify-sandbox';
import { createApp } from '../src/create-app';
import { DatabaseService } from '../src/database/database.service';
import { EmbeddedShopifySandbox } from '../src/shopify-sandbox/embedded-shopify-sandbox.service';

const TOKEN = 'shpat_testconnection0123456789abcdef01';
let counter = 0;
const newShop = (label: string) => `${label}-${Date.now().toString(36)}-${(counter += 1)}.myshopify.com`;

describe('POST /api/test-connection (real client, embedded sandbox)', () => {
  let app: NestExpressApplication;
  let sandbox: ShopifySandbox;
  const post = (body: unknown) => request(app.getHttpServer()).post('/api/test-connection').send(body as object);

  beforeAll(async () => {
    app = await createApp();
    await app.init();
    await app.get(DatabaseService).whenReady();
    sandbox = await app.get(EmbeddedShopifySandbox).instance();
  });

  afterAll(() => app.close());

  it('answers 200 with the shop and a pre-flight report for the demo token', async () => {
    const shop = newShop('demo');
    const response = await post({ storeUrl: shop, accessToken: 'demo' }).expect(200);
    expect(response.body).toEqual({
      ok: true,
      message: 'Connection successful! Your Shopify store is accessible.',
      shop: { name: expect.any(String), domain: shop, plan: expect.any(String), currencyCode: expect.stringMatching(/^[A-Z]{3}$/) },
      preflight: {
        grantedScopes: expect.arrayContaining(['write_themes', 'write_products', 'write_files']),
        requiredScopes: ['write_themes', 'write_products', 'write_publications', 'write_online_store_pages', 'write_online_store_navigation', 'write_files'],
        missingScopes: [],
        themeCount: expect.any(Number),
        themeLimit: 20,
        themeFits: true,
        planLimits: { tier: 'standard', restoreRate: 100, bucketSize: 2000, maxQueryCost: 1000, themeLimit: 20 },
      },
    });
  });

  it('accepts the https://Name.myshopify.com/ form', async () => {
    const shop = newShop('form');
    const response = await post({ storeUrl: `  HTTPS://${shop.toUpperCase()}/ `, accessToken: 'demo' }).expect(200);
    expect(response.body.shop.domain).toBe(shop);
  });

  it.each([
    [{}, 'Store URL is required. Admin API Access Token is required'],
    [{ storeUrl: '', accessToken: '' }, 'Store URL is required. Admin API Access Token is required'],
    [{ storeUrl: 'a.myshopify.com' }, 'Admin API Access Token is required'],
    [{ accessToken: 'demo' }, 'Store URL is required'],
    [{ storeUrl: 42, accessToken: ['demo'] }, 'Store URL is required. Admin API Access Token is required'],
  ])('rejects missing fields %j with 400 and the spec’s messages', async (body, message) => {
    const response = await post(body).expect(400);
    expect(response.body.message).toBe(message);
  });

  it.each(['example.com', 'https://evil.example/x.myshopify.com', 'a.myshopify.com.evil.example', 'localhost:6379', 'http://a.myshopify.com', 'https://a.myshopify.com:444', 'a_b.myshopify.com'])(
    'rejects the host %j with 400 and never contacts it',
    async (storeUrl) => {
      const response = await post({ storeUrl, accessToken: 'demo' }).expect(400);
      expect(response.body.message).toBe('Store URL must be in format: your-store.myshopify.com');
    },
  );

  it('rejects huge strings with 400, and a huge body with 413', async () => {
    const longUrl = await post({ storeUrl: `${'a'.repeat(100_000)}.myshopify.com`, accessToken: 'demo' }).expect(400);
    expect(longUrl.body.message).toBe('Store URL must be in format: your-store.myshopify.com');
    const longToken = await post({ storeUrl: 'a.myshopify.com', accessToken: 'x'.repeat(100_000) }).expect(400);
    expect(longToken.body.message).toBe('Admin API Access Token must be at most 255 characters');
    const huge = await post({ storeUrl: 'a.myshopify.com', accessToken: 'x'.repeat(2_000_000) }).expect(413);
    expect(huge.body.message).toBe('The request body is too large.');
  });

  it('rejects non-JSON and malformed JSON with 400 and a message', async () => {
    const text = await request(app.getHttpServer()).post('/api/test-connection').set('content-type', 'text/plain').send('storeUrl=a.myshopify.com').expect(400);
    expect(text.body.message).toBe('Store URL is required. Admin API Access Token is required');
    const form = await request(app.getHttpServer()).post('/api/test-connection').type('form').send({ storeUrl: 'a.myshopify.com' }).expect(400);
    expect(typeof form.body.message).toBe('string');
    const broken = await request(app.getHttpServer()).post('/api/test-connection').set('content-type', 'application/json').send('{"storeUrl": ').expect(400);
    expect(typeof broken.body.message).toBe('string');
  });

  it('answers a wrong token with 400 "Invalid access token" and never echoes the token', async () => {
    const shop = newShop('auth');
    await sandbox.provisionShop(shop, { token: 'shpat_the_right_token' });
    const response = await post({ storeUrl: shop, accessToken: TOKEN }).expect(400);
    expect(response.body).toEqual({ statusCode: 400, message: 'Invalid access token' });
    expect(response.text).not.toContain(TOKEN);
  });

  it('answers an unknown store with 404 "Store not found"', async () => {
    const response = await post({ storeUrl: newShop('nobody'), accessToken: TOKEN }).expect(404);
    expect(response.body.message).toBe('Store not found');
  });

  it('answers a token without write_themes with 403 "Missing access scope: write_themes"', async () => {
    const shop = newShop('scopes');
    const scopes = ['write_products', 'write_publications', 'write_online_store_pages', 'write_online_store_navigation', 'write_files', 'read_themes'];
    await sandbox.provisionShop(shop, { token: TOKEN, scopes });
    const response = await post({ storeUrl: shop, accessToken: TOKEN }).expect(403);
    expect(response.body.message).toBe('Missing access scope: write_themes');
  });

  it('answers a frozen store with 409 and a plain sentence', async () => {
    const shop = newShop('frozen');
    await sandbox.provisionShop(shop, { token: TOKEN, unavailableStatus: 402 });
    const response = await post({ storeUrl: shop, accessToken: TOKEN }).expect(409);
    expect(response.body.message).toMatch(/store is unavailable/);
  });

  it('answers Shopify being down with 502 and a message, never 500', async () => {
    const shop = newShop('down');
    await sandbox.setFaults({ shop, serverErrorBurst: 10, serverErrorStatus: 503 });
    const response = await post({ storeUrl: shop, accessToken: 'demo' }).expect(502);
    expect(response.body.message).toBe('Shopify is having trouble right now (HTTP 503); please try again in a moment');
  });
});
