import { sampleCatalog } from '@ducan/catalog';
import { recordedStorefront, type RecordedObject } from './recorded-storefront';

const catalog = sampleCatalog('Pet Supplies', 'RSD', 'sr');
const objects: RecordedObject[] = [
  { kind: 'shop', handle: 'shop', title: 'Šapica', details: { currencyCode: 'RSD', email: 'zdravo@sapica.rs' } },
  { kind: 'theme', handle: 'ducan-bootstrap', title: 'Dućan Bootstrap 5.0.0', details: null },
  { kind: 'theme-settings', handle: 'config/settings_data.json', title: 'Brand colours', details: { primaryColor: '#1f8a8a', accentColor: '#e67e22' } },
  ...catalog.products.slice(0, 5).map((product) => ({ kind: 'product', handle: product.handle, title: product.title, details: null })),
  { kind: 'collection', handle: 'for-dogs', title: 'Za pse', details: null },
  { kind: 'page', handle: 'about-us', title: 'O nama', details: null },
  { kind: 'page', handle: 'contact', title: 'Kontakt', details: null },
  { kind: 'menu', handle: 'main-menu', title: 'Main menu', details: { items: 5 } },
];

describe('recordedStorefront (a live store as its build left it)', () => {
  const snapshot = recordedStorefront({ name: 'Šapica', category: 'Pet Supplies', configuration: null }, objects, 'https://ducan.example.test/');

  it('rebuilds the created products, in the language the build wrote them, with their images on our server', () => {
    expect(snapshot.products.map((product) => product.title)).toEqual(catalog.products.slice(0, 5).map((product) => product.title));
    expect(snapshot.products[0].images[0].url).toBe(`https://ducan.example.test/api/assets/products/pet-supplies/${catalog.products[0].handle}.png`);
    expect(snapshot.shop).toEqual({ name: 'Šapica', email: 'zdravo@sapica.rs', currencyCode: 'RSD' });
    expect(snapshot.locale).toBe('sr');
  });

  it('keeps only what the build created: its collections (with its products) and its pages', () => {
    expect(snapshot.collections.map((collection) => collection.handle)).toEqual(['for-dogs']);
    const created = new Set(snapshot.products.map((product) => product.handle));
    expect(snapshot.collections[0].productHandles.every((handle) => created.has(handle))).toBe(true);
    expect(snapshot.pages.map((page) => page.handle)).toEqual(['about-us', 'contact']);
    expect(snapshot.pages[1].bodyHtml).toContain('zdravo@sapica.rs');
  });

  it('applies the recorded brand colours and rebuilds the menus', () => {
    expect(snapshot.settingsData).toMatchObject({ current: { color_primary: '#1f8a8a', color_accent: '#e67e22' } });
    const main = snapshot.menus.find((menu) => menu.handle === 'main-menu');
    expect(main?.items.map((item) => item.url)).toEqual(['/', '/collections/all', '/collections', '/pages/about-us', '/pages/contact']);
  });
});
