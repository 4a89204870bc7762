import type { Pool } from 'pg';

/**
 * The sandbox's own tables, in its own PostgreSQL schema. Versioned SQL, applied when a sandbox
 * starts, under a transaction-scoped advisory lock: the API, every worker and the test process
 * each start a sandbox at the same moment, and exactly one of them must apply each version.
 * (Not TypeORM migrations: the sandbox is not part of the product's data model and must be
 * usable from any process, including the standalone `npm run sandbox`.)
 */
const MIGRATIONS: Array<{ version: number; sql: string }> = [
  {
    version: 1,
    sql: `
      CREATE SEQUENCE shopify_sandbox.object_id START WITH 1000001;
      CREATE TABLE shopify_sandbox.shops (
        domain text PRIMARY KEY,
        id bigint NOT NULL,
        name text NOT NULL,
        email text NOT NULL,
        currency_code text NOT NULL,
        plan text NOT NULL,
        bucket_max integer,
        bucket_rate integer,
        theme_limit integer NOT NULL,
        unavailable_status integer,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE shopify_sandbox.access_tokens (
        token_sha256 text PRIMARY KEY,
        shop text NOT NULL REFERENCES shopify_sandbox.shops(domain) ON DELETE CASCADE,
        scopes text[] NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE shopify_sandbox.oauth_apps (
        client_id text PRIMARY KEY,
        client_secret text NOT NULL
      );
      CREATE TABLE shopify_sandbox.oauth_codes (
        code text PRIMARY KEY,
        shop text NOT NULL,
        client_id text NOT NULL,
        scopes text[] NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      );
      CREATE TABLE shopify_sandbox.objects (
        shop text NOT NULL REFERENCES shopify_sandbox.shops(domain) ON DELETE CASCADE,
        type text NOT NULL,
        id bigint NOT NULL,
        handle text,
        data jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (shop, type, id)
      );
      CREATE UNIQUE INDEX objects_handle_unique ON shopify_sandbox.objects (shop, type, handle) WHERE handle IS NOT NULL;
      CREATE TABLE shopify_sandbox.theme_files (
        shop text NOT NULL,
        theme_id bigint NOT NULL,
        filename text NOT NULL,
        content bytea NOT NULL,
        checksum_md5 text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (shop, theme_id, filename)
      );
      CREATE TABLE shopify_sandbox.created_counts (
        shop text NOT NULL,
        type text NOT NULL,
        count bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (shop, type)
      );
    `,
  },
];

/** Arbitrary constant for pg_advisory_xact_lock: "shopify_sandbox migrations". */
const MIGRATION_LOCK = 7_340_2026;

export async function migrateSandboxSchema(pool: Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query('CREATE SCHEMA IF NOT EXISTS shopify_sandbox');
    await client.query(
      'CREATE TABLE IF NOT EXISTS shopify_sandbox.schema_versions (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const { rows } = await client.query<{ version: number }>('SELECT version FROM shopify_sandbox.schema_versions');
    const applied = new Set(rows.map((r) => r.version));
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.version)) continue;
      await client.query(migration.sql);
      await client.query('INSERT INTO shopify_sandbox.schema_versions (version) VALUES ($1)', [migration.version]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
