import { Global, Module } from '@nestjs/common';
import { WorkerDatabaseService } from './database/worker-database.service';
import { WorkerRedisService } from './redis/worker-redis.service';
import { ShutdownSignal } from './store-builds/build-interruption';

/** The worker's PostgreSQL and Redis connections and its shutdown signal, for every feature module. */
@Global()
@Module({
  providers: [WorkerDatabaseService, WorkerRedisService, ShutdownSignal],
  exports: [WorkerDatabaseService, WorkerRedisService, ShutdownSignal],
})
export class InfrastructureModule {}
