/** One message as the outbox holds it (never more than the worker needs to deliver it). */
export interface OutgoingEmail {
  /** The outbox row id; also makes the Message-ID stable across retries. */
  id: number;
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe for the newsletter. */
  headers?: Record<string, string>;
}

export type DeliveryResult = { status: 'sent'; providerMessageId: string } | { status: 'stored' };

/**
 * A delivery driver (novu's pattern): the worker does not know which one runs. `smtp` hands the
 * message to a mail server; `database` keeps it in the outbox for the admin area (no SMTP_URL).
 */
export interface EmailTransport {
  readonly name: 'smtp' | 'database';
  deliver(message: OutgoingEmail): Promise<DeliveryResult>;
  close(): Promise<void>;
}

/** An error a retry cannot fix (the server refused the message or the credentials for good). */
export class PermanentDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentDeliveryError';
  }
}
