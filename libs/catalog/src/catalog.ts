import { buildCategoryCatalog } from './build-catalog';
import type { CategoryData } from './category-data';
import { apparel } from './categories/apparel';
import { arts } from './categories/arts';
import { beauty } from './categories/beauty';
import { books } from './categories/books';
import { electronics } from './categories/electronics';
import { food } from './categories/food';
import { health } from './categories/health';
import { home } from './categories/home';
import { jewelry } from './categories/jewelry';
import { other } from './categories/other';
import { pets } from './categories/pets';
import { sports } from './categories/sports';
import { toys } from './categories/toys';
import { apparelSr } from './categories-sr/apparel';
import { artsSr } from './categories-sr/arts';
import { beautySr } from './categories-sr/beauty';
import { booksSr } from './categories-sr/books';
import { electronicsSr } from './categories-sr/electronics';
import { foodSr } from './categories-sr/food';
import { healthSr } from './categories-sr/health';
import { homeSr } from './categories-sr/home';
import { jewelrySr } from './categories-sr/jewelry';
import { otherSr } from './categories-sr/other';
import { petsSr } from './categories-sr/pets';
import { sportsSr } from './categories-sr/sports';
import { toysSr } from './categories-sr/toys';
import type { CategoryTranslation } from './category-translation';
import { CATEGORY_NAMES, type CategoryCatalog, type CategoryName, type SampleProduct } from './types';

const DATA: Record<CategoryName, CategoryData> = {
  'Apparel & Accessories': apparel,
  'Arts & Crafts': arts,
  'Beauty & Personal Care': beauty,
  'Books & Media': books,
  Electronics: electronics,
  'Food & Beverage': food,
  'Health & Wellness': health,
  'Home & Garden': home,
  Jewelry: jewelry,
  'Pet Supplies': pets,
  'Sports & Recreation': sports,
  'Toys & Games': toys,
  Other: other,
};

const SERBIAN: Record<CategoryName, CategoryTranslation> = {
  'Apparel & Accessories': apparelSr,
  'Arts & Crafts': artsSr,
  'Beauty & Personal Care': beautySr,
  'Books & Media': booksSr,
  Electronics: electronicsSr,
  'Food & Beverage': foodSr,
  'Health & Wellness': healthSr,
  'Home & Garden': homeSr,
  Jewelry: jewelrySr,
  'Pet Supplies': petsSr,
  'Sports & Recreation': sportsSr,
  'Toys & Games': toysSr,
  Other: otherSr,
};

/** Languages the sample catalogue is written in. */
export type CatalogLanguage = 'en' | 'sr';

export function isCategoryName(value: string): value is CategoryName {
  return (CATEGORY_NAMES as readonly string[]).includes(value);
}

/** The URL-safe slug of each category, as used in image paths. */
export function categorySlug(name: CategoryName): string {
  return DATA[name].slug;
}

export function categoryBySlug(slug: string): CategoryName | undefined {
  return CATEGORY_NAMES.find((name) => DATA[name].slug === slug);
}

const cache = new Map<string, CategoryCatalog>();

/**
 * The sample catalogue a build creates for a store of `category`, priced in `currencyCode`
 * (the shop's currency; EUR figures are converted), in English or Serbian. Handles, images and
 * prices are the same in both languages. Unknown categories get "Other".
 */
export function sampleCatalog(category: string, currencyCode = 'EUR', language: CatalogLanguage = 'en'): CategoryCatalog {
  const name: CategoryName = isCategoryName(category) ? category : 'Other';
  const key = `${name}|${currencyCode.toUpperCase()}|${language}`;
  let catalog = cache.get(key);
  if (!catalog) {
    catalog = buildCategoryCatalog(DATA[name], currencyCode, language === 'sr' ? SERBIAN[name] : undefined);
    cache.set(key, catalog);
  }
  return catalog;
}

/** One sample product by category slug and handle (used to draw its image). */
export function findSampleProduct(categorySlugValue: string, handle: string): SampleProduct | undefined {
  const name = categoryBySlug(categorySlugValue);
  return name ? sampleCatalog(name).products.find((product) => product.handle === handle) : undefined;
}

/** `${publicUrl}/api/assets/products/<category>/<handle>.png` for Shopify to fetch. */
export function productImageUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}
