import { ApiError } from './api-client';

/** The catalogue's network-failure text, shared by every public form. */
export const NETWORK_ERROR_MESSAGE = 'Došlo je do greške. Molimo pokušajte ponovo.';

/**
 * What a visitor sees when a request fails: the server's own `{ message }` when it answered,
 * `serverFallback` when it answered without one, and the network text when it never answered.
 */
export function errorMessageFor(error: unknown, serverFallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? serverFallback;
  return NETWORK_ERROR_MESSAGE;
}
