import { Kind, parse, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode, type ValueNode } from 'graphql';

/** Shopify's published static cost rules: objects 1, scalars 0, connections sized by first/last, mutations 10. */
const OBJECT_COST = 1;
const MUTATION_COST = 10;
const CONNECTION_BASE = 2;
const DEFAULT_PAGE = 1;

type Variables = Record<string, unknown> | undefined;

/**
 * Estimates the requested cost of a document before sending it, from its shape alone (no schema
 * needed at run time). A field with a selection set is an object; one with `first`/`last` is a
 * connection costing 2 + `first` × one node. Objects in a mutation's payload are part of its 10. The client prefers the requested cost Shopify last
 * reported for the same operation and page sizes; this is for the first call.
 */
export function estimateQueryCost(document: string, variables?: Variables): number {
  const parsed = parse(document, { noLocation: true });
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of parsed.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const operation = parsed.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (!operation) return OBJECT_COST;
  const defaults = new Map<string, unknown>();
  for (const definition of operation.variableDefinitions ?? []) {
    if (definition.defaultValue) defaults.set(definition.variable.name.value, literal(definition.defaultValue, undefined, defaults));
  }
  const resolve = (node: ValueNode): unknown => literal(node, variables, defaults);

  /** `inPayload`: inside a mutation payload objects are part of the flat 10; connections are still sized. */
  const costOf = (selectionSet: SelectionSetNode | undefined, inPayload = false): number => {
    if (!selectionSet) return 0;
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) total += fieldCost(selection, inPayload);
      else if (selection.kind === Kind.INLINE_FRAGMENT) total += costOf(selection.selectionSet, inPayload);
      else total += costOf(fragments.get(selection.name.value)?.selectionSet, inPayload);
    }
    return total;
  };

  const fieldCost = (field: FieldNode, inPayload = false): number => {
    if (!field.selectionSet) return 0;
    const pageArg = field.arguments?.find((argument) => argument.name.value === 'first' || argument.name.value === 'last');
    if (pageArg) {
      const size = Number(resolve(pageArg.value));
      const page = Number.isFinite(size) && size > 0 ? size : DEFAULT_PAGE;
      return CONNECTION_BASE + page * connectionChildCost(field.selectionSet);
    }
    return (inPayload ? 0 : OBJECT_COST) + costOf(field.selectionSet, inPayload);
  };

  /** A connection's `nodes`/`edges.node` are charged per item; pageInfo once. */
  const connectionChildCost = (selectionSet: SelectionSetNode): number => {
    let perItem = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind !== Kind.FIELD) continue;
      if (selection.name.value === 'nodes' || selection.name.value === 'edges') perItem += fieldCost(selection);
    }
    return Math.max(perItem, OBJECT_COST);
  };

  if (operation.operation === 'mutation') {
    return operation.selectionSet.selections.reduce(
      (sum, selection) => sum + MUTATION_COST + (selection.kind === Kind.FIELD ? costOf(selection.selectionSet, true) : 0),
      0,
    );
  }
  return Math.max(OBJECT_COST, costOf(operation.selectionSet));
}

function literal(node: ValueNode, variables: Variables, defaults: Map<string, unknown>): unknown {
  switch (node.kind) {
    case Kind.VARIABLE:
      return variables?.[node.name.value] ?? defaults.get(node.name.value);
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    default:
      return undefined;
  }
}

/** Key under which the last reported requested cost of an operation is remembered (page sizes change cost). */
export function costCacheKey(operationName: string, variables?: Variables): string {
  const sizes = Object.entries(variables ?? {})
    .filter(([, value]) => typeof value === 'number' || (Array.isArray(value) && value.length > 0))
    .map(([key, value]) => `${key}=${Array.isArray(value) ? `[${value.length}]` : value}`)
    .sort();
  return sizes.length ? `${operationName}|${sizes.join(',')}` : operationName;
}
