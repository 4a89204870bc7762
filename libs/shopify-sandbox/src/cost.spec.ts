import { Kind, parse, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { loadAdminSchema } from '@ducan/shopify-schema';
import { actualQueryCost, requestedQueryCost } from './cost';

const schema = loadAdminSchema();

function cost(query: string, variables: Record<string, unknown> = {}, data?: Record<string, unknown>) {
  const document = parse(query);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
  const fragments = Object.fromEntries(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]),
  );
  const root = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  if (!root) throw new Error('schema without root type');
  const ctx = { schema, fragments, variables };
  return data === undefined ? requestedQueryCost(operation, root, ctx) : actualQueryCost(operation, root, ctx, data);
}

describe('calculated query cost (Shopify rules)', () => {
  it('charges objects 1 and scalars 0', () => {
    expect(cost('{ shop { id name plan { shopifyPlus } } }')).toBe(2);
  });

  it('sizes connections as 2 + first × node, through edges or nodes, with variables and fragments', () => {
    expect(cost('{ products(first: 10) { edges { cursor node { id } } pageInfo { hasNextPage } } }')).toBe(12);
    expect(cost('query($n: Int) { products(first: $n) { nodes { ...P } } } fragment P on Product { id seo { title } }', { n: 4 })).toBe(2 + 4 * 2);
    expect(cost('{ products(last: 3) { nodes { id variants(first: 2) { nodes { id } } } } }')).toBe(2 + 3 * (1 + 2 + 2));
  });

  it('takes the most expensive member of a union or interface', () => {
    const q = `{ theme(id: "gid://shopify/OnlineStoreTheme/1") { files(first: 10) { nodes { body {
      ... on OnlineStoreThemeFileBodyText { content } ... on OnlineStoreThemeFileBodyUrl { url } } } } } }`;
    expect(cost(q)).toBe(1 + 2 + 10 * (1 + 1));
  });

  it('skips fields excluded by @skip / @include', () => {
    expect(cost('query($s: Boolean!) { shop { id } products(first: 50) @skip(if: $s) { nodes { id } } }', { s: true })).toBe(1);
  });

  it('charges a mutation 10, its payload objects included', () => {
    expect(cost('mutation { pageCreate(page: { title: "x" }) { page { id } userErrors { field message } } }')).toBe(10);
    expect(cost('mutation { productSet(input: { title: "x" }) { product { variants(first: 5) { nodes { id } } } } }')).toBe(10 + 2 + 5);
  });

  it('sizes the actual cost by what the connection returned', () => {
    const q = '{ products(first: 50) { nodes { id } } }';
    expect(cost(q, {}, { products: { nodes: [{ id: 'a' }, { id: 'b' }] } })).toBe(4);
    expect(cost('{ product(id: "gid://shopify/Product/1") { id seo { title } } }', {}, { product: null })).toBe(1);
  });
});
