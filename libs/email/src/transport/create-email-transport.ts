import { DatabaseRecordTransport } from './database-record.transport';
import type { EmailTransport } from './email-transport';
import { SmtpTransport } from './smtp.transport';

/** SMTP when SMTP_URL is configured, otherwise the database driver (DESIGN.md's e-mail contract). */
export function createEmailTransport(options: { smtpUrl?: string; messageIdDomain: string }): EmailTransport {
  return options.smtpUrl
    ? new SmtpTransport(options.smtpUrl, { messageIdDomain: options.messageIdDomain })
    : new DatabaseRecordTransport();
}
