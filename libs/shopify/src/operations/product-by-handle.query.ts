import { defineQuery, type Gid } from './operation';
import type { ProductStatus } from './product-set.mutation';

export interface ProductByHandleVariables {
  handle: string;
}

export interface ProductByHandleResult {
  productByIdentifier: { id: Gid; handle: string; title: string; status: ProductStatus } | null;
}

/** `productByHandle` is deprecated in 2026-10; `productByIdentifier` replaces it. */
export const ProductByHandleQuery = defineQuery<ProductByHandleVariables, ProductByHandleResult>(
  'ProductByHandle',
  /* GraphQL */ `
query ProductByHandle($handle: String!) {
  productByIdentifier(identifier: { handle: $handle }) { id handle title status }
}`,
);
