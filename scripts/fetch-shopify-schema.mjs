#!/usr/bin/env node
/**
 * Writes Shopify's real Admin GraphQL schema (an introspection result) into the repository:
 * libs/shopify-schema/schema/admin_<version>.json.gz.
 *
 * The schema ships inside the npm package @shopify/dev-mcp (dist/data/admin_<version>.json.gz).
 * That package pulls ~370 MB of unrelated dependencies, so it is NOT a dependency of this project:
 * this script `npm pack`s the pinned version into a temporary folder, extracts that one file and
 * copies it here. Re-run it (and bump the pins below and ADMIN_API_VERSION in
 * libs/shopify-schema/src/index.ts) when the API version is bumped; commit the result.
 *
 *   node scripts/fetch-shopify-schema.mjs
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';


/** Pinned exact version of @shopify/dev-mcp the schema is taken from. */
const DEV_MCP_VERSION = '1.16.0';
const API_VERSION = '2026-10';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const member = `package/dist/data/admin_${API_VERSION}.json.gz`;
const target = join(root, 'libs/shopify-schema/schema', `admin_${API_VERSION}.json.gz`);

const work = mkdtempSync(join(tmpdir(), 'shopify-schema-'));
try {
  execFileSync('npm', ['pack', `@shopify/dev-mcp@${DEV_MCP_VERSION}`, '--silent', '--pack-destination', work], {
    cwd: work,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const tgz = readdirSync(work).find((f) => f.endsWith('.tgz'));
  if (!tgz) throw new Error('npm pack produced no tarball');
  execFileSync('tar', ['-xzf', join(work, tgz), '-C', work, member], { stdio: 'inherit' });
  const extracted = join(work, member);
  // Sanity check: it must be an introspection result with a query root.
  const json = JSON.parse(gunzipSync(readFileSync(extracted)).toString('utf8'));
  const schema = json.data?.__schema ?? json.__schema;
  if (!schema?.queryType?.name) throw new Error(`${member} is not an introspection result`);
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(extracted, target);
  console.log(
    `wrote ${target.slice(root.length + 1)} (${statSync(target).size} bytes, ${schema.types.length} types) from @shopify/dev-mcp@${DEV_MCP_VERSION}`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
