import { essentialPages, isCategoryName, sampleCatalog, type EssentialPage } from '@ducan/catalog';
import type { BuildContext, BuildStore } from './build-context';

/**
 * The one place where the build meets the sample catalogue and page texts (libs/catalog):
 * chooses the category's catalogue in the shop's currency and the pages with the store's data.
 */
/** Dućan's stores sell to Serbian-speaking customers: catalogue, pages and theme texts in Serbian. */
export const STORE_LANGUAGE = 'sr' as const;

export interface ShopFacts {
  currencyCode: string;
  email: string | null;
  myshopifyDomain: string;
}

export async function shopFacts(context: BuildContext): Promise<ShopFacts> {
  const recorded = await context.findObject('shop', 'shop');
  const details = (recorded?.details ?? {}) as Partial<ShopFacts>;
  return {
    currencyCode: details.currencyCode ?? 'EUR',
    email: details.email ?? null,
    myshopifyDomain: details.myshopifyDomain ?? context.store.url,
  };
}

export interface CatalogProduct {
  title: string;
  handle: string;
  descriptionHtml: string;
  productType: string;
  vendor: string;
  tags: string[];
  options: { name: string; values: string[] }[];
  variants: { optionValues: { optionName: string; name: string }[]; price: string; compareAtPrice?: string; sku: string }[];
  images: { alt: string; path: string }[];
}

export interface StoreCatalog {
  products: CatalogProduct[];
  collections: { title: string; handle: string; descriptionHtml: string; productHandles: string[] }[];
}

/** Shopify needs an option for every variant: a product without options gets Title / Default Title. */
const DEFAULT_OPTION = { name: 'Title', values: ['Default Title'] };

/** The category's sample catalogue in the shop's currency (unknown categories get "Other"). */
export function catalogForStore(store: BuildStore, facts: ShopFacts): StoreCatalog {
  const catalog = sampleCatalog(isCategoryName(store.category) ? store.category : 'Other', facts.currencyCode, STORE_LANGUAGE);
  return {
    collections: catalog.collections,
    products: catalog.products.map((product) =>
      product.options.length
        ? product
        : {
            ...product,
            options: [DEFAULT_OPTION],
            variants: product.variants.map((variant) => ({ ...variant, optionValues: [{ optionName: 'Title', name: 'Default Title' }] })),
          },
    ),
  };
}

/** About Us, Contact, Privacy Policy and Terms of Service, in Serbian, with the shop's contact e-mail. */
export function pagesForStore(store: BuildStore, facts: ShopFacts): EssentialPage[] {
  return essentialPages({ storeName: store.name, email: facts.email ?? `info@${facts.myshopifyDomain}` }, STORE_LANGUAGE);
}
