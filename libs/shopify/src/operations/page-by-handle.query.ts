import { defineQuery, type Gid } from './operation';

export interface PageSummary {
  id: Gid;
  handle: string;
  title: string;
  isPublished: boolean;
}

export interface PageByHandleVariables {
  /** Shopify search syntax, e.g. `handle:about-us` (see `pageHandleQuery`). */
  query: string;
}

export interface PageByHandleResult {
  pages: { nodes: PageSummary[] };
}

/** Builds the search string for one handle; quotes keep hyphens literal. */
export function pageHandleQuery(handle: string): string {
  return `handle:'${handle.replace(/['\\]/g, '')}'`;
}

export const PageByHandleQuery = defineQuery<PageByHandleVariables, PageByHandleResult>(
  'PageByHandle',
  /* GraphQL */ `
query PageByHandle($query: String!) {
  pages(first: 1, query: $query) {
    nodes { id handle title isPublished }
  }
}`,
);
