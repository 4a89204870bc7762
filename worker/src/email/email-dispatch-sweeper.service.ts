import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { OutboxRelay } from '@ducan/build-dispatch';
import { isSchemaCurrent } from '@ducan/db';
import { EmailQueue, EmailReconciler, SEND_EMAIL_TOPIC } from '@ducan/email';
import { WorkerDatabaseService } from '../database/worker-database.service';
import { WorkerRedisService } from '../redis/worker-redis.service';

const RELAY_INTERVAL_MS = 1_000;
const RECONCILE_INTERVAL_MS = 30_000;

/**
 * Safety nets of e-mail delivery: relays `send-email` outbox rows the API could not hand to Redis,
 * and re-enqueues e-mails still queued long after their job should have run (Redis lost it).
 * Sweeps start once the worker's database connection is up and the schema is current.
 */
@Injectable()
export class EmailDispatchSweeperService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(EmailDispatchSweeperService.name);
  private readonly timers: NodeJS.Timeout[] = [];
  private emailQueue?: EmailQueue;
  private readonly busy = new Set<string>();
  private schemaReady = false;

  constructor(
    private readonly database: WorkerDatabaseService,
    private readonly redis: WorkerRedisService,
  ) {}

  onApplicationBootstrap(): void {
    const emailQueue = new EmailQueue(this.redis.connection, this.redis.prefix);
    this.emailQueue = emailQueue;
    const relay = new OutboxRelay(this.database.dataSource, null, { [SEND_EMAIL_TOPIC]: emailQueue.relayHandler });
    const reconciler = new EmailReconciler(this.database.dataSource, emailQueue);
    this.timers.push(
      setInterval(() => this.sweep('relay', () => relay.relayPending()), RELAY_INTERVAL_MS),
      setInterval(() => this.sweep('reconcile', async () => {
        const ids = await reconciler.reconcile();
        if (ids.length) this.logger.log(`Re-enqueued e-mails ${ids.join(', ')}`);
      }), RECONCILE_INTERVAL_MS),
    );
  }

  private async sweep(name: string, run: () => Promise<unknown>): Promise<void> {
    if (this.busy.has(name) || !this.database.dataSource.isInitialized) return;
    this.busy.add(name);
    try {
      // Until the API has migrated, the outbox tables may not exist yet.
      this.schemaReady ||= await isSchemaCurrent(this.database.dataSource);
      if (!this.schemaReady) return;
      await run();
    } catch (error) {
      this.logger.warn(`E-mail ${name}: ${(error as Error).message}`);
    } finally {
      this.busy.delete(name);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    await this.emailQueue?.close();
  }
}
