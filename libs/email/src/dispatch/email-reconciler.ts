import type { DataSource } from 'typeorm';
import type { EmailQueue } from './email-queue';

/**
 * Re-drives e-mails PostgreSQL still calls `queued` long after they were relayed, when Redis lost
 * their job (flush, restart without persistence). The grace period keeps it away from fresh rows
 * whose job is merely waiting for the relay.
 */
export class EmailReconciler {
  constructor(
    private readonly dataSource: DataSource,
    private readonly emailQueue: EmailQueue,
    private readonly graceSeconds = 60,
  ) {}

  /** Returns the ids it re-enqueued. */
  async reconcile(limit = 500): Promise<number[]> {
    const rows: { id: number }[] = await this.dataSource.query(
      `SELECT id FROM email_messages WHERE status = 'queued' AND updated_at < now() - make_interval(secs => $1) ORDER BY id LIMIT $2`,
      [this.graceSeconds, limit],
    );
    const requeued: number[] = [];
    for (const { id } of rows) {
      if ((await this.emailQueue.ensureSendJob(id)) === 'added') requeued.push(id);
    }
    return requeued;
  }
}
