import { Module } from '@nestjs/common';
import { EmailModule } from '../email/email.module';
import { CustomOrdersController } from './custom-orders.controller';
import { CustomOrdersService } from './custom-orders.service';

@Module({ imports: [EmailModule], controllers: [CustomOrdersController], providers: [CustomOrdersService] })
export class CustomOrdersModule {}
