/** The 13 store categories of spec 001 §3, exactly as the wizard shows them. */
export const CATEGORY_NAMES = [
  'Apparel & Accessories',
  'Arts & Crafts',
  'Beauty & Personal Care',
  'Books & Media',
  'Electronics',
  'Food & Beverage',
  'Health & Wellness',
  'Home & Garden',
  'Jewelry',
  'Pet Supplies',
  'Sports & Recreation',
  'Toys & Games',
  'Other',
] as const;

export type CategoryName = (typeof CATEGORY_NAMES)[number];

/** Every sample product carries this tag so a merchant can find and delete them all at once. */
export const SAMPLE_PRODUCT_TAG = 'ducan-sample';

/** What an illustration is drawn from (see product-image-svg.ts); deterministic per product. */
export interface ImageDescriptor {
  /** Alt text for the storefront. */
  alt: string;
  motif: Motif;
  /** Main colour of the drawn item. */
  colour: string;
  /** Two colours of the background gradient. */
  background: [string, string];
  /** Varies the decoration, derived from the handle. */
  seed: number;
  /** Path under the API's public URL: `/api/assets/products/<category>/<handle>.png`. */
  path: string;
}

export type Motif =
  | 'tshirt' | 'dress' | 'hoodie' | 'bag' | 'cap' | 'shoe' | 'glasses' | 'watch' | 'scarf' | 'wallet'
  | 'bottle' | 'jar' | 'tube' | 'book' | 'vinyl' | 'headphones' | 'phone' | 'speaker' | 'lamp' | 'plant'
  | 'mug' | 'candle' | 'pillow' | 'ring' | 'necklace' | 'earrings' | 'bowl' | 'bone' | 'ball' | 'dumbbell'
  | 'mat' | 'blocks' | 'bear' | 'puzzle' | 'brush' | 'palette' | 'yarn' | 'gift' | 'pot' | 'leaf'
  | 'bracelet' | 'cable' | 'bike' | 'tent';

export interface SampleOption {
  name: string;
  values: string[];
}

export interface SampleVariant {
  /** One value per option, in option order. */
  optionValues: { optionName: string; name: string }[];
  /** Decimal string in the catalogue's currency, e.g. "24.90". */
  price: string;
  compareAtPrice?: string;
  sku: string;
}

export interface SampleProduct {
  title: string;
  handle: string;
  descriptionHtml: string;
  productType: string;
  vendor: string;
  tags: string[];
  /** Empty when the product has only Shopify's default variant. */
  options: SampleOption[];
  variants: SampleVariant[];
  images: ImageDescriptor[];
}

export interface SampleCollection {
  title: string;
  handle: string;
  descriptionHtml: string;
  productHandles: string[];
}

export interface CategoryCatalog {
  name: CategoryName;
  /** URL-safe name used in image paths. */
  slug: string;
  currencyCode: string;
  products: SampleProduct[];
  collections: SampleCollection[];
}
