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
  collectionByIdentifier: CollectionSummary | null;
}

/** `collectionByHandle` is deprecated in 2026-10; `collectionByIdentifier` replaces it. */
export const CollectionByHandleQuery = defineQuery<CollectionByHandleVariables, CollectionByHandleResult>(
  'CollectionByHandle',
  /* GraphQL */ `
query CollectionByHandle($handle: String!) {
  collectionByIdentifier(identifier: { handle: $handle }) { id handle title }
}`,
);
