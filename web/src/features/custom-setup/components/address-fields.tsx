import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import type { OrderAddress } from '../api/create-custom-order';
import { COUNTRIES, US_STATES } from '@ducan/contracts';

export const EMPTY_ADDRESS: OrderAddress = { firstName: '', lastName: '', address: '', apartment: '', city: '', country: 'RS', state: '', postalCode: '' };

interface AddressFieldsProps {
  idPrefix: string;
  value: OrderAddress;
  onChange: (next: OrderAddress) => void;
  /** Names are asked in the contact section for the shipping address. */
  withNames?: boolean;
}

/** Street, apartment, city, country (20), US state (50, only for the US) and postal code. */
export function AddressFields({ idPrefix, value, onChange, withNames = false }: AddressFieldsProps) {
  const set = (key: keyof OrderAddress) => (event: { target: { value: string } }) => onChange({ ...value, [key]: event.target.value });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {withNames ? (
        <>
          <div className="grid gap-1.5">
            <Label htmlFor={`${idPrefix}-firstName`}>Ime</Label>
            <Input id={`${idPrefix}-firstName`} autoComplete="billing given-name" value={value.firstName} onChange={set('firstName')} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${idPrefix}-lastName`}>Prezime</Label>
            <Input id={`${idPrefix}-lastName`} autoComplete="billing family-name" value={value.lastName} onChange={set('lastName')} />
          </div>
        </>
      ) : null}
      <div className="grid gap-1.5 sm:col-span-2">
        <Label htmlFor={`${idPrefix}-address`}>Adresa</Label>
        <Input id={`${idPrefix}-address`} autoComplete="address-line1" placeholder="Ulica i broj" value={value.address} onChange={set('address')} />
      </div>
      <div className="grid gap-1.5 sm:col-span-2">
        <Label htmlFor={`${idPrefix}-apartment`}>Stan, sprat (opciono)</Label>
        <Input id={`${idPrefix}-apartment`} autoComplete="address-line2" value={value.apartment} onChange={set('apartment')} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-city`}>Grad</Label>
        <Input id={`${idPrefix}-city`} autoComplete="address-level2" value={value.city} onChange={set('city')} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-postalCode`}>Poštanski broj</Label>
        <Input id={`${idPrefix}-postalCode`} autoComplete="postal-code" inputMode="numeric" value={value.postalCode} onChange={set('postalCode')} />
      </div>
      <div className="grid gap-1.5">
        <Label id={`${idPrefix}-country-label`}>Država</Label>
        <Select
          id={`${idPrefix}-country`}
          aria-labelledby={`${idPrefix}-country-label`}
          options={COUNTRIES}
          value={value.country}
          onValueChange={(country) => onChange({ ...value, country, state: country === 'US' ? value.state : '' })}
        />
      </div>
      {value.country === 'US' ? (
        <div className="grid gap-1.5">
          <Label id={`${idPrefix}-state-label`}>Savezna država</Label>
          <Select id={`${idPrefix}-state`} aria-labelledby={`${idPrefix}-state-label`} options={US_STATES} placeholder="Izaberite državu" value={value.state || undefined} onValueChange={(state) => onChange({ ...value, state })} />
        </div>
      ) : null}
    </div>
  );
}
