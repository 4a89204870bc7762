import { createHash } from 'node:crypto';
import { Pool, type PoolClient } from 'pg';
import type { BucketSettings, ProvisionShopOptions, SandboxPlan } from './types';

/** A database handle: the pool for reads, a transaction client inside `inShopTransaction`. */
export type Db = Pool | PoolClient;

export interface ShopRow {
  domain: string;
  id: string;
  name: string;
  email: string;
  currency_code: string;
  plan: SandboxPlan;
  bucket_max: number | null;
  bucket_rate: number | null;
  theme_limit: number;
  unavailable_status: number | null;
  created_at: Date;
}

export interface ObjectRow<T = Record<string, unknown>> {
  id: string;
  type: string;
  handle: string | null;
  data: T;
  created_at: Date;
  updated_at: Date;
}

export interface ThemeFileRow {
  filename: string;
  content: Buffer;
  checksum_md5: string;
  created_at: Date;
  updated_at: Date;
}

export const PLAN_BUCKETS: Record<SandboxPlan, BucketSettings> = {
  standard: { maximumAvailable: 2000, restoreRate: 100 },
  advanced: { maximumAvailable: 4000, restoreRate: 200 },
  plus: { maximumAvailable: 20000, restoreRate: 1000 },
};

export const PLAN_DISPLAY_NAMES: Record<SandboxPlan, string> = {
  standard: 'Basic',
  advanced: 'Advanced',
  plus: 'Shopify Plus',
};

/** Every scope a Dućan store build needs (and their read_ counterparts). */
export const BUILD_SCOPES = [
  'read_themes',
  'write_themes',
  'read_products',
  'write_products',
  'read_publications',
  'write_publications',
  'read_online_store_pages',
  'write_online_store_pages',
  'read_online_store_navigation',
  'write_online_store_navigation',
  'read_files',
  'write_files',
];

export const DEFAULT_THEME_LIMIT = 20;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function bucketOf(shop: ShopRow): BucketSettings {
  const plan = PLAN_BUCKETS[shop.plan] ?? PLAN_BUCKETS.standard;
  return {
    maximumAvailable: shop.bucket_max ?? plan.maximumAvailable,
    restoreRate: shop.bucket_rate ?? plan.restoreRate,
  };
}

