/** The twenty countries of the order form (ISO 3166-1 alpha-2 codes are what an order stores). */
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

export type CountryCode = (typeof COUNTRIES)[number]['value'];
export const COUNTRY_CODES: readonly string[] = COUNTRIES.map((country) => country.value);
/** The country whose orders need a state from US_STATES. */
export const UNITED_STATES = 'US';

/** The 50 US states (USPS codes). */
export const US_STATES: readonly { value: string; label: string }[] = [
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

export const US_STATE_CODES: readonly string[] = US_STATES.map((state) => state.value);

export function countryLabel(code: string): string {
  return COUNTRIES.find((country) => country.value === code)?.label ?? code;
}
