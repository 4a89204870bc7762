import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  NEWSLETTER_ALREADY_SUBSCRIBED_MESSAGE,
  NEWSLETTER_INTERESTS,
  NEWSLETTER_SOURCE,
  NEWSLETTER_SUBSCRIBED_MESSAGE,
  type NewsletterSubscriptionDto,
} from '@ducan/contracts';
import { NewsletterSubscription } from '@ducan/db';
import { DatabaseService } from '../database/database.service';
import { EmailOutboxService } from '../email/email-outbox.service';

export type SubscribeOutcome = 'subscribed' | 'resubscribed' | 'already-subscribed';

/** 32 random bytes, URL-safe: the unsubscribe link's only key. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export function isTokenFormat(token: unknown): token is string {
  return typeof token === 'string' && TOKEN_FORMAT.test(token);
}

@Injectable()
export class NewsletterService {
  constructor(
    private readonly database: DatabaseService,
    private readonly email: EmailOutboxService,
  ) {}

  pageOptions(): { siteUrl: string; supportEmail: string } {
    return { siteUrl: this.email.branding.siteUrl, supportEmail: this.email.branding.supportEmail };
  }

  unsubscribeUrl(token: string): string {
    return `${this.email.branding.siteUrl}/api/newsletter/unsubscribe?token=${token}`;
  }

  /**
   * One subscription per address (compared lower-case). A new or returning subscriber gets the
   * confirmation e-mail; someone already subscribed gets a friendly answer and no second e-mail,
   * so the form cannot be used to flood an inbox.
   */
  async subscribe(dto: NewsletterSubscriptionDto): Promise<{ outcome: SubscribeOutcome; message: string }> {
    const email = dto.email.toLowerCase();
    const interests = [...new Set(dto.interests ?? NEWSLETTER_INTERESTS)];
    const source = dto.source ?? NEWSLETTER_SOURCE;
    const outcome = await this.database.manager.transaction(async (manager): Promise<SubscribeOutcome> => {
      const fresh = randomBytes(32).toString('base64url');
      const inserted: { id: number }[] = await manager.query(
        `INSERT INTO newsletter_subscriptions (email, name, source, interests, unsubscribe_token, subscribed_at)
         VALUES ($1, $2, $3, $4, $5, now()) ON CONFLICT (email) DO NOTHING RETURNING id`,
        [email, dto.name, source, interests, fresh],
      );
      let token = fresh;
      if (!inserted.length) {
        const existing = await manager.findOneOrFail(NewsletterSubscription, { where: { email }, lock: { mode: 'pessimistic_write' } });
        if (!existing.unsubscribedAt) return 'already-subscribed';
        await manager.update(NewsletterSubscription, existing.id, { name: dto.name, source, interests, subscribedAt: new Date(), unsubscribedAt: null });
        token = existing.unsubscribeToken;
      }
      await this.queueConfirmation(manager, email, dto.name, token);
      return inserted.length ? 'subscribed' : 'resubscribed';
    });
    if (outcome !== 'already-subscribed') await this.email.relayNow();
    return { outcome, message: outcome === 'already-subscribed' ? NEWSLETTER_ALREADY_SUBSCRIBED_MESSAGE : NEWSLETTER_SUBSCRIBED_MESSAGE };
  }

  private async queueConfirmation(manager: EntityManager, email: string, name: string, token: string): Promise<void> {
    const unsubscribeUrl = this.unsubscribeUrl(token);
    await this.email.queue(manager, {
      to: email,
      template: 'newsletterConfirmation',
      data: { name, unsubscribeUrl },
      // RFC 8058 one-click unsubscribe from the mail client's own button.
      headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  }

  /** Stamps unsubscribed_at (once); false when no subscription has this token. */
  async unsubscribe(token: string): Promise<boolean> {
    // TypeORM answers an UPDATE with [rows, rowCount].
    const [rows]: [unknown[], number] = await this.database.manager.query(
      `UPDATE newsletter_subscriptions SET unsubscribed_at = COALESCE(unsubscribed_at, now()), updated_at = now()
       WHERE unsubscribe_token = $1 RETURNING id`,
      [token],
    );
    return rows.length > 0;
  }

  /** Undoes an unsubscribe from the same link (a mail scanner that opened the link cannot cost a subscriber). */
  async resubscribe(token: string): Promise<boolean> {
    const [rows]: [unknown[], number] = await this.database.manager.query(
      `UPDATE newsletter_subscriptions SET unsubscribed_at = NULL, subscribed_at = CASE WHEN unsubscribed_at IS NULL THEN subscribed_at ELSE now() END, updated_at = now()
       WHERE unsubscribe_token = $1 RETURNING id`,
      [token],
    );
    return rows.length > 0;
  }
}
