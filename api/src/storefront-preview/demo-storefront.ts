import { categoryBySlug, essentialPages, productImageUrl, sampleCatalog, toHandle, type PageLanguage } from '@ducan/catalog';
import { localizedTemplateFiles, mergeThemeSettings, type StorefrontSnapshot } from '@ducan/theme';

export interface DemoStore {
  language: PageLanguage;
  categorySlug: string;
  /** `#rrggbb` */
  primary: string;
  accent: string;
  name: string;
}

const DEMO_PATH = /^\/(sr|en)\/([a-z-]+)\/([0-9a-f]{6})\/([0-9a-f]{6})\/([^/]{1,180})(\/.*)?$/i;

/**
 * `/sr/jewelry/7a2638/c9a227/Zlatna%20Nit/products/x` → the demo store and the storefront path. The
 * settings live in the path so every link inside the demo keeps them.
 */
export function parseDemoPath(path: string): { store: DemoStore; rest: string | undefined; basePath: string } | undefined {
  const match = DEMO_PATH.exec(path);
  if (!match) return undefined;
  const [, language, categorySlug, primary, accent, encodedName, rest] = match;
  let name: string;
  try {
    name = decodeURIComponent(encodedName).trim();
  } catch {
    return undefined;
  }
  if (!name || name.length > 60 || !categoryBySlug(categorySlug.toLowerCase())) return undefined;
  return {
    store: { language: language.toLowerCase() as PageLanguage, categorySlug: categorySlug.toLowerCase(), primary: `#${primary.toLowerCase()}`, accent: `#${accent.toLowerCase()}`, name },
    rest,
    basePath: `/preview/demo/${language}/${categorySlug}/${primary}/${accent}/${encodedName}`,
  };
}

/** What a build would make for this category, name and colours: the wizard shows it before building. */
export function demoStorefront(store: DemoStore, publicUrl: string): StorefrontSnapshot {
  const category = categoryBySlug(store.categorySlug) ?? 'Other';
  const currencyCode = store.language === 'sr' ? 'RSD' : 'EUR';
  const catalog = sampleCatalog(category, currencyCode, store.language);
  const pages = essentialPages({ storeName: store.name, email: `info@${toHandle(store.name) || 'prodavnica'}.${store.language === 'sr' ? 'rs' : 'com'}` }, store.language);
  const sr = store.language === 'sr';
  const collections = catalog.collections.filter((collection) => collection.handle !== 'bestsellers');
  return {
    shop: { name: store.name, currencyCode },
    locale: store.language,
    themeFiles: localizedTemplateFiles(store.language),
    settingsData: JSON.parse(mergeThemeSettings(null, { primaryColor: store.primary, accentColor: store.accent })),
    pages: pages.map((page) => ({ title: page.title, handle: page.handle, bodyHtml: page.bodyHtml, templateSuffix: page.templateSuffix })),
    products: catalog.products.map((product, index) => ({
      id: `gid://shopify/Product/${index + 1}`,
      title: product.title,
      handle: product.handle,
      descriptionHtml: product.descriptionHtml,
      vendor: product.vendor,
      productType: product.productType,
      tags: product.tags,
      options: product.options,
      variants: product.variants.map((variant, position) => ({
        id: `gid://shopify/ProductVariant/${(index + 1) * 1000 + position}`,
        title: variant.optionValues.map((value) => value.name).join(' / ') || 'Default Title',
        price: variant.price,
        compareAtPrice: variant.compareAtPrice ?? null,
        selectedOptions: variant.optionValues.map((value) => ({ name: value.optionName, value: value.name })),
      })),
      images: product.images.map((image) => ({ url: productImageUrl(publicUrl, image.path), alt: image.alt })),
    })),
    collections: catalog.collections,
    menus: [
      {
        handle: 'main-menu',
        title: 'Main menu',
        items: [
          { title: sr ? 'Početna' : 'Home', url: '/' },
          { title: sr ? 'Kolekcije' : 'Collections', url: '/collections', items: collections.map((c) => ({ title: c.title, url: `/collections/${c.handle}` })) },
          ...pages.slice(0, 2).map((page) => ({ title: page.title, url: `/pages/${page.handle}` })),
        ],
      },
      { handle: 'footer', title: 'Footer menu', items: [...pages.map((page) => ({ title: page.title, url: `/pages/${page.handle}` })), { title: sr ? 'Pretraga' : 'Search', url: '/search' }] },
    ],
  };
}
