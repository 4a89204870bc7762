import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { COUNTRY_CODES, UNITED_STATES, US_STATE_CODES } from './order-addresses';
import { ORDER_NICHE_IDS } from './order-pricing';
import { EMAIL_INVALID_MESSAGE, EMAIL_MAX, EMAIL_REQUIRED_MESSAGE, NAME_MAX, PHONE_MESSAGE, PHONE_PATTERN, blankToUndefined, trimString } from './field-rules';

export const CUSTOM_ORDER_SUCCESS_MESSAGE =
  'Hvala na porudžbini! Poslali smo potvrdu na vaš e-mail i javićemo vam se u roku od 24 sata sa sledećim koracima.';

const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/;
const uniqueList = ({ value }: { value: unknown }) => (Array.isArray(value) ? [...new Set(value)] : value);

/** The address fields shared by shipping and billing. */
class AddressFields {
  @Transform(trimString)
  @MaxLength(200, { message: 'Adresa može imati najviše 200 karaktera' })
  @IsNotEmpty({ message: 'Unesite adresu (ulicu i broj)' })
  @IsString({ message: 'Unesite adresu (ulicu i broj)' })
  address!: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @MaxLength(100, { message: 'Stan, sprat ili ulaz može imati najviše 100 karaktera' })
  @IsString({ message: 'Stan, sprat ili ulaz mora biti tekst' })
  apartment?: string;

  @Transform(trimString)
  @MaxLength(100, { message: 'Grad može imati najviše 100 karaktera' })
  @IsNotEmpty({ message: 'Unesite grad' })
  @IsString({ message: 'Unesite grad' })
  city!: string;

  @Transform(trimString)
  @IsIn(COUNTRY_CODES, { message: 'Izaberite državu sa liste' })
  country!: string;

  /** One of the 50 US states when the country is the United States; otherwise optional text. */
  @Transform(blankToUndefined)
  @ValidateIf((fields: AddressFields) => fields.country === UNITED_STATES || fields.state !== undefined)
  @IsIn(US_STATE_CODES, { message: 'Izaberite saveznu državu sa liste' })
  @IsString({ message: 'Izaberite saveznu državu' })
  state?: string;

  @Transform(trimString)
  @Matches(POSTAL_CODE, { message: 'Unesite ispravan poštanski broj, npr. 11000' })
  @IsNotEmpty({ message: 'Unesite poštanski broj' })
  @IsString({ message: 'Unesite poštanski broj' })
  postalCode!: string;
}

/** A billing address different from the shipping one. */
export class BillingAddressDto extends AddressFields {
  @Transform(trimString)
  @MaxLength(NAME_MAX, { message: `Ime može imati najviše ${NAME_MAX} karaktera` })
  @IsNotEmpty({ message: 'Unesite ime za naplatu' })
  @IsString({ message: 'Unesite ime za naplatu' })
  firstName!: string;

  @Transform(trimString)
  @MaxLength(NAME_MAX, { message: `Prezime može imati najviše ${NAME_MAX} karaktera` })
  @IsNotEmpty({ message: 'Unesite prezime za naplatu' })
  @IsString({ message: 'Unesite prezime za naplatu' })
  lastName!: string;
}

/**
 * POST /api/custom-orders (the /custom-setup form, first specification §3). No price field: the
 * server computes the total from `niches`.
 */
export class CustomOrderDto extends AddressFields {
  @Transform(uniqueList)
  @IsIn(ORDER_NICHE_IDS, { each: true, message: `Nepoznata niša. Dozvoljene su: ${ORDER_NICHE_IDS.join(', ')}` })
  @ArrayMaxSize(ORDER_NICHE_IDS.length, { message: 'Izaberite najviše sve ponuđene niše' })
  @ArrayNotEmpty({ message: 'Izaberite bar jednu nišu' })
  @IsArray({ message: 'Izaberite bar jednu nišu' })
  niches!: string[];

  @Transform(trimString)
  @MaxLength(NAME_MAX, { message: `Ime može imati najviše ${NAME_MAX} karaktera` })
  @IsNotEmpty({ message: 'Unesite ime' })
  @IsString({ message: 'Unesite ime' })
  firstName!: string;

  @Transform(trimString)
  @MaxLength(NAME_MAX, { message: `Prezime može imati najviše ${NAME_MAX} karaktera` })
  @IsNotEmpty({ message: 'Unesite prezime' })
  @IsString({ message: 'Unesite prezime' })
  lastName!: string;

  @Transform(trimString)
  @IsEmail({}, { message: EMAIL_INVALID_MESSAGE })
  @MaxLength(EMAIL_MAX, { message: EMAIL_INVALID_MESSAGE })
  @IsNotEmpty({ message: EMAIL_REQUIRED_MESSAGE })
  @IsString({ message: EMAIL_REQUIRED_MESSAGE })
  email!: string;

  @Transform(trimString)
  @Matches(PHONE_PATTERN, { message: PHONE_MESSAGE })
  @MaxLength(30, { message: PHONE_MESSAGE })
  @IsNotEmpty({ message: 'Unesite broj telefona' })
  @IsString({ message: 'Unesite broj telefona' })
  phone!: string;

  @IsBoolean({ message: 'Označite da li je adresa za naplatu ista kao adresa za isporuku' })
  useSameForBilling!: boolean;

  @ValidateIf((dto: CustomOrderDto) => dto.useSameForBilling === false)
  @ValidateNested()
  @Type(() => BillingAddressDto)
  @IsObject({ message: 'Unesite adresu za naplatu ili označite da je ista kao adresa za isporuku' })
  billingAddress?: BillingAddressDto;
}
