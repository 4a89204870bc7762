import { essentialPages, productImageUrl, sampleCatalog, type PageLanguage } from '@ducan/catalog';
import { mergeThemeSettings, type StorefrontMenuItem, type StorefrontSnapshot, type ThemeBrand } from '@ducan/theme';

/** One row of `store_objects`: what a build created in the shop. */
export interface RecordedObject {
  kind: string;
  handle: string;
  title: string | null;
  details: Record<string, unknown> | null;
}

export interface RecordedStore {
  name: string;
  category: string;
  configuration: Record<string, unknown> | null;
}

/**
 * A live store's storefront as the build left it, rebuilt from what the build recorded: the
 * catalogue, pages and collections it created (their content is deterministic), its menus and the
 * brand it applied. Changes the merchant made in Shopify afterwards are not visible here.
 */
export function recordedStorefront(store: RecordedStore, objects: RecordedObject[], publicUrl: string): StorefrontSnapshot {
  const of = (kind: string) => objects.filter((object) => object.kind === kind);
  const shop = of('shop')[0];
  const currencyCode = String(shop?.details?.currencyCode ?? 'EUR');
  const email = String(shop?.details?.email ?? '');
  const shopName = shop?.title ?? store.name;

  // The build wrote the catalogue in one language: the one whose titles match what it recorded.
  const recordedProducts = of('product');
  const serbian = sampleCatalog(store.category, currencyCode, 'sr');
  const matchesSerbian = recordedProducts.some((recorded) => serbian.products.some((product) => product.handle === recorded.handle && product.title === recorded.title));
  const catalog = matchesSerbian ? serbian : sampleCatalog(store.category, currencyCode, 'en');
  const productHandles = new Set(recordedProducts.map((object) => object.handle));
  const products = catalog.products.filter((product) => productHandles.has(product.handle));
  const collections = of('collection')
    .map((recorded) => catalog.collections.find((collection) => collection.handle === recorded.handle))
    .filter((collection) => collection !== undefined)
    .map((collection) => ({ ...collection, productHandles: collection.productHandles.filter((handle) => productHandles.has(handle)) }));

  const recordedPages = of('page');
  const pageLanguage: PageLanguage = recordedPages.some((page) => ['O nama', 'Kontakt', 'Politika privatnosti', 'Uslovi korišćenja'].includes(page.title ?? '')) ? 'sr' : 'en';
  const pages = email
    ? essentialPages({ storeName: store.name, email }, pageLanguage).filter((page) => recordedPages.some((recorded) => recorded.handle === page.handle))
    : [];

  const brand = (of('theme-settings')[0]?.details ?? {}) as ThemeBrand;
  const logoFile = of('file')[0];
  const logoUrl = typeof store.configuration?.logoUrl === 'string' ? store.configuration.logoUrl : undefined;

  const pageItems: StorefrontMenuItem[] = pages.map((page) => ({ title: page.title, url: `/pages/${page.handle}` }));
  const hasMenus = of('menu').length > 0;
  const mainItems: StorefrontMenuItem[] = [
    { title: pageLanguage === 'sr' ? 'Početna' : 'Home', url: '/' },
    { title: pageLanguage === 'sr' ? 'Katalog' : 'Catalog', url: '/collections/all' },
    ...(hasMenus && collections.length
      ? [{ title: pageLanguage === 'sr' ? 'Kolekcije' : 'Collections', url: '/collections', items: collections.map((c) => ({ title: c.title, url: `/collections/${c.handle}` })) }]
      : []),
    ...(hasMenus ? pageItems.slice(0, 2) : []),
  ];

  let index = 0;
  return {
    shop: { name: shopName, email, currencyCode },
    locale: pageLanguage,
    settingsData: JSON.parse(mergeThemeSettings(null, brand)),
    files: logoFile && logoUrl ? [{ filename: logoFile.handle, url: logoUrl, alt: `${store.name} logo` }] : [],
    pages: pages.map((page) => ({ title: page.title, handle: page.handle, bodyHtml: page.bodyHtml, templateSuffix: page.templateSuffix })),
    products: products.map((product) => ({
      id: `gid://shopify/Product/${++index}`,
      title: product.title,
      handle: product.handle,
      descriptionHtml: product.descriptionHtml,
      vendor: product.vendor,
      productType: product.productType,
      tags: product.tags,
      options: product.options,
      variants: product.variants.map((variant, position) => ({
        id: `gid://shopify/ProductVariant/${index * 1000 + position}`,
        title: variant.optionValues.map((value) => value.name).join(' / ') || 'Default Title',
        price: variant.price,
        compareAtPrice: variant.compareAtPrice ?? null,
        selectedOptions: variant.optionValues.map((value) => ({ name: value.optionName, value: value.name })),
      })),
      images: product.images.map((image) => ({ url: productImageUrl(publicUrl, image.path), alt: image.alt })),
    })),
    collections,
    menus: [
      { handle: 'main-menu', title: 'Main menu', items: mainItems },
      { handle: 'footer', title: 'Footer menu', items: [...(hasMenus ? pageItems : []), { title: pageLanguage === 'sr' ? 'Pretraga' : 'Search', url: '/search' }] },
    ],
  };
}
