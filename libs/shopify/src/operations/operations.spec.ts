import { parse, validate, type OperationDefinitionNode } from 'graphql';
import { ADMIN_API_VERSION, loadAdminSchema } from '@ducan/shopify-schema';
import { ALL_OPERATIONS, ThemeQuery } from './index';

describe(`GraphQL documents against Shopify's Admin schema ${ADMIN_API_VERSION}`, () => {
  const schema = loadAdminSchema();

  it.each(ALL_OPERATIONS.map((operation) => [operation.name, operation] as const))('%s is valid', (_name, operation) => {
    const document = parse(operation.document);
    expect(validate(schema, document).map((error) => error.message)).toEqual([]);
    const definitions = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
    expect(definitions).toHaveLength(1);
    expect(definitions[0].name?.value).toBe(operation.name);
    expect(definitions[0].operation).toBe(operation.kind);
    if (operation.kind === 'mutation') {
      const root = definitions[0].selectionSet.selections[0];
      expect(root.kind === 'Field' && root.name.value).toBe(operation.payloadField);
    }
  });

  it('rejects an invalid field or argument (the check has teeth)', () => {
    const badField = parse(ThemeQuery.document.replace('processingFailed', 'processingFailedd'));
    const badArgument = parse(ThemeQuery.document.replace('theme(id: $id)', 'theme(id: $id, first: 2)'));
    expect(validate(schema, badField).length).toBeGreaterThan(0);
    expect(validate(schema, badArgument).length).toBeGreaterThan(0);
  });

  it('covers every operation exactly once', () => {
    const names = ALL_OPERATIONS.map((operation) => operation.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
