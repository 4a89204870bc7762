import { JobName } from './queue-names';

/**
 * Job data holds ids only: BullMQ keeps it in Redis in clear text, so tokens, e-mail bodies
 * and personal data stay in PostgreSQL.
 */
export interface JobPayloads {
  [JobName.BuildStore]: { storeId: number };
  [JobName.SendEmail]: { emailId: number };
}

export type JobPayload<N extends JobName> = JobPayloads[N];

/** Fixed job ids make enqueueing idempotent (BullMQ ignores a second add while the job exists). */
export function buildStoreJobId(storeId: number): string {
  return `store-${storeId}`;
}

/** One live delivery job per `email_messages` row. */
export function sendEmailJobId(emailId: number): string {
  return `email-${emailId}`;
}
