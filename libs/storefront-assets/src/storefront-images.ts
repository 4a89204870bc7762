import { createHash } from 'node:crypto';
import { ducanThemePreviewSvg, findSampleProduct, findThemeSuggestion, productImageSvg, themePreviewSvg } from '@ducan/catalog';
import { LruCache, svgToPng } from './png-renderer';

export interface RenderedImage {
  png: Uint8Array;
  /** Strong ETag: the content hash. */
  etag: string;
}

const HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const cache = new LruCache<RenderedImage>(600);

function rendered(key: string, draw: () => string): RenderedImage {
  let image = cache.get(key);
  if (!image) {
    const png = svgToPng(draw());
    image = { png, etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 27)}"` };
    cache.set(key, image);
  }
  return image;
}

/** Whether `/api/assets/products/<categorySlug>/<handle>.png` exists (no drawing). */
export function hasProductImage(categorySlug: string, handle: string): boolean {
  return HANDLE.test(categorySlug) && HANDLE.test(handle) && findSampleProduct(categorySlug, handle) !== undefined;
}

/** The PNG of a sample product's illustration, or undefined for an unknown category/handle. */
export function productImagePng(categorySlug: string, handle: string): RenderedImage | undefined {
  const product = hasProductImage(categorySlug, handle) ? findSampleProduct(categorySlug, handle) : undefined;
  if (!product) return undefined;
  return rendered(`product:${categorySlug}/${handle}`, () => productImageSvg(product.images[0]));
}

/** The preview picture of one of the brand kit's theme suggestions (`modern-dawn`). */
export function themePreviewPng(key: string): RenderedImage | undefined {
  const suggestion = HANDLE.test(key) ? findThemeSuggestion(key) : undefined;
  return suggestion && rendered(`theme:${key}`, () => themePreviewSvg(suggestion));
}

const HEX = /^#[0-9a-f]{6}$/i;

/** Dućan Bootstrap sketched in the store's colours, or undefined when a colour is not `#rrggbb`. */
export function ducanThemePreviewPng(primary: string, accent: string): RenderedImage | undefined {
  if (!HEX.test(primary) || !HEX.test(accent)) return undefined;
  return rendered(`ducan:${primary.toLowerCase()}:${accent.toLowerCase()}`, () => ducanThemePreviewSvg(primary.toLowerCase(), accent.toLowerCase()));
}
