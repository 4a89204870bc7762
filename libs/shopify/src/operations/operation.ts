/**
 * One GraphQL operation: its document, what kind it is, and (for mutations) the payload field whose
 * `userErrors` the client checks. The two type parameters are phantom: they only carry the variable
 * and result types to `client.request()`.
 */
export interface GraphqlOperation<TVariables, TResult> {
  readonly name: string;
  readonly kind: 'query' | 'mutation';
  readonly document: string;
  /** Mutations: the root field whose payload holds `userErrors` (e.g. `themeCreate`). */
  readonly payloadField?: string;
  /** Never set: lets TypeScript infer variables and result from the operation value. */
  readonly __types?: { variables: TVariables; result: TResult };
}

/** Any operation, for lists (type parameters erased). */
export type AnyOperation = Pick<GraphqlOperation<unknown, unknown>, 'name' | 'kind' | 'document' | 'payloadField'>;

export type VariablesOf<O> = O extends GraphqlOperation<infer V, unknown> ? V : never;
export type ResultOf<O> = O extends GraphqlOperation<never, infer R> ? R : O extends GraphqlOperation<unknown, infer R> ? R : never;

export function defineQuery<TVariables, TResult>(name: string, document: string): GraphqlOperation<TVariables, TResult> {
  return Object.freeze({ name, kind: 'query' as const, document: document.trim() });
}

export function defineMutation<TVariables, TResult>(name: string, payloadField: string, document: string): GraphqlOperation<TVariables, TResult> {
  return Object.freeze({ name, kind: 'mutation' as const, payloadField, document: document.trim() });
}

/** A mutation's user error as Shopify returns it. */
export interface UserErrorShape {
  field?: string[] | null;
  message: string;
  code?: string | null;
}

/** Shopify global ids are opaque strings (`gid://shopify/Product/1`). */
export type Gid = string;

export type EmptyVariables = Record<string, never>;
