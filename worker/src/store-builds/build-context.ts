import type { DataSource } from 'typeorm';
import { progressFor, type BuildStep, type StoreConfiguration } from '@ducan/contracts';
import type { GraphqlOperation, RequestOptions, ShopifyClient } from '@ducan/shopify';
import { BuildCancelledError, WorkerShuttingDownError, type ShutdownSignal } from './build-interruption';
import type { BuildRecorderService } from './build-recorder.service';

/** The store being built, as the steps need it (never the token). */
export interface BuildStore {
  id: number;
  name: string;
  url: string;
  category: string;
  shopifyDomain: string | null;
  configuration: StoreConfiguration;
}

export interface RecordedObject {
  shopifyId: string;
  title: string | null;
  details: Record<string, unknown> | null;
}

interface ContextDeps {
  db: DataSource;
  recorder: BuildRecorderService;
  shutdown: ShutdownSignal;
  publicUrl: string;
}

/**
 * What a step may do: call Shopify (stopping first if the build was cancelled or the worker is
 * shutting down), checkpoint the objects it created, and report progress.
 */
/** How stale the cancel flag may be: a cancel still stops the build within one call plus this. */
const CANCEL_CHECK_INTERVAL_MS = 250;

export class BuildContext {
  step: BuildStep = 'store_creation';
  private lastCancelCheck = 0;
  private lastProgress = -1;

  constructor(
    readonly store: BuildStore,
    private readonly client: ShopifyClient,
    private readonly deps: ContextDeps,
  ) {}

  get settings(): StoreConfiguration {
    return this.store.configuration;
  }

  get publicUrl(): string {
    return this.deps.publicUrl;
  }

  /** One Shopify call. A shop out of budget raises ShopifyBudgetExhaustedError so the job can park. */
  async shopify<V, R>(operation: GraphqlOperation<V, R>, variables: V, options: RequestOptions = {}): Promise<R> {
    await this.checkInterruptions();
    const request = this.client.request.bind(this.client) as (o: GraphqlOperation<V, R>, v: V, opts: RequestOptions) => Promise<R>;
    return request(operation, variables, { onBudgetExhausted: 'throw', maxBudgetWaitMs: 5_000, ...options });
  }

  /** Between calls: stop for a shutdown at once; read the cancel flag at most every 250 ms (32 calls overlap). */
  async checkInterruptions(): Promise<void> {
    if (this.deps.shutdown.isRequested) throw new WorkerShuttingDownError();
    if (Date.now() - this.lastCancelCheck < CANCEL_CHECK_INTERVAL_MS) return;
    this.lastCancelCheck = Date.now();
    const [row] = await this.deps.db.query(`SELECT cancel_requested FROM stores WHERE id = $1`, [this.store.id]);
    if (!row || row.cancel_requested) throw new BuildCancelledError();
  }

  /** `done` of `total` units of this step's work are finished. */
  async progress(done: number, total: number): Promise<void> {
    const progress = progressFor(this.step, total > 0 ? done / total : 1);
    // A step has 16 points; many calls share one, and only a new point is worth a write and an event.
    if (progress <= this.lastProgress) return;
    this.lastProgress = progress;
    await this.deps.recorder.progress(this.store.id, this.step, progress);
  }

  async findObject(kind: string, handle: string): Promise<RecordedObject | undefined> {
    const [row] = await this.deps.db.query(
      `SELECT shopify_id, title, details FROM store_objects WHERE store_id = $1 AND kind = $2 AND handle = $3`,
      [this.store.id, kind, handle],
    );
    return row ? { shopifyId: row.shopify_id, title: row.title, details: row.details } : undefined;
  }

  async listObjects(kind: string): Promise<(RecordedObject & { handle: string })[]> {
    const rows = await this.deps.db.query(
      `SELECT handle, shopify_id, title, details FROM store_objects WHERE store_id = $1 AND kind = $2 ORDER BY id`,
      [this.store.id, kind],
    );
    return rows.map((row: { handle: string; shopify_id: string; title: string | null; details: Record<string, unknown> | null }) => ({
      handle: row.handle,
      shopifyId: row.shopify_id,
      title: row.title,
      details: row.details,
    }));
  }

  /** Checkpoint: the object exists in Shopify under this id. Recording twice keeps one row. */
  async recordObject(kind: string, handle: string, shopifyId: string, title: string | null, details?: Record<string, unknown>): Promise<void> {
    await this.deps.db.query(
      `INSERT INTO store_objects (store_id, step, kind, handle, shopify_id, title, details) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (store_id, kind, handle) DO UPDATE SET shopify_id = EXCLUDED.shopify_id, title = EXCLUDED.title, details = EXCLUDED.details`,
      [this.store.id, this.step, kind, handle, shopifyId, title, details ? JSON.stringify(details) : null],
    );
  }

  async forgetObject(kind: string, handle: string): Promise<void> {
    await this.deps.db.query(`DELETE FROM store_objects WHERE store_id = $1 AND kind = $2 AND handle = $3`, [this.store.id, kind, handle]);
  }

  async updateStore(fields: { shopifyStoreId?: string; shopifyDomain?: string; themeId?: string; themeName?: string }): Promise<void> {
    const columns: Record<string, string | undefined> = {
      shopify_store_id: fields.shopifyStoreId,
      shopify_domain: fields.shopifyDomain,
      theme_id: fields.themeId,
      theme_name: fields.themeName,
    };
    const entries = Object.entries(columns).filter(([, value]) => value !== undefined);
    if (!entries.length) return;
    const assignments = entries.map(([column], index) => `${column} = $${index + 2}`).join(', ');
    await this.deps.db.query(`UPDATE stores SET ${assignments}, updated_at = now() WHERE id = $1`, [this.store.id, ...entries.map(([, value]) => value)]);
    if (fields.shopifyDomain) this.store.shopifyDomain = fields.shopifyDomain;
  }
}
