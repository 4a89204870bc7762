import type { DeliveryResult, EmailTransport } from './email-transport';

/**
 * The driver used without SMTP_URL: the message already sits in the `email_messages` outbox with
 * its subject, HTML and text, so "delivering" means recording it there as `stored`, where the admin
 * area shows it. The product then works end to end on a fresh machine (DESIGN.md).
 */
export class DatabaseRecordTransport implements EmailTransport {
  readonly name = 'database' as const;

  async deliver(): Promise<DeliveryResult> {
    return { status: 'stored' };
  }

  /** Holds no connection. */
  close(): Promise<void> {
    return Promise.resolve();
  }
}
