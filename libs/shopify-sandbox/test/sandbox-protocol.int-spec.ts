import type { ShopifySandbox } from '../src';
import { gql, startSandbox, uniqueShop } from './helpers';

describe('shopify sandbox: protocol (auth, validation, cost, throttling)', () => {
  let sandbox: ShopifySandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(async () => {
    await sandbox.clearFaults();
    await sandbox.close();
  });

  it('answers the shop query for any shop with the demo token, with Shopify headers and cost', async () => {
    const shop = uniqueShop('demo');
    const answer = await gql(sandbox, shop, '{ shop { id name myshopifyDomain currencyCode primaryDomain { url host } plan { publicDisplayName partnerDevelopment shopifyPlus } } }');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-shopify-api-version')).toBe('2026-10');
    expect(answer.body.data).toEqual({
      shop: {
        id: expect.stringMatching(/^gid:\/\/shopify\/Shop\/\d+$/),
        name: expect.any(String),
        myshopifyDomain: shop,
        currencyCode: 'EUR',
        primaryDomain: { url: `https://${shop}`, host: shop },
        plan: { publicDisplayName: 'Basic', partnerDevelopment: false, shopifyPlus: false },
      },
    });
    expect(answer.body.extensions).toEqual({
      cost: {
        requestedQueryCost: 3,
        actualQueryCost: 3,
        throttleStatus: { maximumAvailable: 2000, currentlyAvailable: expect.any(Number), restoreRate: 100 },
      },
    });
  });

  it('grants the demo token every build scope', async () => {
    const answer = await gql(
      sandbox,
      uniqueShop(),
      '{ currentAppInstallation { accessScopes { handle } } }',
    );
    const handles = answer.body.data?.currentAppInstallation.accessScopes.map((s: { handle: string }) => s.handle);
    expect(handles).toEqual(expect.arrayContaining(['write_themes', 'write_products', 'write_publications', 'write_online_store_pages', 'write_online_store_navigation', 'write_files']));
  });

  it("answers Shopify's exact 401 body for an unknown token on a provisioned shop", async () => {
    const shop = uniqueShop();
    await sandbox.provisionShop(shop, { token: 'shpat_good' });
    const bad = await gql(sandbox, shop, '{ shop { name } }', {}, 'shpat_wrong');
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' });
    const good = await gql(sandbox, shop, '{ shop { name } }', {}, 'shpat_good');
    expect(good.status).toBe(200);
  });

  it('answers 404 for an unknown shop with a non-demo token', async () => {
    const answer = await gql(sandbox, uniqueShop('nobody'), '{ shop { name } }', {}, 'shpat_whatever');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ errors: 'Not Found' });
  });

  it('answers ACCESS_DENIED naming the scope when the token lacks it', async () => {
    const shop = uniqueShop();
    await sandbox.provisionShop(shop, { token: 'shpat_limited', scopes: ['read_products'] });
    const answer = await gql(sandbox, shop, '{ themes(first: 5) { nodes { id } } }', {}, 'shpat_limited');
    expect(answer.status).toBe(200);
    expect(answer.body.errors[0]).toMatchObject({
      message: 'Access denied for themes field. Required access: `read_themes` access scope.',
      extensions: { code: 'ACCESS_DENIED', requiredAccess: '`read_themes` access scope.' },
      path: ['themes'],
    });
  });

  it('validates documents against the real schema with Shopify-shaped errors', async () => {
    const shop = uniqueShop();
    const unknownField = await gql(sandbox, shop, '{ shop { name notAField } }');
    expect(unknownField.status).toBe(200);
    expect(unknownField.body.data).toBeUndefined();
    expect(unknownField.body.errors).toEqual([
      {
        message: "Field 'notAField' doesn't exist on type 'Shop'",
        locations: [{ line: 1, column: 15 }],
        path: ['query', 'shop', 'notAField'],
        extensions: { code: 'undefinedField', typeName: 'Shop', fieldName: 'notAField' },
      },
    ]);
    const missingArg = await gql(sandbox, shop, '{ theme { id } }');
    expect(missingArg.body.errors[0]).toMatchObject({ message: "Field 'theme' is missing required arguments: id", extensions: { code: 'missingRequiredArguments' } });
    const badArg = await gql(sandbox, shop, '{ shop(id: 1) { name } }');
    expect(badArg.body.errors[0]).toMatchObject({ message: "Field 'shop' doesn't accept argument 'id'", path: ['query', 'shop', 'id'], extensions: { code: 'argumentNotAccepted' } });
    const named = await gql(sandbox, shop, 'query ShopName { shop { nme } }');
    expect(named.body.errors[0].path).toEqual(['query ShopName', 'shop', 'nme']);
    const syntax = await gql(sandbox, shop, '{ shop { name }');
    expect(syntax.body.errors[0].message).toMatch(/^Parse error on/);
  });

  it('takes a bare document with Content-Type application/graphql, and rejects a body without a query', async () => {
    const shop = uniqueShop();
    const post = (body: string, type: string) =>
      sandbox.fetch(`https://${shop}/admin/api/2026-10/graphql.json`, { method: 'POST', headers: { 'Content-Type': type, 'X-Shopify-Access-Token': 'demo' }, body });
    const bare = await post('{ shop { myshopifyDomain } }', 'application/graphql');
    expect(((await bare.json()) as { data: unknown }).data).toEqual({ shop: { myshopifyDomain: shop } });
    const empty = await post('{}', 'application/json');
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ errors: { query: 'Required parameter missing or invalid' } });
  });

  it('answers an error (never a fake success) for operations the sandbox does not implement', async () => {
    const answer = await gql(sandbox, uniqueShop(), 'mutation { productDelete(input: { id: "gid://shopify/Product/1" }) { deletedProductId } }');
    expect(answer.body.errors[0]).toMatchObject({ extensions: { code: 'SANDBOX_NOT_IMPLEMENTED' } });
    expect(answer.body.errors[0].message).toContain('productDelete');
    const field = await gql(sandbox, uniqueShop(), '{ shop { alerts { description } } }');
    expect(field.body.errors[0].message).toContain('Shop.alerts');
  });

  it('sizes connections by first and charges mutations 10, refunding to the actual cost', async () => {
    const shop = uniqueShop();
    const list = await gql(sandbox, shop, '{ products(first: 50) { edges { node { id title } } pageInfo { hasNextPage } } }');
    expect(list.body.extensions.cost.requestedQueryCost).toBe(52);
    expect(list.body.extensions.cost.actualQueryCost).toBe(2);
    const mutation = await gql(sandbox, shop, 'mutation { pageCreate(page: { title: "About" }) { page { id } userErrors { field message code } } }');
    expect(mutation.body.extensions.cost.requestedQueryCost).toBe(10);
    const nested = await gql(sandbox, shop, '{ products(first: 10) { nodes { id variants(first: 5) { nodes { id } } } } }');
    // 2 + 10 × (1 product + (2 + 5 × 1 variant))
    expect(nested.body.extensions.cost.requestedQueryCost).toBe(82);
  });

  it('answers MAX_COST_EXCEEDED above 1000 without running the query', async () => {
    const answer = await gql(sandbox, uniqueShop(), '{ products(first: 250) { nodes { id variants(first: 250) { nodes { id } } } } }');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toBeUndefined();
    expect(answer.body.errors[0]).toMatchObject({ extensions: { code: 'MAX_COST_EXCEEDED', maxCost: 1000 } });
    expect(answer.body.extensions.cost).toMatchObject({ actualQueryCost: null });
  });

  it('throttles with Shopify THROTTLED shape once the bucket is empty, then restores', async () => {
    const shop = uniqueShop();
    await sandbox.provisionShop(shop, { token: 'shpat_tiny', bucket: { maximumAvailable: 25, restoreRate: 5 } });
    const query = 'mutation { pageCreate(page: { title: "X" }) { page { id } userErrors { message } } }';
    const first = await gql(sandbox, shop, query, {}, 'shpat_tiny');
    const second = await gql(sandbox, shop, query, {}, 'shpat_tiny');
    expect(first.body.extensions.cost.throttleStatus).toEqual({ maximumAvailable: 25, currentlyAvailable: 15, restoreRate: 5 });
    expect(second.status).toBe(200);
    const third = await gql(sandbox, shop, query, {}, 'shpat_tiny');
    expect(third.status).toBe(200);
    expect(third.body).toEqual({
      errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED', documentation: 'https://shopify.dev/api/usage/rate-limits' } }],
      extensions: { cost: { requestedQueryCost: 10, actualQueryCost: null, throttleStatus: { maximumAvailable: 25, currentlyAvailable: expect.any(Number), restoreRate: 5 } } },
    });
    expect(third.body.extensions.cost.throttleStatus.currentlyAvailable).toBeLessThan(10);
    const stats = await sandbox.inspect.requestStats(shop);
    expect(stats.throttled).toBe(1);
    expect((await sandbox.inspect.createdCounts(shop)).Page).toBe(2);
  });
});
