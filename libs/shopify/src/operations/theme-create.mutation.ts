import { defineMutation, type UserErrorShape } from './operation';
import type { ThemeRole, ThemeSummary } from './themes.query';

export interface ThemeCreateVariables {
  /** A public zip URL (or a staged upload URL). */
  source: string;
  name?: string | null;
  role?: Extract<ThemeRole, 'UNPUBLISHED' | 'DEVELOPMENT'> | null;
}

export interface ThemeCreateResult {
  themeCreate: { theme: ThemeSummary | null; userErrors: UserErrorShape[] } | null;
}

/** Not idempotent: look the theme up by name first (ThemesQuery). */
export const ThemeCreateMutation = defineMutation<ThemeCreateVariables, ThemeCreateResult>(
  'ThemeCreate',
  'themeCreate',
  /* GraphQL */ `
mutation ThemeCreate($source: URL!, $name: String, $role: ThemeRole) {
  themeCreate(source: $source, name: $name, role: $role) {
    theme { id name role processing processingFailed }
    userErrors { field message code }
  }
}`,
);
