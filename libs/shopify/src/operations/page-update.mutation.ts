import { defineMutation, type Gid, type UserErrorShape } from './operation';
import type { PageSummary } from './page-by-handle.query';
import type { PageInput } from './page-create.mutation';

export interface PageUpdateVariables {
  id: Gid;
  page: Partial<PageInput>;
}

export interface PageUpdateResult {
  pageUpdate: { page: PageSummary | null; userErrors: UserErrorShape[] } | null;
}

export const PageUpdateMutation = defineMutation<PageUpdateVariables, PageUpdateResult>(
  'PageUpdate',
  'pageUpdate',
  /* GraphQL */ `
mutation PageUpdate($id: ID!, $page: PageUpdateInput!) {
  pageUpdate(id: $id, page: $page) {
    page { id handle title isPublished }
    userErrors { field message code }
  }
}`,
);
