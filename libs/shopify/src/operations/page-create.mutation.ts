import { defineMutation, type UserErrorShape } from './operation';
import type { PageSummary } from './page-by-handle.query';

export interface PageInput {
  title: string;
  body?: string | null;
  handle?: string | null;
  isPublished?: boolean | null;
  templateSuffix?: string | null;
}

export interface PageCreateVariables {
  page: PageInput;
}

export interface PageCreateResult {
  pageCreate: { page: PageSummary | null; userErrors: UserErrorShape[] } | null;
}

/** Codes: TAKEN (handle in use), INVALID_VALUE, TOO_LONG. */
export const PageCreateMutation = defineMutation<PageCreateVariables, PageCreateResult>(
  'PageCreate',
  'pageCreate',
  /* GraphQL */ `
mutation PageCreate($page: PageCreateInput!) {
  pageCreate(page: $page) {
    page { id handle title isPublished }
    userErrors { field message code }
  }
}`,
);
