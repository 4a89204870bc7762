import { ALL_NICHES_ID, ORDER_NICHES, countryLabel, orderNicheLabel } from '@ducan/contracts';

export interface AddressLines {
  firstName: string;
  lastName: string;
  address: string;
  apartment?: string | null;
  city: string;
  country: string;
  state?: string | null;
  postalCode: string;
}

/** An address the way it goes on a parcel, one line per row. */
export function formatAddress(address: AddressLines): string {
  return [
    `${address.firstName} ${address.lastName}`,
    address.apartment ? `${address.address}, ${address.apartment}` : address.address,
    `${address.postalCode} ${address.city}${address.state ? `, ${address.state}` : ''}`,
    countryLabel(address.country),
  ].join('\n');
}

/** "Elektronika, Nakit", or the bundle with what it contains. */
export function formatNiches(niches: readonly string[]): string {
  if (niches.includes(ALL_NICHES_ID)) {
    const singles = ORDER_NICHES.filter((niche) => niche.id !== ALL_NICHES_ID).map((niche) => niche.label);
    return `${orderNicheLabel(ALL_NICHES_ID)}: ${singles.join(', ')}`;
  }
  return niches.map(orderNicheLabel).join(', ');
}
