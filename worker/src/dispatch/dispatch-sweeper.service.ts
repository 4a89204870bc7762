import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { BuildQueue, BuildReconciler, OutboxRelay } from '@ducan/build-dispatch';
import { WorkerDatabaseService } from '../database/worker-database.service';
import { WorkerRedisService } from '../redis/worker-redis.service';

const RELAY_INTERVAL_MS = 1_000;
const RECONCILE_INTERVAL_MS = 5_000;

/**
 * Safety nets of the build pipeline: relays outbox rows the API could not hand to Redis, and
 * re-enqueues unfinished builds that have no live job (on start and periodically).
 */
@Injectable()
export class DispatchSweeperService implements OnApplicationShutdown {
  private readonly logger = new Logger(DispatchSweeperService.name);
  private readonly timers: NodeJS.Timeout[] = [];
  private buildQueue?: BuildQueue;

  constructor(
    private readonly database: WorkerDatabaseService,
    private readonly redis: WorkerRedisService,
  ) {}

  async start(): Promise<void> {
    this.buildQueue = new BuildQueue(this.redis.connection, this.redis.prefix);
    const relay = new OutboxRelay(this.database.dataSource, this.buildQueue);
    const reconciler = new BuildReconciler(this.database.dataSource, this.buildQueue);
    const runRelay = () => relay.relayPending().catch((error: Error) => this.logger.warn(`Outbox relay: ${error.message}`));
    const runReconcile = () =>
      reconciler
        .reconcile()
        .then((ids) => ids.length && this.logger.log(`Re-enqueued builds of stores ${ids.join(', ')}`))
        .catch((error: Error) => this.logger.warn(`Reconciler: ${error.message}`));
    await runRelay();
    await runReconcile();
    this.timers.push(setInterval(runRelay, RELAY_INTERVAL_MS), setInterval(runReconcile, RECONCILE_INTERVAL_MS));
  }

  async onApplicationShutdown(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    await this.buildQueue?.close();
  }
}
