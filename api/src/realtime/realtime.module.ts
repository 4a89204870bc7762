import { Module } from '@nestjs/common';
import { AdminAuthModule } from '../admin-auth/admin-auth.module';
import { StoreUpdatesGateway } from './store-updates.gateway';

@Module({ imports: [AdminAuthModule], providers: [StoreUpdatesGateway] })
export class RealtimeModule {}
