import type { EntityManager } from 'typeorm';
import { EmailMessage, OutboxMessage } from '@ducan/db';
import type { EmailBranding } from '../layout';
import { renderEmail } from '../render-email';
import type { EmailTemplateKey, EmailTemplateVariables } from '../template-variables';
import { SEND_EMAIL_TOPIC } from './email-queue';

export interface QueueEmailInput<K extends EmailTemplateKey> {
  to: string;
  replyTo?: string;
  template: K;
  data: EmailTemplateVariables[K];
  headers?: Record<string, string>;
}

/**
 * Renders an e-mail and records it with its `send-email` outbox row inside the caller's
 * transaction (API requests and worker steps alike), so an e-mail exists exactly when the record
 * that caused it exists. Returns the email_messages id.
 */
export async function queueEmail<K extends EmailTemplateKey>(manager: EntityManager, input: QueueEmailInput<K>, branding: EmailBranding): Promise<number> {
  const rendered = await renderEmail(input.template, input.data, branding);
  const email = await manager.save(
    manager.create(EmailMessage, {
      toAddress: input.to,
      replyTo: input.replyTo ?? null,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      template: rendered.template,
      headers: input.headers ?? null,
      status: 'queued',
    }),
  );
  await manager.save(manager.create(OutboxMessage, { topic: SEND_EMAIL_TOPIC, payload: { emailId: email.id } }));
  return email.id;
}
