import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { ConfigModule } from '@ducan/config';
import { DispatchSweeperService } from './dispatch/dispatch-sweeper.service';
import { EmailModule } from './email/email.module';
import { InfrastructureModule } from './infrastructure.module';
import { JobHandlerRegistry } from './jobs/job-handler-registry';
import { QueueWorkersService } from './jobs/queue-workers.service';
import { StoreBuildsModule } from './store-builds/store-builds.module';

@Module({
  imports: [ConfigModule, InfrastructureModule, DiscoveryModule, StoreBuildsModule, EmailModule],
  providers: [JobHandlerRegistry, QueueWorkersService, DispatchSweeperService],
})
export class WorkerModule {}
