import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Worker } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '@ducan/config';
import { JOB_QUEUE, QUEUE_SETTINGS, QueueName } from '@ducan/queue';
import { WorkerRedisService } from '../redis/worker-redis.service';
import { JobHandlerRegistry } from './job-handler-registry';

/** One BullMQ Worker per queue that has jobs, dispatching by job name to its handler. */
@Injectable()
export class QueueWorkersService implements OnApplicationShutdown {
  private readonly logger = new Logger(QueueWorkersService.name);
  private readonly workers: Worker[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly redis: WorkerRedisService,
    private readonly registry: JobHandlerRegistry,
  ) {}

  start(): void {
    const queues = new Set(Object.values(JOB_QUEUE));
    for (const queueName of queues) {
      const settings = QUEUE_SETTINGS[queueName];
      const concurrency = queueName === QueueName.StoreBuilds ? this.config.workerConcurrency : settings.concurrency;
      const worker = new Worker(queueName, (job, token) => this.registry.get(job.name)(job, token), {
        connection: this.redis.connection.duplicate(),
        prefix: `${this.config.redisPrefix}:bull`,
        concurrency,
        lockDuration: settings.lockDuration,
        stalledInterval: settings.stalledInterval,
        maxStalledCount: settings.maxStalledCount,
      });
      worker.on('error', (error) => this.logger.warn(`Queue ${queueName}: ${error.message}`));
      this.workers.push(worker);
      this.logger.log(`Processing queue ${queueName} (concurrency ${concurrency})`);
    }
  }

  /** Graceful: waits for running jobs (each stops at its next checkpoint on SIGTERM). */
  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
  }
}
