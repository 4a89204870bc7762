import { defineQuery, type Gid } from './operation';
import type { ThemeSummary } from './themes.query';

export type ThemeFileBody =
  | { __typename: 'OnlineStoreThemeFileBodyText'; content: string }
  | { __typename: 'OnlineStoreThemeFileBodyBase64'; contentBase64: string }
  | { __typename: 'OnlineStoreThemeFileBodyUrl'; url: string };

export interface ThemeFile {
  filename: string;
  checksumMd5: string | null;
  body: ThemeFileBody;
}

export interface ThemeFilesVariables {
  id: Gid;
  filenames: string[];
  first?: number;
}

export interface ThemeFilesResult {
  theme: (ThemeSummary & { files: { nodes: ThemeFile[] } | null }) | null;
}

/** Reads theme files (e.g. config/settings_data.json) so a build merges instead of overwriting. */
export const ThemeFilesQuery = defineQuery<ThemeFilesVariables, ThemeFilesResult>(
  'ThemeFiles',
  /* GraphQL */ `
query ThemeFiles($id: ID!, $filenames: [String!], $first: Int = 50) {
  theme(id: $id) {
    id name role processing processingFailed
    files(filenames: $filenames, first: $first) {
      nodes {
        filename
        checksumMd5
        body {
          __typename
          ... on OnlineStoreThemeFileBodyText { content }
          ... on OnlineStoreThemeFileBodyBase64 { contentBase64 }
          ... on OnlineStoreThemeFileBodyUrl { url }
        }
      }
    }
  }
}`,
);
