/** Custom Build order niches (first specification §3) with their Serbian labels. */
export const ORDER_NICHES = [
  { id: 'electronics', label: 'Elektronika' },
  { id: 'home-decor', label: 'Dekoracija za dom' },
  { id: 'jewelry', label: 'Nakit' },
  { id: 'cosmetics', label: 'Kozmetika' },
  { id: 'pet', label: 'Kućni ljubimci' },
  { id: 'fitness', label: 'Fitnes' },
  { id: 'baby', label: 'Bebe i deca' },
  { id: 'toys', label: 'Igračke' },
  { id: 'fashion', label: 'Moda' },
  { id: 'all', label: 'Sve niše (paket)' },
] as const;

export type OrderNicheId = (typeof ORDER_NICHES)[number]['id'];
export const ORDER_NICHE_IDS: readonly OrderNicheId[] = ORDER_NICHES.map((niche) => niche.id);
export const ALL_NICHES_ID = 'all';

export const PRICE_PER_NICHE_USD = 20;
export const ALL_NICHES_BUNDLE_USD = 149;
/** Nine single niches at 20 USD cost 180; the bundle saves 31 (the specification's claim). */
export const BUNDLE_SAVING_USD = (ORDER_NICHES.length - 1) * PRICE_PER_NICHE_USD - ALL_NICHES_BUNDLE_USD;

/**
 * The price rule (first specification §4 and §9): 20 USD per distinct niche, or the flat 149 USD
 * bundle as soon as 'all' is chosen. The web app shows it; the server recomputes it for every order.
 */
export function orderTotalUsd(niches: readonly string[]): number {
  if (niches.includes(ALL_NICHES_ID)) return ALL_NICHES_BUNDLE_USD;
  return new Set(niches).size * PRICE_PER_NICHE_USD;
}

export function orderNicheLabel(id: string): string {
  return ORDER_NICHES.find((niche) => niche.id === id)?.label ?? id;
}
