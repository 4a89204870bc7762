import { createTransport, type Transporter } from 'nodemailer';
import { PermanentDeliveryError, type DeliveryResult, type EmailTransport, type OutgoingEmail } from './email-transport';

/** SMTP through nodemailer, with a pooled connection and a stable Message-ID per outbox row. */
export class SmtpTransport implements EmailTransport {
  readonly name = 'smtp' as const;
  private readonly transporter: Transporter;
  private readonly messageIdDomain: string;

  constructor(smtpUrl: string, options: { messageIdDomain: string; timeoutMs?: number }) {
    const timeout = options.timeoutMs ?? 20_000;
    this.transporter = createTransport(smtpUrl, {
      pool: true,
      maxConnections: 3,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    } as Parameters<typeof createTransport>[1]);
    this.messageIdDomain = options.messageIdDomain;
  }

  async deliver(message: OutgoingEmail): Promise<DeliveryResult> {
    try {
      const info = await this.transporter.sendMail({
        from: message.from,
        to: message.to,
        replyTo: message.replyTo ?? undefined,
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: message.headers,
        // The same id on every retry lets receiving servers drop a duplicate after a crash.
        messageId: `<email-${message.id}@${this.messageIdDomain}>`,
      });
      return { status: 'sent', providerMessageId: String(info.messageId ?? '') };
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode;
      // 5xx: the server refused for good (bad mailbox, auth rejected); 4xx and network errors pass.
      if (typeof code === 'number' && code >= 500 && code < 600) {
        throw new PermanentDeliveryError(`SMTP ${code}: ${(error as Error).message}`);
      }
      throw error;
    }
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}
