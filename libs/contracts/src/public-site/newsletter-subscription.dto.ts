import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { EMAIL_INVALID_MESSAGE, EMAIL_MAX, EMAIL_REQUIRED_MESSAGE, NAME_MAX, trimString } from './field-rules';

/** What the landing page's form subscribes with (first specification §7). */
export const NEWSLETTER_SOURCE = 'landing_page_cta';
export const NEWSLETTER_SOURCES = [NEWSLETTER_SOURCE, 'footer', 'masterclass', 'custom_setup', 'contact'] as const;
export const NEWSLETTER_INTERESTS = ['shopify', 'ecommerce', 'dropshipping'] as const;
export const NEWSLETTER_SUBSCRIBED_MESSAGE = 'Uspešno ste se pretplatili! Proverite inbox — poslali smo vam e-mail dobrodošlice.';
export const NEWSLETTER_ALREADY_SUBSCRIBED_MESSAGE = 'Već ste pretplaćeni na naš newsletter. Hvala!';

/** POST /api/newsletter. */
export class NewsletterSubscriptionDto {
  @Transform(trimString)
  @IsEmail({}, { message: EMAIL_INVALID_MESSAGE })
  @MaxLength(EMAIL_MAX, { message: EMAIL_INVALID_MESSAGE })
  @IsNotEmpty({ message: EMAIL_REQUIRED_MESSAGE })
  @IsString({ message: EMAIL_REQUIRED_MESSAGE })
  email!: string;

  @Transform(trimString)
  @MaxLength(NAME_MAX, { message: `Ime može imati najviše ${NAME_MAX} karaktera` })
  @IsNotEmpty({ message: 'Unesite ime' })
  @IsString({ message: 'Unesite ime' })
  name!: string;

  @IsOptional()
  @IsIn(NEWSLETTER_SOURCES, { message: `Izvor prijave mora biti jedan od: ${NEWSLETTER_SOURCES.join(', ')}` })
  source: string = NEWSLETTER_SOURCE;

  @IsOptional()
  @IsIn(NEWSLETTER_INTERESTS, { each: true, message: `Interesovanja mogu biti: ${NEWSLETTER_INTERESTS.join(', ')}` })
  @ArrayMaxSize(NEWSLETTER_INTERESTS.length, { message: `Interesovanja mogu biti: ${NEWSLETTER_INTERESTS.join(', ')}` })
  @IsArray({ message: `Interesovanja moraju biti lista: ${NEWSLETTER_INTERESTS.join(', ')}` })
  interests: string[] = [...NEWSLETTER_INTERESTS];
}
