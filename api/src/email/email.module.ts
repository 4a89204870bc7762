import { Module } from '@nestjs/common';
import { EmailOutboxService } from './email-outbox.service';

/** Queues e-mail for the worker (the public site's notifications and confirmations). */
@Module({ providers: [EmailOutboxService], exports: [EmailOutboxService] })
export class EmailModule {}
