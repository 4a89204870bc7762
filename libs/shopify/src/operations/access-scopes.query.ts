import { defineQuery, type EmptyVariables } from './operation';

export interface AccessScopesResult {
  currentAppInstallation: { accessScopes: { handle: string }[] };
}

/** The scopes this token was granted; checked before a build (pre-flight). */
export const AccessScopesQuery = defineQuery<EmptyVariables, AccessScopesResult>(
  'AccessScopes',
  /* GraphQL */ `
query AccessScopes {
  currentAppInstallation { accessScopes { handle } }
}`,
);
