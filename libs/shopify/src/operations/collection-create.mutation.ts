import { defineMutation, type UserErrorShape } from './operation';
import type { CollectionSummary } from './collection-by-handle.query';

export interface CollectionCreateVariables {
  collection: { title: string; handle?: string | null; descriptionHtml?: string | null };
}

export interface CollectionCreateResult {
  collectionCreate: { collection: CollectionSummary | null; userErrors: UserErrorShape[] } | null;
}

/**
 * Creates a manual collection (`input:` is deprecated in 2026-10; `collection:` replaces it).
 * Products join it through productSet's `collections` list (collectionAddProducts is deprecated).
 */
export const CollectionCreateMutation = defineMutation<CollectionCreateVariables, CollectionCreateResult>(
  'CollectionCreate',
  'collectionCreate',
  /* GraphQL */ `
mutation CollectionCreate($collection: CollectionCreateInput!) {
  collectionCreate(collection: $collection) {
    collection { id handle title }
    userErrors { field message }
  }
}`,
);
