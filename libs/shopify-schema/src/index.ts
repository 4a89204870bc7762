/**
 * Shopify's real Admin GraphQL schema, committed as an introspection result
 * (`schema/admin_<version>.json.gz`, written by `scripts/fetch-shopify-schema.mjs` from the pinned
 * `@shopify/dev-mcp` package). Both the client's document tests and the sandbox load it from here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from 'graphql';

/** The one Admin API version the product speaks. Bump together with the schema file. */
export const ADMIN_API_VERSION = '2026-10';

/**
 * The package root: this file runs from `src/` (ts-node/jest) or `dist/` (built); both sit one
 * level below the root, next to `schema/`. Walks up in case of a deeper layout.
 */
function packageRoot(): string {
  let dir = __dirname;
  for (let i = 0; i < 4; i += 1) {
    if (existsSync(join(dir, 'schema')) && existsSync(join(dir, 'package.json'))) return dir;
    dir = resolve(dir, '..');
  }
  return resolve(__dirname, '..');
}

/** Absolute path of the committed schema file for `version`. */
export function adminSchemaPath(version: string = ADMIN_API_VERSION): string {
  return join(packageRoot(), 'schema', `admin_${version}.json.gz`);
}

/** The raw introspection result (`{ __schema }`). */
export function loadAdminIntrospection(version: string = ADMIN_API_VERSION): IntrospectionQuery {
  const file = adminSchemaPath(version);
  if (!existsSync(file)) {
    throw new Error(`Shopify Admin schema ${version} not found at ${file}; run node scripts/fetch-shopify-schema.mjs`);
  }
  const json = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as {
    data?: IntrospectionQuery;
    __schema?: IntrospectionQuery['__schema'];
  };
  const data = json.data ?? (json.__schema ? ({ __schema: json.__schema } as IntrospectionQuery) : undefined);
  if (!data?.__schema) throw new Error(`${file} is not a GraphQL introspection result`);
  return data;
}

const cache = new Map<string, GraphQLSchema>();

/** Shopify's Admin schema as a `GraphQLSchema` (built once per process and cached). */
export function loadAdminSchema(version: string = ADMIN_API_VERSION): GraphQLSchema {
  let schema = cache.get(version);
  if (!schema) {
    schema = buildClientSchema(loadAdminIntrospection(version), { assumeValid: true });
    cache.set(version, schema);
  }
  return schema;
}
