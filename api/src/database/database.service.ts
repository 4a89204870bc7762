import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit, ServiceUnavailableException } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '@ducan/config';
import { createDataSource, ensureDatabase, runMigrationsLocked } from '@ducan/db';
import { APP_CONFIG } from '@ducan/config';
import { withTimeout } from '../common/with-timeout';

/**
 * Owns the API's PostgreSQL connection. Start-up never waits for the database: the API serves
 * (and reports 503) while PostgreSQL is down, and connects, creates the database and migrates
 * as soon as it answers.
 */
@Injectable()
export class DatabaseService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(DatabaseService.name);
  readonly dataSource: DataSource;
  private readyPromise: Promise<void>;
  private ready = false;
  private stopped = false;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.dataSource = createDataSource({ url: config.databaseUrl, applicationName: 'ducan-api' });
    this.readyPromise = Promise.resolve();
  }

  onModuleInit(): void {
    this.readyPromise = this.connectUntilReady();
  }

  /** Resolves once connected and migrated (tests and start-up scripts wait on it). */
  whenReady(): Promise<void> {
    return this.readyPromise;
  }

  get isReady(): boolean {
    return this.ready;
  }

  /** The entity manager, or a 503 with a plain message while the database is unreachable. */
  get manager(): EntityManager {
    if (!this.ready) throw new ServiceUnavailableException('The database is unavailable right now. Please try again in a moment.');
    return this.dataSource.manager;
  }

  async ping(timeoutMs = 1500): Promise<void> {
    if (!this.ready) throw new Error('not connected');
    await withTimeout(this.dataSource.query('SELECT 1'), timeoutMs, 'database ping timed out');
  }

  private async connectUntilReady(): Promise<void> {
    let delay = 250;
    while (!this.stopped) {
      try {
        if (await ensureDatabase(this.config.databaseUrl)) this.logger.log('Created the database');
        if (!this.dataSource.isInitialized) await this.dataSource.initialize();
        const applied = await runMigrationsLocked(this.dataSource);
        if (applied.length) this.logger.log(`Applied migrations: ${applied.join(', ')}`);
        this.ready = true;
        this.logger.log('Database ready');
        return;
      } catch (error) {
        this.logger.warn(`Database not ready (${(error as Error).message}); retrying in ${delay} ms`);
        await new Promise((resolve) => setTimeout(resolve, delay));
        delay = Math.min(delay * 2, 5000);
      }
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}
