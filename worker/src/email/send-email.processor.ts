import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '@ducan/config';
import { EmailMessage, type EmailStatus } from '@ducan/db';
import { PermanentDeliveryError, createEmailTransport, type EmailTransport } from '@ducan/email';
import { JobName, type JobPayload } from '@ducan/queue';
import { WorkerDatabaseService } from '../database/worker-database.service';
import { OnJob } from '../jobs/on-job.decorator';

/** The domain of MAIL_FROM names our Message-IDs (hello@ducan.rs → ducan.rs). */
function messageIdDomain(mailFrom: string): string {
  return /@([^\s>]+)/.exec(mailFrom)?.[1] ?? 'ducan.local';
}

/**
 * Delivers one `email_messages` row through the configured driver and records the outcome.
 * Delivery is at least once: a row that is no longer `queued` is never sent again, and retries
 * reuse one Message-ID so a receiving server can drop a duplicate after a crash mid-send.
 */
@Injectable()
export class SendEmailProcessor implements OnApplicationShutdown {
  private readonly logger = new Logger(SendEmailProcessor.name);
  readonly transport: EmailTransport;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly database: WorkerDatabaseService,
  ) {
    this.transport = createEmailTransport({ smtpUrl: config.smtpUrl, messageIdDomain: messageIdDomain(config.mailFrom) });
    this.logger.log(config.smtpUrl ? 'E-mail goes out over SMTP' : 'No SMTP_URL: e-mail is kept in the database outbox (status stored)');
  }

  @OnJob(JobName.SendEmail)
  async send(job: Job<JobPayload<JobName.SendEmail>>): Promise<EmailStatus | 'missing'> {
    const repository = this.database.dataSource.getRepository(EmailMessage);
    const email = await repository.findOneBy({ id: job.data.emailId });
    if (!email) return 'missing';
    if (email.status !== 'queued') return email.status;
    await repository.increment({ id: email.id }, 'attempts', 1);
    try {
      const result = await this.transport.deliver({
        id: email.id,
        from: this.config.mailFrom,
        to: email.toAddress,
        replyTo: email.replyTo,
        subject: email.subject,
        html: email.html,
        text: email.text,
        headers: email.headers ?? undefined,
      });
      await repository.update(
        { id: email.id, status: 'queued' },
        { status: result.status, providerMessageId: result.status === 'sent' ? result.providerMessageId : null, lastError: null, deliveredAt: new Date() },
      );
      return result.status;
    } catch (error) {
      const permanent = error instanceof PermanentDeliveryError;
      const lastAttempt = permanent || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      const message = this.describe(error);
      await repository.update({ id: email.id, status: 'queued' }, { lastError: message, ...(lastAttempt ? { status: 'failed' as const } : {}) });
      this.logger.warn(`E-mail ${email.id} (${email.template}) ${lastAttempt ? 'failed for good' : 'will be retried'}: ${message}`);
      if (permanent) throw new UnrecoverableError(message);
      throw error;
    }
  }

  /** The error for the outbox and logs, without the SMTP credentials. */
  private describe(error: unknown): string {
    let message = error instanceof Error ? error.message : String(error);
    const password = this.config.smtpUrl ? decodeURIComponent(new URL(this.config.smtpUrl).password) : '';
    if (password) message = message.split(password).join('***');
    return message.slice(0, 1000);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.transport.close();
  }
}
