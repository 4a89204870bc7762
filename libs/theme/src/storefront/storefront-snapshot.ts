/**
 * A built store as plain data: what the preview renders. The API adapts the Shopify sandbox's
 * `inspect.state(shop)` (or a live store's recorded state) to this shape.
 */
export interface StorefrontSnapshot {
  shop: {
    name: string;
    email?: string;
    /** ISO 4217, e.g. RSD. */
    currencyCode: string;
    description?: string;
  };
  /** Storefront language; picks `locales/<locale>.json` (falls back to the default locale). */
  locale?: string;
  /**
   * The published theme's text files by filename. Missing files (or no theme at all) fall back
   * to Dućan Bootstrap's own files, so a store whose build stopped early still renders.
   */
  themeFiles?: Record<string, string>;
  /** Parsed `config/settings_data.json` of the theme (as the build left it). */
  settingsData?: unknown;
  /** Uploaded files, to resolve `shopify://shop_images/<filename>` references (logo, favicon). */
  files?: { filename: string; url: string; alt?: string | null }[];
  pages: StorefrontPage[];
  products: StorefrontProduct[];
  collections: StorefrontCollection[];
  menus: StorefrontMenu[];
}

export interface StorefrontPage {
  title: string;
  handle: string;
  bodyHtml: string;
  templateSuffix?: string | null;
}

export interface StorefrontProduct {
  id: string;
  title: string;
  handle: string;
  descriptionHtml: string;
  vendor?: string;
  productType?: string;
  tags?: string[];
  options: { name: string; values: string[] }[];
  variants: {
    id: string;
    title: string;
    /** Decimal string, e.g. "24.99". */
    price: string;
    compareAtPrice?: string | null;
    available?: boolean;
    selectedOptions: { name: string; value: string }[];
  }[];
  images: { url: string; alt?: string | null; width?: number; height?: number }[];
}

export interface StorefrontCollection {
  title: string;
  handle: string;
  descriptionHtml?: string;
  productHandles: string[];
}

export interface StorefrontMenuItem {
  title: string;
  /** Storefront path (`/collections/all`) or an absolute URL. */
  url: string;
  items?: StorefrontMenuItem[];
}

export interface StorefrontMenu {
  handle: string;
  title: string;
  items: StorefrontMenuItem[];
}

export interface RenderedStorefrontPage {
  status: number;
  contentType: string;
  body: string;
}
