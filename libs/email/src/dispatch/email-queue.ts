import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { JobName, QUEUE_SETTINGS, QueueName, sendEmailJobId, type JobPayload } from '@ducan/queue';

/** Outbox topic of e-mail rows: payload `{ emailId }`, written with the e-mail in one transaction. */
export const SEND_EMAIL_TOPIC = 'send-email';

const LIVE_STATES = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);

/** The producer side of the e-mail queue (only the `email_messages` id travels through Redis). */
export class EmailQueue {
  readonly queue: Queue<JobPayload<JobName.SendEmail>>;

  constructor(connection: Redis, prefix: string) {
    this.queue = new Queue(QueueName.Email, {
      connection,
      prefix: `${prefix}:bull`,
      defaultJobOptions: QUEUE_SETTINGS[QueueName.Email].jobOptions,
    });
    // Connection errors reach the callers of add/getJob (the relay keeps the row for later); an
    // 'error' event without a listener would instead crash the process during a Redis outage.
    this.queue.on('error', () => undefined);
  }

  /** Makes sure one live `send-email` job exists for the row; a finished one is replaced. */
  async ensureSendJob(emailId: number): Promise<'added' | 'already-live'> {
    const jobId = sendEmailJobId(emailId);
    const existing = await this.queue.getJob(jobId);
    if (existing) {
      const state = await existing.getState();
      if (LIVE_STATES.has(state)) return 'already-live';
      if (state === 'completed' || state === 'failed') await existing.remove();
    }
    await this.queue.add(JobName.SendEmail, { emailId }, { jobId });
    return 'added';
  }

  /** The outbox relay's handler for SEND_EMAIL_TOPIC rows. */
  readonly relayHandler = async (payload: Record<string, unknown>): Promise<void> => {
    if (typeof payload.emailId === 'number') await this.ensureSendJob(payload.emailId);
  };

  async close(): Promise<void> {
    await this.queue.close();
  }
}
