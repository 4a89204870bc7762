import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@ducan/config';
import { createDataSource, isSchemaCurrent } from '@ducan/db';

/**
 * The worker's PostgreSQL connection. The API owns migrations; the worker waits (with backoff)
 * until the database answers and the schema is current before it takes any job.
 */
@Injectable()
export class WorkerDatabaseService implements OnApplicationShutdown {
  private readonly logger = new Logger(WorkerDatabaseService.name);
  readonly dataSource: DataSource;
  private stopped = false;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.dataSource = createDataSource({ url: config.databaseUrl, applicationName: 'ducan-worker', poolSize: config.workerConcurrency * 2 + 4 });
  }

  async waitUntilReady(): Promise<void> {
    let delay = 250;
    while (!this.stopped) {
      try {
        if (!this.dataSource.isInitialized) await this.dataSource.initialize();
        if (await isSchemaCurrent(this.dataSource)) return;
        this.logger.log('Waiting for the API to apply migrations');
      } catch (error) {
        this.logger.warn(`Database not ready (${(error as Error).message})`);
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, 5000);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}
