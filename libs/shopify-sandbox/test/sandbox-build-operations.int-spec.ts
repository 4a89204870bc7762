import type { ShopifySandbox } from '../src';
import { gql, serveFiles, startSandbox, themeZip, uniqueShop, waitFor } from './helpers';

const THEME_FILES = {
  'layout/theme.liquid': '<html>{{ content_for_layout }}</html>',
  'templates/index.json': '{"sections":{},"order":[]}',
  'config/settings_data.json': '/* generated */ {"current":{"colors_accent":"#111111","type_header_font":"inter_n4"}}',
  'assets/logo.png': '\u0089PNG',
};

describe('shopify sandbox: the operations a store build uses', () => {
  let sandbox: ShopifySandbox;
  let files: Awaited<ReturnType<typeof serveFiles>>;
  beforeAll(async () => {
    sandbox = await startSandbox({ themeProcessingMs: 1000 });
    files = await serveFiles({
      '/theme.zip': themeZip(THEME_FILES, 'ducan-theme'),
      '/no-layout.zip': themeZip({ 'templates/index.json': '{}' }),
      '/empty.zip': new Uint8Array(0),
      '/garbage.zip': 'this is not a zip',
    });
  });
  afterAll(async () => {
    await files.close();
    await sandbox.close();
  });

  describe('themes', () => {
    const create = `mutation($source: URL!, $name: String) { themeCreate(source: $source, name: $name, role: UNPUBLISHED) {
      theme { id name role processing } userErrors { field message code } } }`;
    const poll = `query($id: ID!) { theme(id: $id) { id role processing processingFailed
      files(filenames: ["layout/theme.liquid", "config/settings_data.json", "assets/logo.png"]) {
        nodes { filename size checksumMd5 body { ... on OnlineStoreThemeFileBodyText { content } ... on OnlineStoreThemeFileBodyBase64 { contentBase64 } } } } } }`;

    it('downloads the zip from source, processes it for a while, then it is UNPUBLISHED and publishable', async () => {
      const shop = uniqueShop('theme');
      const created = await gql(sandbox, shop, create, { source: files.url('/theme.zip'), name: 'Dućan Bootstrap' });
      expect(created.body.data?.themeCreate).toEqual({
        theme: { id: expect.stringMatching(/^gid:\/\/shopify\/OnlineStoreTheme\/\d+$/), name: 'Dućan Bootstrap', role: 'UNPUBLISHED', processing: true },
        userErrors: [],
      });
      expect(files.hits).toContain('/theme.zip');
      const id = created.body.data.themeCreate.theme.id as string;
      const publishEarly = await gql(sandbox, shop, 'mutation($id: ID!) { themePublish(id: $id) { theme { id role } userErrors { field message code } } }', { id });
      expect(publishEarly.body.data.themePublish.userErrors[0].code).toBe('CANNOT_PUBLISH_THEME_DURING_INSTALL');
      const done = await waitFor(async () => {
        const answer = await gql(sandbox, shop, poll, { id });
        return answer.body.data.theme.processing ? undefined : answer;
      }, { description: 'the theme to finish processing', intervalMs: 100 });
      const theme = done.body.data.theme;
      expect(theme).toMatchObject({ role: 'UNPUBLISHED', processing: false, processingFailed: false });
      const byName = Object.fromEntries(theme.files.nodes.map((f: { filename: string }) => [f.filename, f]));
      expect(byName['layout/theme.liquid'].body.content).toBe(THEME_FILES['layout/theme.liquid']);
      expect(byName['assets/logo.png'].body.contentBase64).toBe(Buffer.from(THEME_FILES['assets/logo.png']).toString('base64'));
      const published = await gql(sandbox, shop, 'mutation($id: ID!) { themePublish(id: $id) { theme { id role } userErrors { code } } }', { id });
      expect(published.body.data?.themePublish).toEqual({ theme: { id, role: 'MAIN' }, userErrors: [] });
      const roles = await gql(sandbox, shop, '{ themes(first: 10, roles: [MAIN]) { nodes { id name } } }');
      expect(roles.body.data?.themes).toEqual({ nodes: [{ id, name: 'Dućan Bootstrap' }] });
      const state = await sandbox.inspect.state(shop);
      expect(state?.themes.find((t) => t.id === id)?.settings).toEqual({ current: { colors_accent: '#111111', type_header_font: 'inter_n4' } });
      expect(state?.themes.filter((t) => t.role === 'MAIN')).toHaveLength(1);
    });

    it('rejects bad zips with Shopify codes', async () => {
      const shop = uniqueShop('zip');
      const codes = [];
      for (const path of ['/no-layout.zip', '/empty.zip', '/garbage.zip', '/missing.zip']) {
        const answer = await gql(sandbox, shop, create, { source: files.url(path) });
        codes.push(answer.body.data.themeCreate.userErrors[0].code);
      }
      expect(codes).toEqual(['INVALID_ZIP', 'ZIP_IS_EMPTY', 'INVALID_ZIP', 'INVALID_ZIP']);
      expect((await sandbox.inspect.createdCounts(shop)).Theme).toBeUndefined();
    });

    it('downloads only from allowed origins when the sandbox is told to (no SSRF from an exposed sandbox)', async () => {
      const strict = await startSandbox({ allowDownload: (url) => url.hostname === 'cdn.ducan.example' });
      try {
        const before = files.hits.length;
        const answer = await gql(strict, uniqueShop('strict'), create, { source: files.url('/theme.zip') });
        expect(answer.body.data.themeCreate).toMatchObject({ theme: null, userErrors: [{ code: 'INVALID_ZIP', message: expect.stringContaining('does not download') }] });
        expect(files.hits.length).toBe(before);
      } finally {
        await strict.close();
      }
    });

    it('enforces the theme-count limit', async () => {
      const shop = uniqueShop('limit');
      await sandbox.provisionShop(shop, { themeLimit: 2 }); // the default theme is one of them
      const ok = await gql(sandbox, shop, create, { source: files.url('/theme.zip') });
      expect(ok.body.data.themeCreate.userErrors).toEqual([]);
      const full = await gql(sandbox, shop, create, { source: files.url('/theme.zip') });
      expect(full.body.data.themeCreate).toMatchObject({ theme: null, userErrors: [{ field: ['source'], message: expect.stringContaining('at most 2 themes') }] });
    });

    it('upserts theme files (at most 50 a call) so settings can be read, merged and written back', async () => {
      const shop = uniqueShop('files');
      const main = await gql(sandbox, shop, '{ themes(first: 1, roles: [MAIN]) { nodes { id } } }');
      const themeId = main.body.data.themes.nodes[0].id;
      const upsert = `mutation($themeId: ID!, $files: [OnlineStoreThemeFilesUpsertFileInput!]!) { themeFilesUpsert(themeId: $themeId, files: $files) {
        upsertedThemeFiles { filename checksumMd5 } userErrors { field message code filename } } }`;
      const settings = { current: { colors_accent: '#ff0000', merchant_choice: 'keep me' } };
      const first = await gql(sandbox, shop, upsert, {
        themeId,
        files: [
          { filename: 'config/settings_data.json', body: { type: 'TEXT', value: JSON.stringify(settings) } },
          { filename: 'assets/pixel.png', body: { type: 'BASE64', value: Buffer.from([1, 2, 3]).toString('base64') } },
        ],
      });
      expect(first.body.data.themeFilesUpsert.userErrors).toEqual([]);
      const read = await gql(sandbox, shop, `query($id: ID!) { theme(id: $id) { files(filenames: ["config/settings_data.json"]) { nodes { body { ... on OnlineStoreThemeFileBodyText { content } } } } } }`, { id: themeId });
      const current = JSON.parse(read.body.data.theme.files.nodes[0].body.content);
      current.current.colors_accent = '#00ff00';
      await gql(sandbox, shop, upsert, { themeId, files: [{ filename: 'config/settings_data.json', body: { type: 'TEXT', value: JSON.stringify(current) } }] });
      const state = await sandbox.inspect.state(shop);
      expect(state?.themes.find((t) => t.id === themeId)?.settings).toEqual({ current: { colors_accent: '#00ff00', merchant_choice: 'keep me' } });

      const tooMany = Array.from({ length: 51 }, (_, i) => ({ filename: `snippets/s${i}.liquid`, body: { type: 'TEXT', value: 'x' } }));
      const limited = await gql(sandbox, shop, upsert, { themeId, files: tooMany });
      expect(limited.body.data.themeFilesUpsert.userErrors[0].code).toBe('LESS_THAN_OR_EQUAL_TO');
      const invalid = await gql(sandbox, shop, upsert, { themeId, files: [{ filename: 'templates/bad.json', body: { type: 'TEXT', value: '{nope' } }] });
      expect(invalid.body.data.themeFilesUpsert.userErrors[0]).toMatchObject({ code: 'FILE_VALIDATION_ERROR', filename: 'templates/bad.json' });
      const missing = await gql(sandbox, shop, upsert, { themeId: 'gid://shopify/OnlineStoreTheme/999999999', files: [] });
      expect(missing.body.data.themeFilesUpsert.userErrors[0].code).toBe('NOT_FOUND');
    });
  });

  it('creates files that become READY', async () => {
    const shop = uniqueShop('upload');
    const create = await gql(
      sandbox,
      shop,
      'mutation($files: [FileCreateInput!]!) { fileCreate(files: $files) { files { id fileStatus alt ... on MediaImage { image { url } } } userErrors { field message code } } }',
      { files: [{ originalSource: 'https://example.com/brand/logo.png', contentType: 'IMAGE', alt: 'Logo' }] },
    );
    const file = create.body.data.fileCreate.files[0];
    expect(file).toMatchObject({ id: expect.stringMatching(/^gid:\/\/shopify\/MediaImage\/\d+$/), fileStatus: 'UPLOADED', alt: 'Logo', image: null });
    const read = await waitFor(async () => {
      const answer = await gql(sandbox, shop, 'query($id: ID!) { node(id: $id) { ... on MediaImage { fileStatus image { url } } } }', { id: file.id });
      return answer.body.data.node.fileStatus === 'READY' ? answer : undefined;
    }, { description: 'the file to be READY', intervalMs: 20 });
    expect(read.body.data.node).toEqual({ fileStatus: 'READY', image: { url: expect.stringContaining('logo.png') } });
    const bad = await gql(sandbox, shop, 'mutation { fileCreate(files: [{ originalSource: "not a url" }]) { files { id } userErrors { code } } }');
    expect(bad.body.data.fileCreate.userErrors[0].code).toBe('INVALID_IMAGE_SOURCE_URL');
  });

  it('finds pages by handle, creates and updates them, and answers TAKEN for a duplicate handle', async () => {
    const shop = uniqueShop('pages');
    const create = 'mutation($page: PageCreateInput!) { pageCreate(page: $page) { page { id handle title isPublished } userErrors { field message code } } }';
    const made = await gql(sandbox, shop, create, { page: { title: 'About us', body: '<p>Hi</p>', handle: 'about-us', isPublished: true } });
    const page = made.body.data.pageCreate.page;
    expect(page).toMatchObject({ handle: 'about-us', title: 'About us', isPublished: true });
    const dup = await gql(sandbox, shop, create, { page: { title: 'About', handle: 'about-us' } });
    expect(dup.body.data.pageCreate).toEqual({ page: null, userErrors: [{ field: ['page', 'handle'], message: 'Handle has already been taken', code: 'TAKEN' }] });
    const blank = await gql(sandbox, shop, create, { page: { title: ' ' } });
    expect(blank.body.data.pageCreate.userErrors[0].code).toBe('BLANK');
    const found = await gql(sandbox, shop, '{ pages(first: 1, query: "handle:about-us") { nodes { id handle } } }');
    expect(found.body.data?.pages).toEqual({ nodes: [{ id: page.id, handle: 'about-us' }] });
    const none = await gql(sandbox, shop, '{ pages(first: 1, query: "handle:contact") { nodes { id } } }');
    expect(none.body.data?.pages).toEqual({ nodes: [] });
    const updated = await gql(sandbox, shop, 'mutation($id: ID!) { pageUpdate(id: $id, page: { title: "About Dućan", body: "<p>New</p>" }) { page { title body } userErrors { code } } }', { id: page.id });
    expect(updated.body.data.pageUpdate).toEqual({ page: { title: 'About Dućan', body: '<p>New</p>' }, userErrors: [] });
    const gone = await gql(sandbox, shop, 'mutation { pageUpdate(id: "gid://shopify/Page/1", page: { title: "x" }) { page { id } userErrors { code } } }');
    expect(gone.body.data.pageUpdate.userErrors[0].code).toBe('NOT_FOUND');
  });

  it('never creates a page twice for two concurrent identical requests', async () => {
    const shop = uniqueShop('race');
    const create = 'mutation { pageCreate(page: { title: "Contact", handle: "contact" }) { page { id } userErrors { code } } }';
    const answers = await Promise.all([gql(sandbox, shop, create), gql(sandbox, shop, create), gql(sandbox, shop, create)]);
    const codes = answers.map((a) => a.body.data.pageCreate.userErrors.map((e: { code: string }) => e.code).join()).sort();
    expect(codes).toEqual(['', 'TAKEN', 'TAKEN']);
    expect((await sandbox.inspect.createdCounts(shop)).Page).toBe(1);
  });

  it('never creates a product twice for concurrent productSet calls with the same handle identifier', async () => {
    const shop = uniqueShop('race-product');
    const set = 'mutation { productSet(identifier: { handle: "mug" }, input: { title: "Mug", handle: "mug" }, synchronous: true) { product { id } userErrors { code } } }';
    const answers = await Promise.all([gql(sandbox, shop, set), gql(sandbox, shop, set), gql(sandbox, shop, set)]);
    expect(new Set(answers.map((a) => a.body.data.productSet.product.id)).size).toBe(1);
    expect(await sandbox.inspect.createdCounts(shop)).toMatchObject({ Product: 1, ProductVariant: 1 });
  });

  it('upserts products by handle with options, variants, media and status; collections and publishing', async () => {
    const shop = uniqueShop('catalog');
    const productSet = `mutation($input: ProductSetInput!, $identifier: ProductSetIdentifiers) {
      productSet(input: $input, identifier: $identifier, synchronous: true) {
        product { id handle title status options { name values } variants(first: 10) { nodes { id title price selectedOptions { name value } } } media(first: 5) { nodes { ... on MediaImage { alt } } } }
        userErrors { field message code } } }`;
    const input = {
      title: 'Silver ring',
      handle: 'silver-ring',
      status: 'ACTIVE',
      descriptionHtml: '<p>Shiny</p>',
      productOptions: [{ name: 'Size', values: [{ name: 'S' }, { name: 'M' }] }],
      variants: [
        { optionValues: [{ optionName: 'Size', name: 'S' }], price: '19.9' },
        { optionValues: [{ optionName: 'Size', name: 'M' }], price: '21.00' },
      ],
      files: [{ originalSource: 'https://example.com/ring.jpg', contentType: 'IMAGE', alt: 'Ring' }],
    };
    const first = await gql(sandbox, shop, productSet, { input, identifier: { handle: 'silver-ring' } });
    const product = first.body.data.productSet.product;
    expect(product).toMatchObject({
      handle: 'silver-ring',
      status: 'ACTIVE',
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: { nodes: [{ title: 'S', price: '19.90', selectedOptions: [{ name: 'Size', value: 'S' }] }, { title: 'M', price: '21.00' }] },
      media: { nodes: [{ alt: 'Ring' }] },
    });
    const again = await gql(sandbox, shop, productSet, { input: { ...input, title: 'Silver ring II' }, identifier: { handle: 'silver-ring' } });
    const second = again.body.data.productSet.product;
    expect(second.id).toBe(product.id);
    expect(second.variants.nodes.map((v: { id: string }) => v.id)).toEqual(product.variants.nodes.map((v: { id: string }) => v.id));
    expect(await sandbox.inspect.createdCounts(shop)).toMatchObject({ Product: 1, ProductVariant: 2, ProductMedia: 1 });

    const badValue = await gql(sandbox, shop, productSet, {
      input: { title: 'Bad', productOptions: [{ name: 'Size', values: [{ name: 'S' }] }], variants: [{ optionValues: [{ optionName: 'Size', name: 'XL' }] }] },
    });
    expect(badValue.body.data.productSet.userErrors[0].code).toBe('OPTION_VALUE_DOES_NOT_EXIST');
    const noOptions = await gql(sandbox, shop, productSet, { input: { title: 'Bad', variants: [{ optionValues: [] }] } });
    expect(noOptions.body.data.productSet.userErrors[0].code).toBe('PRODUCT_OPTIONS_INPUT_MISSING');
    const taken = await gql(sandbox, shop, productSet, { input: { title: 'Other', handle: 'silver-ring' } });
    expect(taken.body.data.productSet.userErrors[0].code).toBe('HANDLE_NOT_UNIQUE');

    const byHandle = await gql(sandbox, shop, '{ productByHandle(handle: "silver-ring") { id title } products(first: 5, query: "handle:silver-ring") { nodes { id } } }');
    expect(byHandle.body.data).toEqual({ productByHandle: { id: product.id, title: 'Silver ring II' }, products: { nodes: [{ id: product.id }] } });

    const collection = await gql(sandbox, shop, 'mutation { collectionCreate(input: { title: "Rings", handle: "rings" }) { collection { id handle } userErrors { field message } } }');
    const collectionId = collection.body.data.collectionCreate.collection.id;
    const added = await gql(sandbox, shop, 'mutation($id: ID!, $p: [ID!]!) { collectionAddProducts(id: $id, productIds: $p) { collection { productsCount { count } } userErrors { field message } } }', { id: collectionId, p: [product.id] });
    expect(added.body.data.collectionAddProducts).toEqual({ collection: { productsCount: { count: 1 } }, userErrors: [] });
    const missing = await gql(sandbox, shop, 'mutation($p: [ID!]!) { collectionAddProducts(id: "gid://shopify/Collection/1", productIds: $p) { collection { id } userErrors { field message } } }', { p: [product.id] });
    expect(missing.body.data.collectionAddProducts.userErrors[0].field).toEqual(['id']);
    const byCollectionHandle = await gql(sandbox, shop, '{ collectionByHandle(handle: "rings") { id products(first: 5) { nodes { handle } } } }');
    expect(byCollectionHandle.body.data?.collectionByHandle).toEqual({ id: collectionId, products: { nodes: [{ handle: 'silver-ring' }] } });

    const pubs = await gql(sandbox, shop, '{ publications(first: 20) { nodes { id catalog { title } } } }');
    const onlineStore = pubs.body.data.publications.nodes.find((p: { catalog: { title: string } }) => p.catalog.title === 'Online Store');
    expect(onlineStore).toBeDefined();
    const publish = `mutation($id: ID!, $pub: ID!) { publishablePublish(id: $id, input: [{ publicationId: $pub }]) {
      publishable { ... on Product { publishedOnPublication(publicationId: $pub) onlineStoreUrl } ... on Collection { publishedOnPublication(publicationId: $pub) } } userErrors { field message } } }`;
    const published = await gql(sandbox, shop, publish, { id: product.id, pub: onlineStore.id });
    expect(published.body.data.publishablePublish).toEqual({ publishable: { publishedOnPublication: true, onlineStoreUrl: `https://${shop}/products/silver-ring` }, userErrors: [] });
    await gql(sandbox, shop, publish, { id: collectionId, pub: onlineStore.id });
    const badPub = await gql(sandbox, shop, publish, { id: product.id, pub: 'gid://shopify/Publication/1' });
    expect(badPub.body.data.publishablePublish.userErrors[0].message).toBe('Publication does not exist');

    const state = await sandbox.inspect.state(shop);
    expect(state?.collections).toEqual([expect.objectContaining({ handle: 'rings', productHandles: ['silver-ring'], publicationIds: [onlineStore.id] })]);
    expect(state?.products[0]).toMatchObject({ handle: 'silver-ring', publicationIds: [onlineStore.id], images: [{ url: 'https://example.com/ring.jpg', alt: 'Ring' }] });
  });

  it('has the default menus, updates them as a whole tree, and limits nesting to 3 levels', async () => {
    const shop = uniqueShop('menus');
    const menus = await gql(sandbox, shop, '{ menus(first: 50) { nodes { id handle isDefault title items { title type url } } } }');
    const nodes = menus.body.data.menus.nodes;
    expect(nodes.map((m: { handle: string; isDefault: boolean }) => [m.handle, m.isDefault])).toEqual([['main-menu', true], ['footer', true]]);
    const page = await gql(sandbox, shop, 'mutation { pageCreate(page: { title: "FAQ" }) { page { id } } }');
    const pageId = page.body.data.pageCreate.page.id;
    const update = 'mutation($id: ID!, $items: [MenuItemUpdateInput!]!) { menuUpdate(id: $id, title: "Main menu", items: $items) { menu { handle items { title url items { title items { title } } } } userErrors { field message code } } }';
    const tree = [
      { title: 'Home', type: 'FRONTPAGE' },
      { title: 'Help', type: 'HTTP', url: 'https://example.com/help', items: [{ title: 'FAQ', type: 'PAGE', resourceId: pageId, items: [{ title: 'Deep', type: 'SEARCH' }] }] },
    ];
    const ok = await gql(sandbox, shop, update, { id: nodes[0].id, items: tree });
    expect(ok.body.data.menuUpdate).toEqual({
      menu: {
        handle: 'main-menu',
        items: [
          { title: 'Home', url: '/', items: [] },
          { title: 'Help', url: 'https://example.com/help', items: [{ title: 'FAQ', items: [{ title: 'Deep' }] }] },
        ],
      },
      userErrors: [],
    });
    const tooDeep = [{ title: 'A', type: 'SEARCH', items: [{ title: 'B', type: 'SEARCH', items: [{ title: 'C', type: 'SEARCH', items: [{ title: 'D', type: 'SEARCH' }] }] }] }];
    const deep = await gql(sandbox, shop, update, { id: nodes[0].id, items: tooDeep });
    expect(deep.body.data.menuUpdate.userErrors[0].code).toBe('NESTING_TOO_DEEP');
    const created = await gql(sandbox, shop, 'mutation($items: [MenuItemCreateInput!]!) { menuCreate(title: "Legal", handle: "legal", items: $items) { menu { handle isDefault } userErrors { code } } }', { items: tooDeep });
    expect(created.body.data.menuCreate.userErrors[0].code).toBe('NESTING_TOO_DEEP');
    const legal = await gql(sandbox, shop, 'mutation { menuCreate(title: "Legal", handle: "legal", items: [{ title: "Search", type: SEARCH }]) { menu { handle isDefault } userErrors { code } } }');
    expect(legal.body.data?.menuCreate).toEqual({ menu: { handle: 'legal', isDefault: false }, userErrors: [] });
    const del = await gql(sandbox, shop, 'mutation($id: ID!) { menuDelete(id: $id) { deletedMenuId userErrors { code } } }', { id: nodes[1].id });
    expect(del.body.data.menuDelete).toEqual({ deletedMenuId: null, userErrors: [{ code: 'UNABLE_TO_DELETE_DEFAULT_MENU' }] });
    const state = await sandbox.inspect.state(shop);
    expect(state?.menus.find((m) => m.handle === 'main-menu')?.items[1].items[0]).toMatchObject({ title: 'FAQ', type: 'PAGE', url: '/pages/faq' });
  });
});
