import {
  AccessScopesQuery,
  CollectionAddProductsMutation,
  CollectionByHandleQuery,
  CollectionCreateMutation,
  FileCreateMutation,
  FilesStatusQuery,
  MenuCreateMutation,
  MenuUpdateMutation,
  MenusQuery,
  PageByHandleQuery,
  PageCreateMutation,
  PageUpdateMutation,
  ProductByHandleQuery,
  ProductSetMutation,
  PublicationsQuery,
  PublishablePublishMutation,
  ShopQuery,
  ShopifyUserError,
  ThemeCreateMutation,
  ThemeFilesQuery,
  ThemeFilesUpsertMutation,
  ThemePublishMutation,
  ThemeQuery,
  ThemesQuery,
  pageHandleQuery,
  type ShopifyClient,
} from '../src';
import { THEME_ZIP_URL, createHarness, must, pollUntil, type Harness } from './support/harness';

/** Every operation a store build uses, through the real client, against the embedded sandbox. */
describe('ShopifyClient against the sandbox: every build operation', () => {
  let harness: Harness;
  let client: ShopifyClient;
  let shop: string;

  beforeAll(async () => {
    harness = await createHarness();
    shop = harness.newShop('ops');
    client = harness.client(shop);
  });

  afterAll(() => harness.close());

  it('store_creation: reads the shop and the granted scopes', async () => {
    const { shop: details } = await client.request(ShopQuery);
    expect(details.myshopifyDomain).toBe(shop);
    expect(details.plan).toEqual(expect.objectContaining({ shopifyPlus: false }));
    expect(typeof details.currencyCode).toBe('string');
    expect(details.primaryDomain.host).toBeTruthy();
    const { currentAppInstallation } = await client.request(AccessScopesQuery);
    expect(currentAppInstallation.accessScopes.map((scope) => scope.handle)).toEqual(expect.arrayContaining(['write_themes', 'write_products']));
    expect(client.lastCost?.throttleStatus).toEqual({ maximumAvailable: 2000, currentlyAvailable: expect.any(Number), restoreRate: 100 });
  });

  it('theme_installation: create, poll until processed, upsert and read files, publish', async () => {
    const { themeCreate } = await client.request(ThemeCreateMutation, { source: THEME_ZIP_URL, name: 'Dućan test', role: 'UNPUBLISHED' });
    const theme = must(must(themeCreate).theme);
    expect(theme).toEqual(expect.objectContaining({ name: 'Dućan test', role: 'UNPUBLISHED' }));

    const found = await client.request(ThemesQuery, { first: 10, names: ['Dućan test'] });
    expect(must(found.themes).nodes.map((node) => node.id)).toEqual([theme.id]);

    await pollUntil(async () => !must((await client.request(ThemeQuery, { id: theme.id })).theme).processing, 'theme processed');

    const settings = JSON.stringify({ current: { colors_accent: '#1a73e8' } });
    const upsert = await client.request(ThemeFilesUpsertMutation, {
      themeId: theme.id,
      files: [{ filename: 'config/settings_data.json', body: { type: 'TEXT', value: settings } }],
    });
    expect(must(must(upsert.themeFilesUpsert).upsertedThemeFiles).map((file) => file.filename)).toEqual(['config/settings_data.json']);

    const files = await client.request(ThemeFilesQuery, { id: theme.id, filenames: ['config/settings_data.json', 'layout/theme.liquid'] });
    const bodies = Object.fromEntries(must(must(files.theme).files).nodes.map((file) => [file.filename, file.body]));
    expect(bodies['config/settings_data.json']).toEqual({ __typename: 'OnlineStoreThemeFileBodyText', content: settings });
    expect(bodies['layout/theme.liquid']).toEqual(expect.objectContaining({ __typename: 'OnlineStoreThemeFileBodyText' }));

    const published = await client.request(ThemePublishMutation, { id: theme.id });
    expect(must(must(published.themePublish).theme).role).toBe('MAIN');
  });

  it('branding_setup: fileCreate, then the file becomes READY', async () => {
    const created = await client.request(FileCreateMutation, {
      files: [{ originalSource: 'https://cdn.example.test/logo.png', contentType: 'IMAGE', alt: 'Logo' }],
    });
    const [file] = must(must(created.fileCreate).files);
    expect(file.alt).toBe('Logo');
    const ready = await pollUntil(async () => {
      const { nodes } = await client.request(FilesStatusQuery, { ids: [file.id] });
      return nodes[0]?.fileStatus === 'READY' ? nodes[0] : undefined;
    }, 'file READY');
    expect(ready.id).toBe(file.id);
  });

  it('pages_setup: look up by handle, create, update; a duplicate handle is a typed user error', async () => {
    expect((await client.request(PageByHandleQuery, { query: pageHandleQuery('about-us') })).pages.nodes).toEqual([]);
    const created = await client.request(PageCreateMutation, { page: { title: 'About us', handle: 'about-us', body: '<p>Hi</p>', isPublished: true } });
    const page = must(must(created.pageCreate).page);
    expect((await client.request(PageByHandleQuery, { query: pageHandleQuery('about-us') })).pages.nodes.map((node) => node.id)).toEqual([page.id]);
    const updated = await client.request(PageUpdateMutation, { id: page.id, page: { title: 'About Dućan' } });
    expect(must(must(updated.pageUpdate).page).title).toBe('About Dućan');

    const duplicate = await client.request(PageCreateMutation, { page: { title: 'Again', handle: 'about-us' } }).catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(ShopifyUserError);
    expect((duplicate as ShopifyUserError).userErrors[0]).toEqual(expect.objectContaining({ message: expect.any(String) }));
    expect((duplicate as ShopifyUserError).retryable).toBe(false);
  });

  it('products_setup: collection, productSet upsert by handle, membership, publishing', async () => {
    const collection = must(must((await client.request(CollectionCreateMutation, { collection: { title: 'Featured', handle: 'featured' } })).collectionCreate).collection);
    expect(must((await client.request(CollectionByHandleQuery, { handle: 'featured' })).collectionByHandle).id).toBe(collection.id);

    const input = {
      title: 'Silver ring',
      handle: 'silver-ring',
      status: 'ACTIVE' as const,
      collections: [collection.id],
      productOptions: [{ name: 'Size', values: [{ name: 'S' }, { name: 'M' }] }],
      variants: [
        { optionValues: [{ optionName: 'Size', name: 'S' }], price: '19.99' },
        { optionValues: [{ optionName: 'Size', name: 'M' }], price: '21.99' },
      ],
    };
    const first = must(must((await client.request(ProductSetMutation, { input, identifier: { handle: 'silver-ring' } })).productSet).product);
    expect(first.variants.nodes.map((variant) => variant.price)).toEqual(['19.99', '21.99']);
    const again = must(must((await client.request(ProductSetMutation, { input: { ...input, title: 'Silver ring II' }, identifier: { handle: 'silver-ring' } })).productSet).product);
    expect(again.id).toBe(first.id);
    expect(must((await client.request(ProductByHandleQuery, { handle: 'silver-ring' })).productByHandle).title).toBe('Silver ring II');

    const second = must(must((await client.request(ProductSetMutation, { input: { title: 'Gold ring', handle: 'gold-ring' }, identifier: { handle: 'gold-ring' } })).productSet).product);
    await client.request(CollectionAddProductsMutation, { id: collection.id, productIds: [second.id] });

    const { publications } = await client.request(PublicationsQuery, {});
    const onlineStore = publications.nodes.find((publication) => publication.catalog?.title === 'Online Store') ?? publications.nodes[0];
    expect(onlineStore).toBeDefined();
    await client.request(PublishablePublishMutation, { id: first.id, input: [{ publicationId: onlineStore.id }] });
    await client.request(PublishablePublishMutation, { id: collection.id, input: [{ publicationId: onlineStore.id }] });

    const state = must(await harness.sandbox.inspect.state(shop));
    expect(must(state.collections.find((c) => c.handle === 'featured')).productHandles.sort()).toEqual(['gold-ring', 'silver-ring']);
    expect(must(state.products.find((p) => p.handle === 'silver-ring')).publicationIds).toContain(onlineStore.id);
    expect((await harness.sandbox.inspect.createdCounts(shop)).Product).toBe(2);
  });

  it('navigation_setup: update the default main menu, create another', async () => {
    const { menus } = await client.request(MenusQuery, {});
    const main = must(menus.nodes.find((menu) => menu.handle === 'main-menu'));
    expect(main.isDefault).toBe(true);
    const updated = await client.request(MenuUpdateMutation, {
      id: main.id,
      title: 'Main menu',
      items: [
        { title: 'Home', type: 'FRONTPAGE', url: '/' },
        { title: 'Shop', type: 'CATALOG', url: '/collections/all', items: [{ title: 'Search', type: 'SEARCH', url: '/search' }] },
      ],
    });
    expect(must(must(updated.menuUpdate).menu).handle).toBe('main-menu');
    const created = await client.request(MenuCreateMutation, { title: 'Help', handle: 'help', items: [{ title: 'Search', type: 'SEARCH', url: '/search' }] });
    expect(must(must(created.menuCreate).menu).handle).toBe('help');
    const state = must(await harness.sandbox.inspect.state(shop));
    expect(must(state.menus.find((menu) => menu.handle === 'main-menu')).items.map((item) => item.title)).toEqual(['Home', 'Shop']);
  });

  it('was never throttled while doing all of it', async () => {
    expect((await harness.sandbox.inspect.requestStats(shop)).throttled).toBe(0);
  });
});
