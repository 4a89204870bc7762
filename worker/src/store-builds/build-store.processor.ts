import { Inject, Injectable, Logger } from '@nestjs/common';
import { DelayedError, UnrecoverableError, type Job } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '@ducan/config';
import type { StoreConfiguration } from '@ducan/contracts';
import { JobName, type JobPayload } from '@ducan/queue';
import { ShopifyBudgetExhaustedError } from '@ducan/shopify';
import { WorkerDatabaseService } from '../database/worker-database.service';
import { OnJob } from '../jobs/on-job.decorator';
import { BuildContext, type BuildStore } from './build-context';
import { describeFailure } from './build-failure';
import { completionEmailFor } from './completion-email';
import { BuildCancelledError, ShutdownSignal, WorkerShuttingDownError } from './build-interruption';
import { BuildRecorderService } from './build-recorder.service';
import { isInfrastructureError } from './infrastructure-errors';
import { ShopifyClientFactory } from './shopify-client.factory';
import { StoreBuildLock } from './store-build-lock';
import { BUILD_STEP_HANDLERS, type BuildStepHandler } from './steps';

/** Another process holds the store's build lock: look again soon. */
const LOCKED_RETRY_MS = 2_000;
const INFRASTRUCTURE_RETRY_MS = 2_000;

interface StoreRow {
  id: number;
  name: string;
  url: string;
  category: string;
  status: string;
  shopify_domain: string | null;
  configuration: StoreConfiguration;
  cancel_requested: boolean;
  access_token_encrypted: string | null;
  created_at: Date;
  theme_name: string | null;
}

/**
 * Runs a store build: the six steps in order, skipping those already completed (a retried or
 * re-delivered job resumes where the last one stopped), with every outcome in build_logs.
 */
@Injectable()
export class BuildStoreProcessor {
  private readonly logger = new Logger(BuildStoreProcessor.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly database: WorkerDatabaseService,
    private readonly recorder: BuildRecorderService,
    private readonly clients: ShopifyClientFactory,
    private readonly shutdown: ShutdownSignal,
    @Inject(BUILD_STEP_HANDLERS) private readonly steps: BuildStepHandler[],
  ) {}

  @OnJob(JobName.BuildStore)
  async handle(job: Job<JobPayload<JobName.BuildStore>>, token?: string): Promise<string> {
    const { storeId } = job.data;
    let current: BuildStepHandler = this.steps[0];
    let lock: StoreBuildLock | undefined;
    try {
      lock = await StoreBuildLock.tryAcquire(this.database.dataSource, storeId);
      if (!lock) return await this.park(job, token, LOCKED_RETRY_MS);
      // Read under the lock: a build that ran meanwhile (e.g. before a Redis flush) may have finished it.
      const store = await this.loadStore(storeId);
      if (!store) return 'store deleted';
      if (store.status === 'completed' || store.status === 'failed') return `already ${store.status}`;
      if (store.cancel_requested) {
        await this.recorder.fail(storeId, 'Cancelled');
        return 'cancelled';
      }
      const buildStore: BuildStore = {
        id: store.id,
        name: store.name,
        url: store.url,
        category: store.category,
        shopifyDomain: store.shopify_domain,
        configuration: store.configuration,
      };
      await this.recorder.markBuilding(storeId);
      const completed = await this.recorder.completedSteps(storeId);
      const client = this.clients.create(store.id, store.url, store.access_token_encrypted);
      const context = new BuildContext(buildStore, client, {
        db: this.database.dataSource,
        recorder: this.recorder,
        shutdown: this.shutdown,
        publicUrl: this.config.publicUrl,
      });
      for (const step of this.steps) {
        current = step;
        context.step = step.name;
        if (completed.has(step.name)) continue;
        const skipped = step.skippedBecause(buildStore.configuration);
        if (skipped) {
          await this.recorder.log(storeId, step.name, 'completed', skipped, { skipped: true });
          continue;
        }
        await context.checkInterruptions();
        await this.recorder.log(storeId, step.name, 'started', `Started ${step.name.replace(/_/g, ' ')}`);
        const message = await step.run(context);
        await this.recorder.log(storeId, step.name, 'completed', message);
      }
      await this.recorder.complete(storeId, await completionEmailFor(context, store.created_at, (await this.loadStore(storeId))?.theme_name ?? null));
      return 'completed';
    } catch (error) {
      return await this.handleFailure(error, job, token, current);
    } finally {
      await lock?.release();
    }
  }

  private async loadStore(storeId: number): Promise<StoreRow | undefined> {
    const [store]: StoreRow[] = await this.database.dataSource.query(
      `SELECT id, name, url, category, status, shopify_domain, configuration, cancel_requested, access_token_encrypted, created_at, theme_name
       FROM stores WHERE id = $1`,
      [storeId],
    );
    return store;
  }

  /** Hands the job back to the queue for later without using one of its attempts. */
  private async park(job: Job, token: string | undefined, delayMs: number): Promise<never> {
    await job.moveToDelayed(Date.now() + delayMs, token);
    throw new DelayedError();
  }

  private async handleFailure(error: unknown, job: Job<JobPayload<JobName.BuildStore>>, token: string | undefined, step: BuildStepHandler): Promise<never> {
    const { storeId } = job.data;
    if (error instanceof DelayedError) throw error;
    // Not failures of the build: hand the job back without using an attempt — now (shutdown), when
    // the shop's budget has refilled, or when PostgreSQL/Redis answer again.
    if (error instanceof WorkerShuttingDownError) return this.park(job, token, 0);
    if (error instanceof ShopifyBudgetExhaustedError) return this.park(job, token, error.retryAfterMs);
    if (isInfrastructureError(error)) {
      this.logger.warn(`Store ${storeId}: ${(error as Error).message}; trying again in ${INFRASTRUCTURE_RETRY_MS} ms`);
      return this.park(job, token, INFRASTRUCTURE_RETRY_MS);
    }
    if (error instanceof BuildCancelledError) {
      await this.recorder.log(storeId, step.name, 'failed', 'Cancelled', { cancelled: true });
      await this.recorder.fail(storeId, 'Cancelled');
      throw new UnrecoverableError('Cancelled');
    }
    const failure = describeFailure(error, step.name);
    const attemptsLeft = (job.opts.attempts ?? 1) - job.attemptsMade - 1;
    if (failure.retryable && attemptsLeft > 0) {
      this.logger.warn(`Store ${storeId} ${step.name}: ${failure.message} (${attemptsLeft} attempts left)`);
      throw error instanceof Error ? error : new Error(failure.message);
    }
    const message = failure.retryable ? failure.message.replace(/; retrying$/, '') : failure.message;
    await this.recorder.log(storeId, step.name, 'failed', message, failure.details);
    await this.recorder.fail(storeId, message);
    throw new UnrecoverableError(message);
  }
}
