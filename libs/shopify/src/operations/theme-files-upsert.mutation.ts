import { defineMutation, type Gid, type UserErrorShape } from './operation';

export interface ThemeFileInput {
  filename: string;
  body: { type: 'TEXT' | 'BASE64' | 'URL'; value: string };
}

export interface ThemeFilesUpsertVariables {
  themeId: Gid;
  /** At most 50 files per call. */
  files: ThemeFileInput[];
}

export interface ThemeFilesUpsertResult {
  themeFilesUpsert: {
    upsertedThemeFiles: { filename: string; checksumMd5: string | null }[] | null;
    job: { id: Gid; done: boolean } | null;
    userErrors: (UserErrorShape & { filename?: string | null })[];
  } | null;
}

export const THEME_FILES_PER_UPSERT = 50;

export const ThemeFilesUpsertMutation = defineMutation<ThemeFilesUpsertVariables, ThemeFilesUpsertResult>(
  'ThemeFilesUpsert',
  'themeFilesUpsert',
  /* GraphQL */ `
mutation ThemeFilesUpsert($themeId: ID!, $files: [OnlineStoreThemeFilesUpsertFileInput!]!) {
  themeFilesUpsert(themeId: $themeId, files: $files) {
    upsertedThemeFiles { filename checksumMd5 }
    job { id done }
    userErrors { field message code filename }
  }
}`,
);
