import { defineMutation, type Gid, type UserErrorShape } from './operation';

export type ProductStatus = 'ACTIVE' | 'ARCHIVED' | 'DRAFT' | 'UNLISTED';

export interface ProductSetInput {
  title?: string | null;
  handle?: string | null;
  descriptionHtml?: string | null;
  vendor?: string | null;
  productType?: string | null;
  tags?: string[] | null;
  /** A product is visible on the storefront only when ACTIVE (and published). */
  status?: ProductStatus | null;
  /** Collections the product belongs to; the list replaces the existing memberships. */
  collections?: Gid[] | null;
  productOptions?: { name: string; position?: number | null; values: { name: string }[] }[] | null;
  variants?: {
    optionValues: { optionName: string; name: string }[];
    price?: string | null;
    compareAtPrice?: string | null;
    sku?: string | null;
    inventoryPolicy?: 'CONTINUE' | 'DENY' | null;
  }[] | null;
  files?: { originalSource: string; contentType?: 'IMAGE' | null; alt?: string | null }[] | null;
  seo?: { title?: string | null; description?: string | null } | null;
}

export interface ProductSetVariables {
  input: ProductSetInput;
  identifier: { handle: string };
}

export interface ProductSetProduct {
  id: Gid;
  handle: string;
  title: string;
  status: ProductStatus;
  variants: { nodes: { id: Gid; title: string; price: string }[] };
}

export interface ProductSetResult {
  productSet: { product: ProductSetProduct | null; userErrors: UserErrorShape[] } | null;
}

/**
 * An upsert keyed by handle, run synchronously (passed explicitly, as Shopify recommends).
 * List fields in the input (variants, files, collections) replace what the product had.
 * Only the first 5 variants are read back: a connection's requested cost grows with `first`, and a
 * build's 32 upserts and their publishes are in flight together within one Standard bucket (2000
 * points): ~17 requested points each instead of 112 with `first: 100`.
 */
export const ProductSetMutation = defineMutation<ProductSetVariables, ProductSetResult>(
  'ProductSet',
  'productSet',
  /* GraphQL */ `
mutation ProductSet($input: ProductSetInput!, $identifier: ProductSetIdentifiers) {
  productSet(input: $input, identifier: $identifier, synchronous: true) {
    product {
      id handle title status
      variants(first: 5) { nodes { id title price } }
    }
    userErrors { field message code }
  }
}`,
);
