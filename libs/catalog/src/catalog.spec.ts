import { sampleCatalog, findSampleProduct, categorySlug } from './catalog';
import { convertPrice } from './prices';
import { CATEGORY_NAMES, SAMPLE_PRODUCT_TAG } from './types';

describe('sample catalogue', () => {
  const catalogs = CATEGORY_NAMES.map((name) => sampleCatalog(name));

  it.each(CATEGORY_NAMES)('%s has at least 30 products, each tagged, described and illustrated', (name) => {
    const { products } = sampleCatalog(name);
    expect(products.length).toBeGreaterThanOrEqual(30);
    for (const product of products) {
      expect(product.tags).toContain(SAMPLE_PRODUCT_TAG);
      expect(product.descriptionHtml).toMatch(/^<p>.{20,}<\/p><ul>(<li>.+<\/li>){3}<\/ul><p>.+<\/p>$/);
      expect(product.descriptionHtml).not.toMatch(/lorem|ipsum|product \d/i);
      expect(product.productType).toBeTruthy();
      expect(product.images[0].path).toBe(`/api/assets/products/${categorySlug(name)}/${product.handle}.png`);
      expect(product.images[0].alt).toContain(product.title);
    }
  });

  it('has unique handles within and across all categories', () => {
    const handles = catalogs.flatMap((catalog) => catalog.products.map((product) => product.handle));
    expect(handles.length).toBeGreaterThanOrEqual(13 * 30);
    expect(new Set(handles).size).toBe(handles.length);
    for (const handle of handles) expect(handle).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(CATEGORY_NAMES)('%s: every price is positive and every compare-at price is above its price', (name) => {
    for (const currency of ['EUR', 'RSD', 'BAM', 'MKD', 'USD']) {
      for (const product of sampleCatalog(name, currency).products) {
        for (const variant of product.variants) {
          expect(variant.price).toMatch(/^\d+\.\d{2}$/);
          expect(Number(variant.price)).toBeGreaterThan(0);
          if (variant.compareAtPrice !== undefined) expect(Number(variant.compareAtPrice)).toBeGreaterThan(Number(variant.price));
        }
      }
    }
  });

  it('puts some products on sale in every category', () => {
    for (const catalog of catalogs) {
      const onSale = catalog.products.filter((product) => product.variants.some((variant) => variant.compareAtPrice));
      expect(onSale.length).toBeGreaterThan(3);
    }
  });

  it('gives every variant one value of every option, and every combination once', () => {
    for (const product of catalogs.flatMap((catalog) => catalog.products)) {
      const expected = product.options.reduce((count, option) => count * option.values.length, 1);
      expect(product.variants).toHaveLength(expected);
      const keys = product.variants.map((variant) => {
        expect(variant.optionValues.map((value) => value.optionName)).toEqual(product.options.map((option) => option.name));
        return variant.optionValues.map((value) => value.name).join('/');
      });
      expect(new Set(keys).size).toBe(keys.length);
      expect(expected).toBeLessThanOrEqual(100);
    }
  });

  it('offers sizes and colours where they make sense', () => {
    const tee = findSampleProduct('apparel-accessories', 'organic-cotton-crew-tee');
    expect(tee?.options.map((option) => option.name)).toEqual(['Size', 'Color']);
    const ring = findSampleProduct('jewelry', 'stackable-band-ring');
    expect(ring?.options[0].name).toBe('Ring size');
  });

  it.each(CATEGORY_NAMES)('%s has at least 3 collections of its own products', (name) => {
    const { products, collections } = sampleCatalog(name);
    const handles = new Set(products.map((product) => product.handle));
    expect(collections.length).toBeGreaterThanOrEqual(3);
    expect(new Set(collections.map((collection) => collection.handle)).size).toBe(collections.length);
    for (const collection of collections) {
      expect(collection.productHandles.length).toBeGreaterThanOrEqual(3);
      for (const handle of collection.productHandles) expect(handles.has(handle)).toBe(true);
    }
  });

  it('prices in the shop’s currency with local rounding', () => {
    expect(convertPrice(19.99, 'EUR')).toBe('19.99');
    expect(convertPrice(19.99, 'RSD')).toBe('2290.00');
    expect(convertPrice(4.9, 'RSD')).toBe('569.00');
    expect(convertPrice(19.99, 'XYZ')).toBe('19.99');
  });

  it.each(CATEGORY_NAMES)('%s in Serbian: every product translated, with the same handles, prices and images', (name) => {
    const english = sampleCatalog(name, 'RSD', 'en');
    const serbian = sampleCatalog(name, 'RSD', 'sr');
    expect(serbian.products.map((product) => product.handle)).toEqual(english.products.map((product) => product.handle));
    serbian.products.forEach((product, index) => {
      const original = english.products[index];
      expect(product.title).not.toBe(original.title);
      expect(product.descriptionHtml).not.toContain(original.descriptionHtml.slice(3, 30));
      expect(product.variants.map((variant) => [variant.price, variant.compareAtPrice, variant.sku])).toEqual(
        original.variants.map((variant) => [variant.price, variant.compareAtPrice, variant.sku]),
      );
      expect(product.images[0].path).toBe(original.images[0].path);
      expect(product.images[0].alt).toContain(product.title);
      for (const option of product.options) expect(['Veličina', 'Boja', 'Veličina prstena', 'Metal', 'Težina', 'Povez']).toContain(option.name);
      expect(product.tags).toContain(SAMPLE_PRODUCT_TAG);
    });
    expect(serbian.collections.map((collection) => collection.handle)).toEqual(english.collections.map((collection) => collection.handle));
    expect(serbian.collections.find((collection) => collection.handle === 'bestsellers')?.title).toBe('Najprodavanije');
  });

  it('falls back to "Other" for an unknown category', () => {
    expect(sampleCatalog('Spaceships').name).toBe('Other');
  });
});
