/** `<name>.myshopify.com`: lowercase letters, digits and hyphens, starting with a letter or digit. */
const SHOP_DOMAIN = /^[a-z0-9][a-z0-9-]{0,59}\.myshopify\.com$/;
const MAX_INPUT = 255;

/** True for a bare, already-normalised shop domain. */
export function isShopDomain(value: unknown): value is string {
  return typeof value === 'string' && SHOP_DOMAIN.test(value);
}

/**
 * Accepts `name.myshopify.com`, `https://name.myshopify.com/` (any case, surrounding spaces) and
 * returns the bare lowercase domain; anything else — other hosts, ports, paths, credentials — is null.
 */
export function normalizeShopDomain(input: unknown): string | null {
  if (typeof input !== 'string' || input.length > MAX_INPUT) return null;
  let value = input.trim().toLowerCase();
  value = value.replace(/^https:\/\//, '');
  value = value.replace(/\/+$/, '');
  return SHOP_DOMAIN.test(value) ? value : null;
}

/** The one origin the client may contact for a shop. */
export function shopOrigin(shop: string): string {
  if (!isShopDomain(shop)) throw new Error('Only https://<name>.myshopify.com stores can be contacted.');
  return `https://${shop}`;
}
