import { Module } from '@nestjs/common';
import { EmailDispatchSweeperService } from './email-dispatch-sweeper.service';
import { SendEmailProcessor } from './send-email.processor';

/** E-mail delivery: the send-email job handler and the outbox sweeps that feed it. */
@Module({ providers: [SendEmailProcessor, EmailDispatchSweeperService] })
export class EmailModule {}
