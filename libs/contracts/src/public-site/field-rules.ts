/** Shared input rules of the public forms (browser-safe: the web app validates with the same). */
export const trimString = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Optional text fields arrive as '' from the forms: treat that as "not given". */
export const blankToUndefined = ({ value }: { value: unknown }) => {
  const trimmed = typeof value === 'string' ? value.trim() : value;
  return trimmed === '' || trimmed === null ? undefined : trimmed;
};

/** +381 64 123 4567, 064/123-4567, (011) 405 6720 … : 6 to 15 digits with the usual separators. */
export const PHONE_PATTERN = /^(?=(?:\D*\d){6,15}\D*$)\+?[\d\s\-()/.]{6,25}$/;
export const PHONE_MESSAGE = 'Unesite ispravan broj telefona, npr. +381 64 123 4567';
export const EMAIL_REQUIRED_MESSAGE = 'Unesite e-mail adresu';
export const EMAIL_INVALID_MESSAGE = 'Unesite ispravnu e-mail adresu, npr. ime@primer.rs';
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
