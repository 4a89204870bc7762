#!/usr/bin/env node
// `npm run sandbox [-- --port 3400]`: the Shopify Admin API sandbox on its own HTTP port.
// Same state as the embedded sandboxes of the API and workers (PostgreSQL schema shopify_sandbox,
// Redis keys ${REDIS_PREFIX}:sandbox:*), so it can inspect or serve a build the product runs.
//
//   curl -s localhost:3400/demo-store.myshopify.com/admin/api/2026-10/graphql.json \
//     -H 'X-Shopify-Access-Token: demo' -H 'Content-Type: application/json' -d '{"query":"{ shop { name } }"}'
//   curl -s localhost:3400/__inspect/shops/demo-store.myshopify.com
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));

function arg(name) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

const port = Number(arg('port') ?? process.env.SANDBOX_PORT ?? 3400);
const host = arg('host') ?? process.env.SANDBOX_HOST ?? '127.0.0.1';
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ducan';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisPrefix = process.env.REDIS_PREFIX ?? 'ducan';
const plan = arg('plan') ?? process.env.SANDBOX_PLAN ?? 'standard';

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number (got ${arg('port')})`);
  process.exit(2);
}

// Incremental: a no-op when dist/ is up to date.
execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', 'libs/shopify-sandbox'], { cwd: root, stdio: 'inherit' });
if (!existsSync(join(root, 'libs/shopify-sandbox/dist/index.js'))) {
  console.error('libs/shopify-sandbox did not build');
  process.exit(1);
}

/** Creates the database when it does not exist yet (fresh machines). */
async function ensureDatabase(url) {
  const { Client } = require('pg');
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new Client({ connectionString: maintenance.toString(), connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!found.rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`).catch((e) => (e.code === '42P04' ? undefined : Promise.reject(e)));
  } finally {
    await client.end();
  }
}

const { createShopifySandbox } = require(join(root, 'libs/shopify-sandbox/dist/index.js'));

try {
  await ensureDatabase(databaseUrl);
} catch (error) {
  console.error(`Cannot reach PostgreSQL at ${databaseUrl.replace(/\/\/[^@]*@/, '//***@')}: ${error.message}`);
  process.exit(1);
}
const sandbox = await createShopifySandbox({
  databaseUrl,
  redisUrl,
  redisPrefix,
  plan,
  themeProcessingMs: process.env.SANDBOX_THEME_PROCESSING_MS ? Number(process.env.SANDBOX_THEME_PROCESSING_MS) : undefined,
  oauthApps: process.env.SHOPIFY_API_KEY && process.env.SHOPIFY_API_SECRET ? [{ clientId: process.env.SHOPIFY_API_KEY, clientSecret: process.env.SHOPIFY_API_SECRET }] : [],
});
const server = createServer(sandbox.handler);
server.listen(port, host, () => {
  const { port: actual } = server.address();
  const base = `http://${host}:${actual}`;
  console.log(`Shopify sandbox listening on ${base}`);
  console.log(`  GraphQL:  ${base}/{name}.myshopify.com/admin/api/2026-10/graphql.json  (token "demo" works for any shop)`);
  console.log(`  OAuth:    ${base}/{name}.myshopify.com/admin/oauth/authorize`);
  console.log(`  Inspect:  ${base}/__inspect`);
  process.send?.({ type: 'ready', port: actual, url: base });
});

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    server.close();
    server.closeAllConnections?.();
    sandbox.close().finally(() => process.exit(0));
  });
}
