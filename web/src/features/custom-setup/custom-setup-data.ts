/** Order niches of the first specification (§3) with their Serbian labels. */
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

export const PRICE_PER_NICHE_USD = 20;
export const ALL_NICHES_BUNDLE_USD = 149;
/** 9 single niches at 20 USD cost 180; the bundle saves 31. */
export const BUNDLE_SAVING_USD = (ORDER_NICHES.length - 1) * PRICE_PER_NICHE_USD - ALL_NICHES_BUNDLE_USD;

/** The running total: 20 USD per niche, or the flat 149 USD bundle once 'all' is chosen. */
export function orderTotalUsd(niches: readonly string[]): number {
  if (niches.includes('all')) return ALL_NICHES_BUNDLE_USD;
  return new Set(niches).size * PRICE_PER_NICHE_USD;
}

/** Twenty countries (ISO 3166-1 alpha-2 codes are what the order stores). */
export const COUNTRIES = [
  { value: 'RS', label: 'Srbija' },
  { value: 'BA', label: 'Bosna i Hercegovina' },
  { value: 'ME', label: 'Crna Gora' },
  { value: 'HR', label: 'Hrvatska' },
  { value: 'MK', label: 'Severna Makedonija' },
  { value: 'SI', label: 'Slovenija' },
  { value: 'AL', label: 'Albanija' },
  { value: 'BG', label: 'Bugarska' },
  { value: 'RO', label: 'Rumunija' },
  { value: 'HU', label: 'Mađarska' },
  { value: 'GR', label: 'Grčka' },
  { value: 'AT', label: 'Austrija' },
  { value: 'DE', label: 'Nemačka' },
  { value: 'CH', label: 'Švajcarska' },
  { value: 'IT', label: 'Italija' },
  { value: 'FR', label: 'Francuska' },
  { value: 'NL', label: 'Holandija' },
  { value: 'GB', label: 'Ujedinjeno Kraljevstvo' },
  { value: 'US', label: 'Sjedinjene Američke Države' },
  { value: 'CA', label: 'Kanada' },
] as const;

/** The 50 US states (USPS codes), asked only when the country is the United States. */
export const US_STATES = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['FL', 'Florida'], ['GA', 'Georgia'],
  ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'],
  ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'],
  ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'],
  ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'],
  ['OK', 'Oklahoma'], ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'],
  ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'],
  ['VA', 'Virginia'], ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
].map(([value, label]) => ({ value, label }));
