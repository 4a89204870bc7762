import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfigOrExit } from '@ducan/config';
import { WorkerDatabaseService } from './database/worker-database.service';
import { DispatchSweeperService } from './dispatch/dispatch-sweeper.service';
import { JobHandlerRegistry } from './jobs/job-handler-registry';
import { QueueWorkersService } from './jobs/queue-workers.service';
import { ShutdownSignal } from './store-builds/build-interruption';
import { WorkerModule } from './worker.module';

const LEVELS = ['error', 'warn', 'log', 'debug', 'verbose'] as const;

/** The worker: an application context without HTTP (twenty's and immich's pattern). */
async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit();
  const app = await NestFactory.createApplicationContext(WorkerModule, {
    logger: LEVELS.slice(0, LEVELS.indexOf(config.logLevel) + 1) as unknown as typeof LEVELS[number][],
  });
  // Stop taking Shopify calls first; Nest's shutdown hooks then close the BullMQ workers.
  const shutdown = app.get(ShutdownSignal);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      shutdown.request();
      void app.close().then(() => process.exit(0));
    });
  }
  app.get(JobHandlerRegistry).discover();
  await app.get(WorkerDatabaseService).waitUntilReady();
  await app.get(DispatchSweeperService).start();
  app.get(QueueWorkersService).start();
  Logger.log('Worker ready', 'Bootstrap');
  process.send?.({ type: 'ready' });
}

bootstrap().catch((error: Error) => {
  process.stderr.write(`Worker failed to start: ${error.message}\n`);
  process.exit(1);
});
