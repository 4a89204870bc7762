import { defineMutation, type Gid, type UserErrorShape } from './operation';
import type { CollectionSummary } from './collection-by-handle.query';

export interface CollectionAddProductsVariables {
  id: Gid;
  productIds: Gid[];
}

export interface CollectionAddProductsResult {
  collectionAddProducts: { collection: CollectionSummary | null; userErrors: UserErrorShape[] } | null;
}

/**
 * Adds products to a manual collection synchronously. Deprecated in 2026-10 (but still served) in
 * favour of collection sources; prefer productSet's `collections` list when upserting products.
 */
export const CollectionAddProductsMutation = defineMutation<CollectionAddProductsVariables, CollectionAddProductsResult>(
  'CollectionAddProducts',
  'collectionAddProducts',
  /* GraphQL */ `
mutation CollectionAddProducts($id: ID!, $productIds: [ID!]!) {
  collectionAddProducts(id: $id, productIds: $productIds) {
    collection { id handle title }
    userErrors { field message }
  }
}`,
);