/** Title-cases the shop's subdomain: `my-store.myshopify.com` → `My Store`. */
function defaultShopName(domain: string): string {
  return domain
    .replace(/\.myshopify\.com$/, '')
    .split(/[-_]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
}

export class SandboxStore {
  constructor(readonly pool: Pool) {}

  async nextId(db: Db): Promise<string> {
    const { rows } = await db.query<{ id: string }>("SELECT nextval('shopify_sandbox.object_id')::text AS id");
    return rows[0].id;
  }

  async nextIds(db: Db, count: number): Promise<string[]> {
    if (count <= 0) return [];
    const { rows } = await db.query<{ id: string }>(
      "SELECT nextval('shopify_sandbox.object_id')::text AS id FROM generate_series(1, $1)",
      [count],
    );
    return rows.map((r) => r.id);
  }

  /**
   * Runs `fn` in a transaction holding the shop's advisory lock: mutations of one shop are
   * serialised across every process, so two identical concurrent requests see each other's writes
   * (one creates, the other finds it or gets TAKEN) exactly as they would on Shopify.
   */
  async inShopTransaction<T>(shop: string, fn: (db: PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query("SELECT pg_advisory_xact_lock(hashtextextended('shopify_sandbox:' || $1, 0))", [shop]);
      const result = await fn(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async getShop(domain: string, db: Db = this.pool): Promise<ShopRow | null> {
    const { rows } = await db.query<ShopRow>('SELECT *, id::text AS id FROM shopify_sandbox.shops WHERE domain = $1', [domain]);
    return rows[0] ?? null;
  }

  async listShops(): Promise<string[]> {
    const { rows } = await this.pool.query<{ domain: string }>('SELECT domain FROM shopify_sandbox.shops ORDER BY domain');
    return rows.map((r) => r.domain);
  }

  /** The shop and the scopes `token` grants there, or null when the token is not valid for the shop. */
  async tokenScopes(domain: string, token: string): Promise<string[] | null> {
    const { rows } = await this.pool.query<{ scopes: string[] }>(
      'SELECT scopes FROM shopify_sandbox.access_tokens WHERE token_sha256 = $1 AND shop = $2',
      [hashToken(token), domain],
    );
    return rows[0]?.scopes ?? null;
  }

  /**
   * Creates the shop when it does not exist (with its default menus and sales-channel publications,
   * as a new Shopify store has) and applies `opts`. Safe to call concurrently from many processes.
   */
  async provisionShop(domain: string, opts: ProvisionShopOptions, defaults: { plan: SandboxPlan }): Promise<void> {
    await this.inShopTransaction(domain, async (db) => {
      let shop = await this.getShop(domain, db);
      if (!shop) {
        const id = await this.nextId(db);
        const sub = domain.replace(/\.myshopify\.com$/, '');
        await db.query(
          `INSERT INTO shopify_sandbox.shops (domain, id, name, email, currency_code, plan, bucket_max, bucket_rate, theme_limit, unavailable_status)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [
            domain,
            id,
            opts.name ?? defaultShopName(domain),
            opts.email ?? `owner@${sub}.example`,
            opts.currencyCode ?? 'EUR',
            opts.plan ?? defaults.plan,
            opts.bucket?.maximumAvailable ?? null,
            opts.bucket?.restoreRate ?? null,
            opts.themeLimit ?? DEFAULT_THEME_LIMIT,
            opts.unavailableStatus ?? null,
          ],
        );
        await this.seedNewShop(db, domain);
        shop = await this.getShop(domain, db);
      } else {
        const sets: string[] = [];
        const values: unknown[] = [domain];
        const set = (column: string, value: unknown) => {
          values.push(value);
          sets.push(`${column} = $${values.length}`);
        };
        if (opts.name !== undefined) set('name', opts.name);
        if (opts.email !== undefined) set('email', opts.email);
        if (opts.currencyCode !== undefined) set('currency_code', opts.currencyCode);
        if (opts.plan !== undefined) set('plan', opts.plan);
        if (opts.bucket !== undefined) {
          set('bucket_max', opts.bucket.maximumAvailable);
          set('bucket_rate', opts.bucket.restoreRate);
        }
        if (opts.themeLimit !== undefined) set('theme_limit', opts.themeLimit);
        if (opts.unavailableStatus !== undefined) set('unavailable_status', opts.unavailableStatus);
        if (sets.length) await db.query(`UPDATE shopify_sandbox.shops SET ${sets.join(', ')} WHERE domain = $1`, values);
      }
      if (opts.token) {
        await db.query(
          `INSERT INTO shopify_sandbox.access_tokens (token_sha256, shop, scopes) VALUES ($1, $2, $3)
           ON CONFLICT (token_sha256) DO UPDATE SET shop = EXCLUDED.shop, scopes = EXCLUDED.scopes`,
          [hashToken(opts.token), domain, opts.scopes ?? BUILD_SCOPES],
        );
      }
    });
  }

  private async seedNewShop(db: PoolClient, domain: string): Promise<void> {
    const now = new Date().toISOString();
    const [onlineStore, pos, mainMenu, footer, ...itemIds] = await this.nextIds(db, 7);
    await this.insertObject(db, domain, 'Publication', 'online-store', { name: 'Online Store', createdAt: now }, onlineStore, false);
    await this.insertObject(db, domain, 'Publication', 'point-of-sale', { name: 'Point of Sale', createdAt: now }, pos, false);
    const item = (id: string, title: string, type: string, url: string) => ({ id, title, type, url, resourceId: null, tags: [], items: [] });
    await this.insertObject(
      db,
      domain,
      'Menu',
      'main-menu',
      { title: 'Main menu', isDefault: true, items: [item(itemIds[0], 'Home', 'FRONTPAGE', '/'), item(itemIds[1], 'Catalog', 'CATALOG', '/collections/all')] },
      mainMenu,
      false,
    );
    await this.insertObject(db, domain, 'Menu', 'footer', { title: 'Footer menu', isDefault: true, items: [item(itemIds[2], 'Search', 'SEARCH', '/search')] }, footer, false);
    // Every new Shopify store comes with a published default theme.
    const themeId = await this.insertObject(
      db,
      domain,
      'Theme',
      null,
      { name: 'Horizon', role: 'MAIN', processingUntil: 0, processingFailed: false, themeStoreId: 2481, createdAt: now, updatedAt: now },
      undefined,
      false,
    );
    const defaults: Array<[string, string]> = [
      ['layout/theme.liquid', '<!doctype html>\n<html><head>{{ content_for_header }}</head><body>{{ content_for_layout }}</body></html>\n'],
      ['templates/index.json', '{"sections":{},"order":[]}\n'],
      ['config/settings_schema.json', '[{"name":"theme_info","theme_name":"Horizon","theme_version":"1.0.0"}]\n'],
      ['config/settings_data.json', '{"current":"Default","presets":{"Default":{}}}\n'],
    ];
    for (const [filename, content] of defaults) {
      const checksum = createHash('md5').update(content).digest('hex');
      await db.query(
        'INSERT INTO shopify_sandbox.theme_files (shop, theme_id, filename, content, checksum_md5) VALUES ($1, $2, $3, $4, $5)',
        [domain, themeId, filename, Buffer.from(content), checksum],
      );
    }
  }

  async listObjects<T>(shop: string, type: string, db: Db = this.pool): Promise<Array<ObjectRow<T>>> {
    const { rows } = await db.query<ObjectRow<T>>(
      'SELECT id::text AS id, type, handle, data, created_at, updated_at FROM shopify_sandbox.objects WHERE shop = $1 AND type = $2 ORDER BY id',
      [shop, type],
    );
    return rows;
  }

  async getObject<T>(shop: string, type: string, id: string, db: Db = this.pool): Promise<ObjectRow<T> | null> {
    if (!/^\d{1,18}$/.test(id)) return null;
    const { rows } = await db.query<ObjectRow<T>>(
      'SELECT id::text AS id, type, handle, data, created_at, updated_at FROM shopify_sandbox.objects WHERE shop = $1 AND type = $2 AND id = $3',
      [shop, type, id],
    );
    return rows[0] ?? null;
  }

  async getByHandle<T>(shop: string, type: string, handle: string, db: Db = this.pool): Promise<ObjectRow<T> | null> {
    const { rows } = await db.query<ObjectRow<T>>(
      'SELECT id::text AS id, type, handle, data, created_at, updated_at FROM shopify_sandbox.objects WHERE shop = $1 AND type = $2 AND handle = $3',
      [shop, type, handle],
    );
    return rows[0] ?? null;
  }

  /** Inserts an object and (unless `count` is false) counts its creation. */
  async insertObject(db: Db, shop: string, type: string, handle: string | null, data: unknown, id?: string, count = true): Promise<string> {
    const objectId = id ?? (await this.nextId(db));
    await db.query('INSERT INTO shopify_sandbox.objects (shop, type, id, handle, data) VALUES ($1, $2, $3, $4, $5)', [
      shop,
      type,
      objectId,
      handle,
      JSON.stringify(data),
    ]);
    if (count) await this.countCreated(db, shop, type, 1);
    return objectId;
  }

  async updateObject(db: Db, shop: string, type: string, id: string, handle: string | null, data: unknown): Promise<void> {
    await db.query(
      'UPDATE shopify_sandbox.objects SET handle = $4, data = $5, updated_at = now() WHERE shop = $1 AND type = $2 AND id = $3',
      [shop, type, id, handle, JSON.stringify(data)],
    );
  }

  async deleteObject(db: Db, shop: string, type: string, id: string): Promise<void> {
    await db.query('DELETE FROM shopify_sandbox.objects WHERE shop = $1 AND type = $2 AND id = $3', [shop, type, id]);
  }

  async countCreated(db: Db, shop: string, type: string, n: number): Promise<void> {
    if (n <= 0) return;
    await db.query(
      `INSERT INTO shopify_sandbox.created_counts (shop, type, count) VALUES ($1, $2, $3)
       ON CONFLICT (shop, type) DO UPDATE SET count = shopify_sandbox.created_counts.count + EXCLUDED.count`,
      [shop, type, n],
    );
  }

  async createdCounts(shop: string): Promise<Record<string, number>> {
    const { rows } = await this.pool.query<{ type: string; count: string }>(
      'SELECT type, count::text AS count FROM shopify_sandbox.created_counts WHERE shop = $1 ORDER BY type',
      [shop],
    );
    return Object.fromEntries(rows.map((r) => [r.type, Number(r.count)]));
  }

  async themeFiles(shop: string, themeId: string, filenames?: string[] | null, db: Db = this.pool): Promise<ThemeFileRow[]> {
    const { rows } = await db.query<ThemeFileRow>(
      `SELECT filename, content, checksum_md5, created_at, updated_at FROM shopify_sandbox.theme_files
       WHERE shop = $1 AND theme_id = $2 ${filenames ? 'AND filename = ANY($3)' : ''} ORDER BY filename`,
      filenames ? [shop, themeId, filenames] : [shop, themeId],
    );
    return rows;
  }

  /** Writes theme files; returns how many of them are new. */
  async upsertThemeFiles(db: Db, shop: string, themeId: string, files: Array<{ filename: string; content: Buffer }>): Promise<number> {
    let created = 0;
    for (const file of files) {
      const checksum = createHash('md5').update(file.content).digest('hex');
      const { rows } = await db.query<{ inserted: boolean }>(
        `INSERT INTO shopify_sandbox.theme_files (shop, theme_id, filename, content, checksum_md5) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (shop, theme_id, filename) DO UPDATE SET content = EXCLUDED.content, checksum_md5 = EXCLUDED.checksum_md5, updated_at = now()
         RETURNING (xmax = 0) AS inserted`,
        [shop, themeId, file.filename, file.content, checksum],
      );
      if (rows[0]?.inserted) created += 1;
    }
    await this.countCreated(db, shop, 'OnlineStoreThemeFile', created);
    return created;
  }

  async deleteThemeFiles(db: Db, shop: string, themeId: string): Promise<void> {
    await db.query('DELETE FROM shopify_sandbox.theme_files WHERE shop = $1 AND theme_id = $2', [shop, themeId]);
  }
}
