import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ducan/config';
import { SITE } from '@ducan/contracts';
import { queueEmail, type EmailBranding } from '@ducan/email';
import type { CompletionEmail } from './completion-email';
import { PROGRESS_DONE, type BuildLogEntry, type BuildLogStatus, type BuildStep, type StoreStatus } from '@ducan/contracts';
import { WorkerDatabaseService } from '../database/worker-database.service';
import { StoreUpdatePublisher } from './store-update.publisher';

/** TypeORM answers UPDATE … RETURNING with [rows, affectedCount]; SELECT and INSERT with rows. */
function returnedRows<T>(result: unknown): T[] {
  return Array.isArray(result) && Array.isArray(result[0]) ? (result[0] as T[]) : (result as T[]);
}

interface StoreRow {
  status: StoreStatus;
  progress: number;
  current_step: BuildStep;
  updated_at: Date;
}

/**
 * Everything a build writes about itself: build_logs entries, progress and status in `stores`
 * (PostgreSQL is the checkpoint), each followed by a `storeUpdate` event for live dashboards.
 */
@Injectable()
export class BuildRecorderService {
  constructor(
    private readonly database: WorkerDatabaseService,
    private readonly publisher: StoreUpdatePublisher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get db() {
    return this.database.dataSource;
  }

  async completedSteps(storeId: number): Promise<Set<BuildStep>> {
    const rows: { step: BuildStep }[] = await this.db.query(
      `SELECT DISTINCT step FROM build_logs WHERE store_id = $1 AND status = 'completed'`,
      [storeId],
    );
    return new Set(rows.map((row) => row.step));
  }

  async markBuilding(storeId: number): Promise<void> {
    const rows = returnedRows<StoreRow>(await this.db.query(
      `UPDATE stores SET status = 'building', updated_at = now() WHERE id = $1 AND status IN ('pending', 'building')
       RETURNING status, progress, current_step, updated_at`,
      [storeId],
   ));
    this.emit(storeId, rows[0]);
  }

  async log(storeId: number, step: BuildStep, status: BuildLogStatus, message: string, details?: Record<string, unknown>): Promise<void> {
    const [log] = await this.db.query(
      `INSERT INTO build_logs (store_id, step, status, message, details) VALUES ($1, $2, $3, $4, $5)
       RETURNING id, timestamp`,
      [storeId, step, status, message, details ? JSON.stringify(details) : null],
    );
    const rows = returnedRows<StoreRow>(await this.db.query(
      `UPDATE stores SET current_step = $2, updated_at = now() WHERE id = $1 RETURNING status, progress, current_step, updated_at`,
      [storeId, step],
   ));
    const entry: BuildLogEntry = {
      id: log.id,
      storeId,
      step,
      status,
      message,
      details: details ?? null,
      timestamp: new Date(log.timestamp).toISOString(),
    };
    this.emit(storeId, rows[0], entry);
  }

  /** Progress never moves backwards, even when a retried step reports its early calls again. */
  async progress(storeId: number, step: BuildStep, progress: number): Promise<void> {
    const rows = returnedRows<StoreRow>(await this.db.query(
      `UPDATE stores SET progress = $2, current_step = $3, updated_at = now() WHERE id = $1 AND progress < $2
       RETURNING status, progress, current_step, updated_at`,
      [storeId, progress, step],
   ));
    this.emit(storeId, rows[0]);
  }

  /** Completes the build; the completion e-mail (when switched on) is queued in the same transaction. */
  async complete(storeId: number, email?: CompletionEmail): Promise<void> {
    const rows = await this.db.transaction(async (manager) => {
      const updated = returnedRows<StoreRow>(await manager.query(
        `UPDATE stores SET status = 'completed', progress = $2, error_message = NULL, completed_at = now(), updated_at = now()
         WHERE id = $1 AND status <> 'completed' RETURNING status, progress, current_step, updated_at`,
        [storeId, PROGRESS_DONE],
      ));
      if (updated.length && email) await queueEmail(manager, { to: email.to, template: 'storeBuildCompleted', data: email.data }, this.branding);
      return updated;
    });
    this.emit(storeId, rows[0]);
  }

  private get branding(): EmailBranding {
    return { siteUrl: this.config.publicUrl, supportEmail: SITE.email, supportPhone: SITE.phone };
  }

  async fail(storeId: number, message: string): Promise<void> {
    const rows = returnedRows<StoreRow>(await this.db.query(
      `UPDATE stores SET status = 'failed', error_message = $2, cancel_requested = false, updated_at = now()
       WHERE id = $1 RETURNING status, progress, current_step, updated_at`,
      [storeId, message],
   ));
    this.emit(storeId, rows[0]);
  }

  private emit(storeId: number, row: StoreRow | undefined, log?: BuildLogEntry): void {
    if (!row) return;
    this.publisher.publish({
      storeId,
      status: row.status,
      progress: row.progress,
      currentStep: row.current_step,
      updatedAt: new Date(row.updated_at).toISOString(),
      ...(log ? { log } : {}),
    });
  }
}
