import { defineQuery, type Gid } from './operation';
import type { ProductStatus } from './product-set.mutation';

export interface ProductByHandleVariables {
  handle: string;
}

export interface ProductByHandleResult {
  productByHandle: { id: Gid; handle: string; title: string; status: ProductStatus } | null;
}

/**
 * `productByHandle` is deprecated in 2026-10 (still served) in favour of `productByIdentifier`; we keep
 * it because our sandbox implements it. Switching is a one-line change here.
 */
export const ProductByHandleQuery = defineQuery<ProductByHandleVariables, ProductByHandleResult>(
  'ProductByHandle',
  /* GraphQL */ `
query ProductByHandle($handle: String!) {
  productByHandle(handle: $handle) { id handle title status }
}`,
);
