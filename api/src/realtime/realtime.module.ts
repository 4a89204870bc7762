import { Module } from '@nestjs/common';
import { StoreUpdatesGateway } from './store-updates.gateway';

@Module({ providers: [StoreUpdatesGateway] })
export class RealtimeModule {}
