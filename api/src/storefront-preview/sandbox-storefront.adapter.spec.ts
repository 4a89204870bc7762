import type { SandboxShopState } from '@ducan/shopify-sandbox';
import { sandboxStorefront } from './sandbox-storefront.adapter';

const ONLINE = 'gid://shopify/Publication/1';

function product(id: number, handle: string, status: string, publicationIds: string[]) {
  return {
    id: `gid://shopify/Product/${id}`,
    title: handle,
    handle,
    descriptionHtml: '<p>x</p>',
    vendor: 'V',
    productType: 'T',
    status,
    tags: [],
    options: [{ id: 'o', name: 'Title', position: 1, values: ['Default Title'] }],
    variants: [{ id: `gid://shopify/ProductVariant/${id}`, title: 'Default Title', price: '10.00', sku: null, position: 1, selectedOptions: [{ name: 'Title', value: 'Default Title' }] }],
    images: [{ id: 'i', url: `https://cdn.test/${handle}.png`, alt: handle }],
    publicationIds,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  };
}

const theme = (id: number, name: string, role: string, createdAt: string) => ({
  id: `gid://shopify/OnlineStoreTheme/${id}`,
  name,
  role,
  processing: false,
  processingFailed: false,
  createdAt,
  updatedAt: createdAt,
  settings: { current: { color_primary: `#00000${id}` } },
  files: [
    { filename: 'layout/theme.liquid', contentType: 'text', size: 1, checksumMd5: 'x', content: `<html>${id}</html>`, contentBase64: null, updatedAt: createdAt },
    { filename: 'assets/logo.png', contentType: 'image/png', size: 1, checksumMd5: 'x', content: null, contentBase64: 'AA==', updatedAt: createdAt },
  ],
});

const state = {
  shop: { id: 's', name: 'Zlatna Nit', email: 'a@b.rs', myshopifyDomain: 'zlatna-nit.myshopify.com', currencyCode: 'RSD', plan: 'BASIC', themeLimit: 20, createdAt: '' },
  themes: [theme(1, 'Dawn', 'UNPUBLISHED', '2026-01-01'), theme(2, 'Dućan Bootstrap 5.0.0', 'UNPUBLISHED', '2026-01-02')],
  files: [{ id: 'f', type: 'MediaImage', alt: 'Logo', filename: 'logo.png', originalSource: 'https://cdn.test/logo.png', fileStatus: 'READY', createdAt: '' }],
  pages: [
    { id: 'gid://shopify/Page/1', title: 'Kontakt', handle: 'contact', body: '<p>k</p>', isPublished: true, templateSuffix: 'contact', createdAt: '', updatedAt: '' },
    { id: 'gid://shopify/Page/2', title: 'Draft', handle: 'draft', body: '', isPublished: false, templateSuffix: null, createdAt: '', updatedAt: '' },
  ],
  products: [product(1, 'ring', 'ACTIVE', [ONLINE]), product(2, 'draft-ring', 'DRAFT', [ONLINE]), product(3, 'hidden-ring', 'ACTIVE', [])],
  collections: [{ id: 'gid://shopify/Collection/1', title: 'Rings', handle: 'rings', descriptionHtml: '', sortOrder: 'MANUAL', productHandles: ['ring', 'draft-ring', 'hidden-ring'], publicationIds: [ONLINE] }],
  publications: [{ id: ONLINE, name: 'Online Store' }],
  menus: [
    {
      id: 'm',
      handle: 'main-menu',
      title: 'Main menu',
      isDefault: true,
      items: [
        { id: '1', title: 'Home', type: 'FRONTPAGE', url: null, resourceId: null, tags: [], items: [] },
        { id: '2', title: 'Rings', type: 'COLLECTION', url: null, resourceId: 'gid://shopify/Collection/1', tags: [], items: [] },
        { id: '3', title: 'Contact', type: 'PAGE', url: null, resourceId: 'gid://shopify/Page/1', tags: [], items: [] },
        { id: '4', title: 'Shop', type: 'CATALOG', url: null, resourceId: null, tags: [], items: [{ id: '5', title: 'All', type: 'COLLECTIONS', url: null, resourceId: null, tags: [], items: [] }] },
        { id: '6', title: 'Blog', type: 'HTTP', url: 'https://example.test/blog', resourceId: null, tags: [], items: [] },
      ],
    },
  ],
} as unknown as SandboxShopState;

describe('sandboxStorefront', () => {
  it('shows what a visitor would see: active, published products and published pages only', () => {
    const snapshot = sandboxStorefront(state, 'sr');
    expect(snapshot.products.map((p) => p.handle)).toEqual(['ring']);
    expect(snapshot.collections[0].productHandles).toEqual(['ring']);
    expect(snapshot.pages).toEqual([{ title: 'Kontakt', handle: 'contact', bodyHtml: '<p>k</p>', templateSuffix: 'contact' }]);
    expect(snapshot.shop).toEqual({ name: 'Zlatna Nit', email: 'a@b.rs', currencyCode: 'RSD' });
    expect(snapshot.files).toEqual([{ filename: 'logo.png', url: 'https://cdn.test/logo.png', alt: 'Logo' }]);
  });

  it('uses the newest Dućan Bootstrap install until a theme is published, then the published one', () => {
    const building = sandboxStorefront(state, 'sr');
    expect(building.themeFiles).toEqual({ 'layout/theme.liquid': '<html>2</html>' });
    expect(building.settingsData).toEqual({ current: { color_primary: '#000002' } });
    const published = { ...state, themes: [{ ...state.themes[0], role: 'MAIN' }, state.themes[1]] };
    expect(sandboxStorefront(published, 'sr').themeFiles).toEqual({ 'layout/theme.liquid': '<html>1</html>' });
  });

  it('turns menu items that point at resources into storefront paths', () => {
    const [menu] = sandboxStorefront(state, 'sr').menus;
    expect(menu.items.map((item) => item.url)).toEqual(['/', '/collections/rings', '/pages/contact', '/collections/all', 'https://example.test/blog']);
    expect(menu.items[3].items?.[0].url).toBe('/collections');
  });
});
