/** What a store build needs (write implies read on Shopify, but installs grant both handles). */
export const REQUIRED_SCOPES = [
  'write_themes',
  'write_products',
  'write_publications',
  'write_online_store_pages',
  'write_online_store_navigation',
  'write_files',
] as const;

/** The scope string requested in the OAuth install link. */
export const OAUTH_SCOPES = REQUIRED_SCOPES.flatMap((scope) => [scope.replace(/^write_/, 'read_'), scope]).join(',');

/** Required scopes not covered by `granted` (a `write_` grant covers its `read_`). */
export function missingScopes(granted: readonly string[], required: readonly string[] = REQUIRED_SCOPES): string[] {
  const have = new Set(granted);
  return required.filter((scope) => !have.has(scope) && !(scope.startsWith('read_') && have.has(scope.replace(/^read_/, 'write_'))));
}
