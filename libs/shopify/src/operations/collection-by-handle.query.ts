import { defineQuery, type Gid } from './operation';

export interface CollectionSummary {
  id: Gid;
  handle: string;
  title: string;
}

export interface CollectionByHandleVariables {
  handle: string;
}

export interface CollectionByHandleResult {
  collectionByHandle: CollectionSummary | null;
}

/**
 * `collectionByHandle` is deprecated in 2026-10 (still served) in favour of `collectionByIdentifier`;
 * we keep it because our sandbox implements it. Switching is a one-line change here.
 */
export const CollectionByHandleQuery = defineQuery<CollectionByHandleVariables, CollectionByHandleResult>(
  'CollectionByHandle',
  /* GraphQL */ `
query CollectionByHandle($handle: String!) {
  collectionByHandle(handle: $handle) { id handle title }
}`,
);
