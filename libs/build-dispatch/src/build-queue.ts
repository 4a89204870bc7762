import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { JobName, QUEUE_SETTINGS, QueueName, buildStoreJobId, type JobPayload } from '@ducan/queue';

/** States in which a job will still run by itself; anything else needs a new job. */
const LIVE_STATES = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);

export type EnsureResult = 'added' | 'already-live';

/** The producer side of the store-builds queue. */
export class BuildQueue {
  readonly queue: Queue<JobPayload<JobName.BuildStore>>;

  constructor(connection: Redis, prefix: string) {
    this.queue = new Queue(QueueName.StoreBuilds, {
      connection,
      prefix: `${prefix}:bull`,
      defaultJobOptions: QUEUE_SETTINGS[QueueName.StoreBuilds].jobOptions,
    });
    // Outages reach the callers of add/getJob (the outbox keeps the row); without a listener the
    // 'error' event would be printed on every reconnect attempt, or crash the process.
    this.queue.on('error', () => undefined);
  }

  /**
   * Makes sure exactly one live `build-store` job exists for the store. A finished job with the
   * same id would make BullMQ ignore the add, so it is removed first (retries, reconciliation).
   */
  async ensureBuildJob(storeId: number): Promise<EnsureResult> {
    const jobId = buildStoreJobId(storeId);
    const existing = await this.queue.getJob(jobId);
    if (existing) {
      const state = await existing.getState();
      if (LIVE_STATES.has(state)) return 'already-live';
      if (state === 'completed' || state === 'failed') await existing.remove();
    }
    await this.queue.add(JobName.BuildStore, { storeId }, { jobId });
    return 'added';
  }

  async hasLiveJob(storeId: number): Promise<boolean> {
    const job = await this.queue.getJob(buildStoreJobId(storeId));
    return job ? LIVE_STATES.has(await job.getState()) : false;
  }

  async close(): Promise<void> {
    await this.queue.close();
  }
}
