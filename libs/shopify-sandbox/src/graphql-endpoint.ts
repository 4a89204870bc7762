import {
  execute,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  Kind,
  parse,
  validate,
  visit,
  BREAK,
  type ASTNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLFieldResolver,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import { actualQueryCost, requestedQueryCost, rootFields, type CostContext } from './cost';
import type { SandboxContext } from './resolvers/context';
import { IMPLEMENTED_MUTATIONS, IMPLEMENTED_QUERIES, rootValues } from './resolvers';
import { internalError, maxCostError, notImplemented, parseError, shopifyValidationError, throttledError } from './shopify-errors';
import { bucketOf } from './store';
import type { SandboxRedisState } from './redis-state';
import type { SandboxFaultSet, SandboxLogEntry } from './types';

export const MAX_QUERY_COST = 1000;

export interface GraphqlOutcome {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  operations: string[];
  requestedQueryCost: number | null;
  actualQueryCost: number | null;
  outcome: SandboxLogEntry['outcome'];
}

/**
 * Resolves a field from the presented object: a value, or a function (args, ctx, info). A field
 * the sandbox did not model is an error naming it — never a silent null.
 */
const fieldResolver: GraphQLFieldResolver<unknown, SandboxContext> = (source, args, ctx, info) => {
  if (source !== null && typeof source === 'object' && Object.prototype.hasOwnProperty.call(source, info.fieldName)) {
    const value = (source as Record<string, unknown>)[info.fieldName];
    return typeof value === 'function' ? (value as (a: unknown, c: unknown, i: unknown) => unknown)(args, ctx, info) : value;
  }
  throw notImplemented(`${info.parentType.name}.${info.fieldName}`);
};

/** graphql-ruby's `path` of a static error: operation label, then field names (and argument name). */
function staticPath(document: DocumentNode, target: ASTNode | undefined): string[] | undefined {
  if (!target) return undefined;
  let result: string[] | undefined;
  const stack: string[] = [];
  visit(document, {
    OperationDefinition: { enter: (n) => void stack.push(n.name ? `${n.operation} ${n.name.value}` : n.operation), leave: () => void stack.pop() },
    FragmentDefinition: { enter: (n) => void stack.push(`fragment ${n.name.value}`), leave: () => void stack.pop() },
    InlineFragment: { enter: (n) => void stack.push(n.typeCondition ? `... on ${n.typeCondition.name.value}` : '...'), leave: () => void stack.pop() },
    Field: {
      enter: (n) => {
        stack.push(n.alias?.value ?? n.name.value);
        if (n === target) {
          result = [...stack];
          return BREAK;
        }
        return undefined;
      },
      leave: () => void stack.pop(),
    },
    Argument: {
      enter: (n) => {
        if (n === target) {
          result = [...stack, n.name.value];
          return BREAK;
        }
        return undefined;
      },
    },
  });
  return result;
}

function withPath(formatted: GraphQLFormattedError, path: string[] | undefined): GraphQLFormattedError {
  if (!path) return formatted;
  const { message, locations, extensions } = formatted;
  return { message, ...(locations ? { locations } : {}), path, ...(extensions ? { extensions } : {}) };
}

const documentCache = new Map<string, DocumentNode | readonly GraphQLError[]>();

function parseCached(query: string): DocumentNode | readonly GraphQLError[] {
  let doc = documentCache.get(query);
  if (!doc) {
    try {
      doc = parse(query);
    } catch (error) {
      doc = [error as GraphQLError];
    }
    if (documentCache.size > 500) documentCache.clear();
    documentCache.set(query, doc);
  }
  return doc;
}

function formatExecutionError(error: GraphQLError): GraphQLFormattedError {
  const original = error.originalError;
  if (original && !(original instanceof GraphQLError) && !error.extensions?.['code']) {
    // A bug or an infrastructure failure: Shopify's INTERNAL_SERVER_ERROR shape, details to the log.
    console.error('[shopify-sandbox] resolver failed', original);
    return { ...internalError(), path: error.path };
  }
  return error.toJSON();
}

export class GraphqlEndpoint {
  private readonly roots = rootValues();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly redis: SandboxRedisState,
  ) {}

  async handle(ctx: SandboxContext, payload: unknown, faults: SandboxFaultSet): Promise<GraphqlOutcome> {
    const base = { operations: [] as string[], requestedQueryCost: null, actualQueryCost: null };
    const body = payload as { query?: unknown; variables?: unknown; operationName?: unknown } | null;
    if (!body || typeof body !== 'object' || typeof body.query !== 'string' || !body.query.trim()) {
      return { ...base, status: 400, body: { errors: { query: 'Required parameter missing or invalid' } }, outcome: 'invalid' };
    }
    const variables = body.variables && typeof body.variables === 'object' ? (body.variables as Record<string, unknown>) : {};
    const operationName = typeof body.operationName === 'string' ? body.operationName : undefined;
    const document = parseCached(body.query);
    if (!('kind' in document)) {
      return { ...base, status: 200, body: { errors: document.map(parseError) }, outcome: 'invalid' };
    }
    const validationErrors = validate(this.schema, document);
    if (validationErrors.length) {
      const errors = validationErrors.map((e) => withPath(shopifyValidationError(e), staticPath(document, e.nodes?.[0])));
      return { ...base, status: 200, body: { errors }, outcome: 'invalid' };
    }
    const operation = getOperationAST(document, operationName);
    if (!operation) {
      const message = operationName ? `No operation named "${operationName}"` : 'An operation name is required';
      return { ...base, status: 200, body: { errors: [{ message }] }, outcome: 'invalid' };
    }
    if (operation.operation === 'subscription') {
      return { ...base, status: 200, body: { errors: [notImplemented('subscriptions').toJSON()] }, outcome: 'invalid' };
    }
    const coerced = getVariableValues(this.schema, operation.variableDefinitions ?? [], variables);
    if (coerced.errors) {
      return { ...base, status: 200, body: { errors: coerced.errors.map(shopifyValidationError) }, outcome: 'invalid' };
    }
    const rootType = operation.operation === 'mutation' ? this.schema.getMutationType() : this.schema.getQueryType();
    if (!rootType) throw new Error('schema has no root type');
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments[def.name.value] = def;
    const costCtx: CostContext = { schema: this.schema, fragments, variables: coerced.coerced };
    const fields = [...rootFields(operation, rootType, costCtx).values()].map((nodes) => nodes[0].name.value).filter((n) => !n.startsWith('__'));
    const operations = [...new Set(fields)];
    const implemented = operation.operation === 'mutation' ? IMPLEMENTED_MUTATIONS : IMPLEMENTED_QUERIES;
    const missing = operations.filter((f) => !implemented.has(f));
    if (missing.length) {
      return { ...base, operations, status: 200, body: { errors: missing.map((f) => notImplemented(`the ${operation.operation} field ${f}`).toJSON()) }, outcome: 'invalid' };
    }
    if (faults.failOperations?.some((op) => operations.includes(op))) {
      return { ...base, operations, status: 200, body: { errors: [internalError()] }, outcome: 'server_error' };
    }

    const settings = bucketOf(ctx.shop);
    const requested = requestedQueryCost(operation, rootType, costCtx);
    const throttleStatus = (available: number) => ({ maximumAvailable: settings.maximumAvailable, currentlyAvailable: Math.floor(available), restoreRate: settings.restoreRate });
    if (requested > MAX_QUERY_COST) {
      const { available } = await this.redis.bucket(ctx.shop.domain, settings, 0, 'peek');
      return {
        ...base,
        operations,
        requestedQueryCost: requested,
        status: 200,
        body: {
          errors: [maxCostError(requested, MAX_QUERY_COST)],
          extensions: { cost: { requestedQueryCost: requested, actualQueryCost: null, throttleStatus: throttleStatus(available) } },
        },
        outcome: 'max_cost',
      };
    }
    const injectedThrottle =
      (await this.redis.takeBurst('throttle', ctx.shop.domain)) || (faults.throttleRate !== undefined && Math.random() < faults.throttleRate);
    const taken = injectedThrottle ? { ...(await this.redis.bucket(ctx.shop.domain, settings, 0, 'peek')), ok: false } : await this.redis.bucket(ctx.shop.domain, settings, requested, 'take');
    if (!taken.ok) {
      const status = faults.throttledStatus ?? 200;
      return {
        ...base,
        operations,
        requestedQueryCost: requested,
        status,
        headers: status === 429 ? { 'Retry-After': '1' } : undefined,
        body: {
          errors: [throttledError()],
          extensions: { cost: { requestedQueryCost: requested, actualQueryCost: null, throttleStatus: throttleStatus(taken.available) } },
        },
        outcome: 'throttled',
      };
    }

    const result = await execute({
      schema: this.schema,
      document,
      operationName,
      variableValues: variables,
      contextValue: { ...ctx, queryRoot: this.roots.query },
      rootValue: operation.operation === 'mutation' ? this.roots.mutation : this.roots.query,
      fieldResolver,
    });
    const data = (result.data ?? null) as Record<string, unknown> | null;
    const actual = Math.min(requested, actualQueryCost(operation, rootType, costCtx, data));
    const refunded = await this.redis.bucket(ctx.shop.domain, settings, requested - actual, 'refund');
    const response: Record<string, unknown> = {};
    if (result.errors?.length) response['errors'] = result.errors.map(formatExecutionError);
    response['data'] = data;
    response['extensions'] = { cost: { requestedQueryCost: requested, actualQueryCost: actual, throttleStatus: throttleStatus(refunded.available) } };
    return { operations, requestedQueryCost: requested, actualQueryCost: actual, status: 200, body: response, outcome: 'ok' };
  }
}
