import { defineMutation, type Gid, type UserErrorShape } from './operation';
import type { ThemeSummary } from './themes.query';

export interface ThemePublishVariables {
  id: Gid;
}

export interface ThemePublishResult {
  themePublish: { theme: ThemeSummary | null; userErrors: UserErrorShape[] } | null;
}

/** Fails with CANNOT_PUBLISH_THEME_DURING_INSTALL while the theme is still processing. */
export const ThemePublishMutation = defineMutation<ThemePublishVariables, ThemePublishResult>(
  'ThemePublish',
  'themePublish',
  /* GraphQL */ `
mutation ThemePublish($id: ID!) {
  themePublish(id: $id) {
    theme { id name role processing processingFailed }
    userErrors { field message code }
  }
}`,
);
