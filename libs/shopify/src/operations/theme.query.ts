import { defineQuery, type Gid } from './operation';
import type { ThemeSummary } from './themes.query';

export interface ThemeVariables {
  id: Gid;
}

export interface ThemeResult {
  theme: ThemeSummary | null;
}

/** Polled after themeCreate until `processing` is false. */
export const ThemeQuery = defineQuery<ThemeVariables, ThemeResult>(
  'Theme',
  /* GraphQL */ `
query Theme($id: ID!) {
  theme(id: $id) { id name role processing processingFailed }
}`,
);
