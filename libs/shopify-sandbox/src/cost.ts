import {
  getArgumentValues,
  getDirectiveValues,
  getNamedType,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  isAbstractType,
  isCompositeType,
  isLeafType,
  isObjectType,
  Kind,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * Shopify's calculated query cost, as documented for the GraphQL Admin API:
 * scalar and enum fields 0, object fields 1, interface/union fields the maximum over the possible
 * types, connections 2 + (first|last) × the cost of one node, and a mutation field 10 (objects in a
 * mutation payload are included in those 10; connections inside it are still sized).
 * The requested cost is computed statically before execution; the actual cost walks the answer
 * and sizes each connection by the number of nodes it really returned.
 */
export interface CostContext {
  schema: GraphQLSchema;
  fragments: Record<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
}

export const MUTATION_COST = 10;
export const CONNECTION_BASE_COST = 2;

function included(node: FieldNode | { directives?: FieldNode['directives'] }, variables: Record<string, unknown>): boolean {
  const skip = getDirectiveValues(GraphQLSkipDirective, node as FieldNode, variables);
  if (skip?.['if'] === true) return false;
  const include = getDirectiveValues(GraphQLIncludeDirective, node as FieldNode, variables);
  return include?.['if'] !== false;
}

/** Fields selected on a concrete type, fragments flattened (response key → field nodes). */
function collectFields(type: GraphQLObjectType, selectionSet: SelectionSetNode, ctx: CostContext, into = new Map<string, FieldNode[]>()): Map<string, FieldNode[]> {
  for (const selection of selectionSet.selections) {
    if (!included(selection, ctx.variables)) continue;
    if (selection.kind === Kind.FIELD) {
      const key = selection.alias?.value ?? selection.name.value;
      into.set(key, [...(into.get(key) ?? []), selection]);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      if (!selection.typeCondition || appliesTo(selection.typeCondition.name.value, type, ctx)) collectFields(type, selection.selectionSet, ctx, into);
    } else {
      const fragment = ctx.fragments[selection.name.value];
      if (fragment && appliesTo(fragment.typeCondition.name.value, type, ctx)) collectFields(type, fragment.selectionSet, ctx, into);
    }
  }
  return into;
}

function appliesTo(condition: string, type: GraphQLObjectType, ctx: CostContext): boolean {
  if (condition === type.name) return true;
  const conditionType = ctx.schema.getType(condition);
  return !!conditionType && isAbstractType(conditionType) && ctx.schema.isSubType(conditionType, type);
}

function mergedSelection(nodes: FieldNode[]): SelectionSetNode | undefined {
  const sets = nodes.map((n) => n.selectionSet).filter((s): s is SelectionSetNode => !!s);
  if (sets.length <= 1) return sets[0];
  return { kind: Kind.SELECTION_SET, selections: sets.flatMap((s) => s.selections) };
}

export function isConnectionField(field: GraphQLField<unknown, unknown>): boolean {
  const named = getNamedType(field.type);
  return named.name.endsWith('Connection') && field.args.some((a) => a.name === 'first');
}

function pageSize(field: GraphQLField<unknown, unknown>, node: FieldNode, ctx: CostContext): number {
  try {
    const args = getArgumentValues(field, node, ctx.variables);
    const n = (args['first'] ?? args['last'] ?? 0) as number;
    return typeof n === 'number' && n > 0 ? n : 0;
  } catch {
    return 0;
  }
}

type DataValue = unknown;

/**
 * Cost of a selection on `type`. With `data` (the answer), connections are sized by what they
 * returned; without it (undefined), by what was asked.
 */
function selectionCost(type: GraphQLCompositeType, selectionSet: SelectionSetNode | undefined, ctx: CostContext, inPayload: boolean, data?: DataValue): number {
  if (!selectionSet) return 0;
  if (isAbstractType(type)) {
    let max = 0;
    for (const possible of ctx.schema.getPossibleTypes(type)) max = Math.max(max, selectionCost(possible, selectionSet, ctx, inPayload, data));
    return max;
  }
  if (!isObjectType(type)) return 0;
  let total = 0;
  const measured = data !== undefined;
  const record = (data && typeof data === 'object' ? data : null) as Record<string, unknown> | null;
  for (const [key, nodes] of collectFields(type, selectionSet, ctx)) {
    const name = nodes[0].name.value;
    if (name.startsWith('__')) continue;
    const field = type.getFields()[name];
    if (!field) continue;
    const named = getNamedType(field.type);
    if (isLeafType(named) || !isCompositeType(named)) continue;
    const sub = mergedSelection(nodes);
    const value = measured ? (record ? record[key] : null) : undefined;
    if (isConnectionField(field)) {
      total += connectionCost(named, sub, ctx, measured ? value : undefined, pageSize(field, nodes[0], ctx));
    } else {
      const child = Array.isArray(value) ? (value[0] ?? null) : value;
      const own = inPayload ? 0 : 1;
      total += own + (measured && child === null ? 0 : selectionCost(named, sub, ctx, inPayload, measured ? child : undefined));
    }
  }
  return total;
}

function connectionCost(connectionType: GraphQLCompositeType, selectionSet: SelectionSetNode | undefined, ctx: CostContext, data: DataValue | undefined, requested: number): number {
  if (!isObjectType(connectionType) || !selectionSet) return CONNECTION_BASE_COST;
  const measured = data !== undefined;
  const record = (data && typeof data === 'object' ? data : null) as Record<string, unknown> | null;
  let perItem = 0;
  let returned = 0;
  for (const [key, nodes] of collectFields(connectionType, selectionSet, ctx)) {
    const name = nodes[0].name.value;
    const field = connectionType.getFields()[name];
    if (!field || (name !== 'edges' && name !== 'nodes')) continue;
    const itemType = getNamedType(field.type);
    if (!isCompositeType(itemType)) continue;
    const items = measured && record && Array.isArray(record[key]) ? (record[key] as unknown[]) : [];
    returned = Math.max(returned, items.length);
    const sample = measured ? (items[0] ?? null) : undefined;
    if (name === 'nodes') {
      perItem += 1 + (sample === null ? 0 : selectionCost(itemType, mergedSelection(nodes), ctx, false, sample));
    } else {
      // edges { node { … } cursor }: the edge itself is free, its node costs like a nodes item.
      perItem += selectionCost(itemType, mergedSelection(nodes), ctx, false, sample);
    }
  }
  const count = measured ? returned : requested;
  return CONNECTION_BASE_COST + count * perItem;
}

/** Cost of one root field of an operation. */
function rootFieldCost(operation: OperationDefinitionNode, rootType: GraphQLObjectType, nodes: FieldNode[], ctx: CostContext, data?: DataValue): number {
  const field = rootType.getFields()[nodes[0].name.value];
  if (!field) return 0;
  const named = getNamedType(field.type);
  const sub = mergedSelection(nodes);
  if (operation.operation === 'mutation') {
    return MUTATION_COST + (isCompositeType(named) ? selectionCost(named, sub, ctx, true, data) : 0);
  }
  if (isLeafType(named) || !isCompositeType(named)) return 0;
  if (isConnectionField(field)) return connectionCost(named, sub, ctx, data, pageSize(field, nodes[0], ctx));
  const child = Array.isArray(data) ? (data[0] ?? null) : data;
  return 1 + (data !== undefined && child === null ? 0 : selectionCost(named, sub, ctx, false, data !== undefined ? child : undefined));
}

export function rootFields(operation: OperationDefinitionNode, rootType: GraphQLObjectType, ctx: CostContext): Map<string, FieldNode[]> {
  return collectFields(rootType, operation.selectionSet, ctx);
}

export function requestedQueryCost(operation: OperationDefinitionNode, rootType: GraphQLObjectType, ctx: CostContext): number {
  let total = 0;
  for (const nodes of rootFields(operation, rootType, ctx).values()) total += rootFieldCost(operation, rootType, nodes, ctx);
  return total;
}

export function actualQueryCost(operation: OperationDefinitionNode, rootType: GraphQLObjectType, ctx: CostContext, data: Record<string, unknown> | null | undefined): number {
  let total = 0;
  for (const [key, nodes] of rootFields(operation, rootType, ctx)) {
    const value = data ? (data[key] ?? null) : null;
    total += rootFieldCost(operation, rootType, nodes, ctx, value);
  }
  return total;
}
