import type { DefaultJobOptions } from 'bullmq';
import { QueueName } from './queue-names';

export interface QueueSettings {
  /** Jobs one worker process runs at once (overridable by WORKER_CONCURRENCY for builds). */
  concurrency: number;
  /** How long a job's lock lives without renewal; short so a killed worker's job moves on fast. */
  lockDuration: number;
  /** How often workers look for stalled jobs. lockDuration + stalledInterval bounds recovery time. */
  stalledInterval: number;
  /** Stalls tolerated before a job fails for good; builds are idempotent, so several are safe. */
  maxStalledCount: number;
  jobOptions: DefaultJobOptions;
}

/**
 * One entry per queue: adding a queue to QueueName without settings here is a compile error.
 * Build recovery after kill -9: lock expires ≤ 5 s, next stall check ≤ 5 s later → picked up < 15 s.
 */
export const QUEUE_SETTINGS: Record<QueueName, QueueSettings> = {
  [QueueName.StoreBuilds]: {
    concurrency: 5,
    lockDuration: 5_000,
    stalledInterval: 5_000,
    maxStalledCount: 50,
    jobOptions: {
      attempts: 5,
      backoff: { type: 'exponential', delay: 2_000, jitter: 0.5 },
      removeOnComplete: { age: 24 * 3600, count: 1000 },
      removeOnFail: { age: 7 * 24 * 3600 },
    },
  },
  [QueueName.Email]: {
    concurrency: 5,
    lockDuration: 30_000,
    stalledInterval: 30_000,
    maxStalledCount: 2,
    jobOptions: {
      attempts: 8,
      backoff: { type: 'exponential', delay: 5_000, jitter: 0.5 },
      removeOnComplete: { age: 24 * 3600, count: 1000 },
      removeOnFail: { age: 30 * 24 * 3600 },
    },
  },
};
