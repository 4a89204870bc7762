import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@ducan/config';
import { SITE } from '@ducan/contracts';
import { OutboxRelay } from '@ducan/build-dispatch';
import {
  EMAIL_TEMPLATES,
  EmailQueue,
  SEND_EMAIL_TOPIC,
  emailTemplateSource,
  queueEmail,
  type EmailBranding,
  type EmailTemplateKey,
  type QueueEmailInput,
} from '@ducan/email';
import { DatabaseService } from '../database/database.service';
import { RedisService } from '../redis/redis.service';

/**
 * Queues e-mail the transactional-outbox way: the rendered message (`email_messages`) and its
 * `send-email` outbox row are written in the caller's transaction, so an e-mail exists exactly
 * when the record that caused it exists. After commit `relayNow` hands the job to BullMQ; when
 * Redis is down the worker's sweeper does it later — a request never fails because of the queue.
 */
@Injectable()
export class EmailOutboxService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(EmailOutboxService.name);
  private emailQueueInstance?: EmailQueue;
  readonly branding: EmailBranding;

  constructor(
    private readonly database: DatabaseService,
    private readonly redis: RedisService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.branding = { siteUrl: config.publicUrl, supportEmail: SITE.email, supportPhone: SITE.phone };
  }

  /** Compiles every MJML template at start-up: a broken template fails the boot, not a visitor's request. */
  async onModuleInit(): Promise<void> {
    await Promise.all((Object.keys(EMAIL_TEMPLATES) as EmailTemplateKey[]).map((key) => emailTemplateSource(key)));
  }

  /** Created on first use: a BullMQ queue holds on to the shared connection until it is closed. */
  private get emailQueue(): EmailQueue {
    this.emailQueueInstance ??= new EmailQueue(this.redis.client, this.redis.prefix);
    return this.emailQueueInstance;
  }

  get adminAddress(): string {
    return this.config.adminEmail;
  }

  /** Renders and records one e-mail inside `manager`'s transaction; returns the email_messages id. */
  queue<K extends EmailTemplateKey>(manager: EntityManager, input: QueueEmailInput<K>): Promise<number> {
    return queueEmail(manager, input, this.branding);
  }

  /**
   * Hands committed send-email rows to BullMQ now; failures are left to the worker's sweeper.
   * While Redis is not connected it does not even try: BullMQ would wait for the connection with
   * the outbox rows locked, and the visitor's request would hang.
   */
  async relayNow(): Promise<void> {
    if (this.redis.client.status !== 'ready') {
      this.logger.warn('Redis is not connected: e-mail relay deferred to the worker');
      return;
    }
    try {
      await new OutboxRelay(this.database.dataSource, null, { [SEND_EMAIL_TOPIC]: this.emailQueue.relayHandler }).relayPending();
    } catch (error) {
      this.logger.warn(`E-mail relay deferred to the worker: ${(error as Error).message}`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.emailQueueInstance?.close().catch(() => undefined);
  }
}
