import { CATEGORY_NAMES, sampleCatalog, THEME_SUGGESTIONS, themePreviewKey } from '@ducan/catalog';
import { LruCache } from './png-renderer';
import { ducanThemePreviewPng, productImagePng, themePreviewPng } from './storefront-images';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const widthOf = (png: Uint8Array) => Buffer.from(png).readUInt32BE(16);

describe('storefront images', () => {
  it('renders a sample product as an 800 px PNG, the same bytes every time', () => {
    const product = sampleCatalog('Jewelry').products[0];
    const image = productImagePng('jewelry', product.handle);
    expect(image && [...image.png.slice(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(image && widthOf(image.png)).toBe(800);
    expect(image?.png.length).toBeGreaterThan(5_000);
    expect(productImagePng('jewelry', product.handle)?.etag).toBe(image?.etag);
  });

  it('renders every motif of the catalogue (one product each)', () => {
    const seen = new Set<string>();
    for (const category of CATEGORY_NAMES) {
      const catalog = sampleCatalog(category);
      for (const product of catalog.products) {
        if (seen.has(product.images[0].motif)) continue;
        seen.add(product.images[0].motif);
        expect(productImagePng(catalog.slug, product.handle)?.png.length).toBeGreaterThan(5_000);
      }
    }
    expect(seen.size).toBeGreaterThan(40);
  }, 30_000);

  it('draws different products differently', () => {
    const [first, second] = sampleCatalog('Pet Supplies').products;
    expect(productImagePng('pet-supplies', first.handle)?.etag).not.toBe(productImagePng('pet-supplies', second.handle)?.etag);
  });

  it('knows nothing of unknown categories or handles', () => {
    expect(productImagePng('jewelry', 'no-such-product')).toBeUndefined();
    expect(productImagePng('no-such-category', 'tennis-bracelet')).toBeUndefined();
    expect(productImagePng('../etc', 'passwd')).toBeUndefined();
  });

  it('renders every theme suggestion’s preview', () => {
    for (const suggestion of THEME_SUGGESTIONS) expect(widthOf(themePreviewPng(themePreviewKey(suggestion))?.png ?? new Uint8Array(20))).toBe(1200);
    expect(themePreviewPng('modern-nope')).toBeUndefined();
  });

  it('sketches Dućan Bootstrap in a store’s colours, and only for #rrggbb colours', () => {
    const blue = ducanThemePreviewPng('#1a73e8', '#ea4335');
    expect(blue && widthOf(blue.png)).toBe(1200);
    expect(ducanThemePreviewPng('#7A2638', '#c9a227')?.etag).not.toBe(blue?.etag);
    expect(ducanThemePreviewPng('blue', '#ea4335')).toBeUndefined();
  });

  it('keeps the cache bounded, dropping the least recently used entry', () => {
    const cache = new LruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.size]).toEqual([1, undefined, 3, 2]);
  });
});
