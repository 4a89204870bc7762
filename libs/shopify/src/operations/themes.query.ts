import { defineQuery, type Gid } from './operation';

export type ThemeRole = 'ARCHIVED' | 'DEMO' | 'DEVELOPMENT' | 'LOCKED' | 'MAIN' | 'MOBILE' | 'UNPUBLISHED';

export interface ThemeSummary {
  id: Gid;
  name: string;
  role: ThemeRole;
  processing: boolean;
  processingFailed: boolean;
}

export interface ThemesVariables {
  first: number;
  roles?: ThemeRole[] | null;
  names?: string[] | null;
}

export interface ThemesResult {
  themes: { nodes: ThemeSummary[] } | null;
}

/** Lists themes (to find an earlier install by name: themeCreate is not idempotent) and counts them. */
export const ThemesQuery = defineQuery<ThemesVariables, ThemesResult>(
  'Themes',
  /* GraphQL */ `
query Themes($first: Int!, $roles: [ThemeRole!], $names: [String!]) {
  themes(first: $first, roles: $roles, names: $names) {
    nodes { id name role processing processingFailed }
  }
}`,
);
