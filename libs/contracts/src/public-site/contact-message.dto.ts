import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { EMAIL_INVALID_MESSAGE, EMAIL_MAX, EMAIL_REQUIRED_MESSAGE, NAME_MAX, PHONE_MESSAGE, PHONE_PATTERN, blankToUndefined, trimString } from './field-rules';

/** The label the MasterClass form puts before its message (second specification §7). */
export const MASTERCLASS_APPLICATION_LABEL = '[MasterClass aplikacija]';
export const CONTACT_SUCCESS_MESSAGE = 'Hvala vam na poruci! Odgovorićemo vam u roku od 24 sata.';
export const MASTERCLASS_SUCCESS_MESSAGE = 'Hvala vam na aplikaciji! Kontaktiraćemo vas u narednih 24 sata.';
export const CONTACT_MESSAGE_MAX = 5000;

/** A message that starts with a MasterClass label ("[MasterClass aplikacija] …", "MasterClass application: …"). */
export function isMasterclassApplication(message: unknown): boolean {
  return typeof message === 'string' && /^\s*\[?\s*masterclass\b/i.test(message);
}

/** POST /api/contact: the contact form (name, email, message) and the MasterClass application (+ phone). */
export class ContactMessageDto {
  @Transform(trimString)
  @MaxLength(NAME_MAX, { message: `Ime može imati najviše ${NAME_MAX} karaktera` })
  @IsNotEmpty({ message: 'Unesite ime' })
  @IsString({ message: 'Unesite ime' })
  name!: string;

  @Transform(trimString)
  @IsEmail({}, { message: EMAIL_INVALID_MESSAGE })
  @MaxLength(EMAIL_MAX, { message: EMAIL_INVALID_MESSAGE })
  @IsNotEmpty({ message: EMAIL_REQUIRED_MESSAGE })
  @IsString({ message: EMAIL_REQUIRED_MESSAGE })
  email!: string;

  @Transform(trimString)
  @MaxLength(CONTACT_MESSAGE_MAX, { message: `Poruka može imati najviše ${CONTACT_MESSAGE_MAX} karaktera` })
  @IsNotEmpty({ message: 'Unesite poruku' })
  @IsString({ message: 'Unesite poruku' })
  message!: string;

  /** Optional on the contact form, required on a MasterClass application. */
  @Transform(blankToUndefined)
  @ValidateIf((dto: ContactMessageDto) => dto.phone !== undefined || isMasterclassApplication(dto.message))
  @Matches(PHONE_PATTERN, { message: PHONE_MESSAGE })
  @MaxLength(30, { message: PHONE_MESSAGE })
  @IsString({ message: 'Unesite broj telefona' })
  phone?: string;
}
