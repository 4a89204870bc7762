import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const EMAIL_STATUSES = ['queued', 'sent', 'stored', 'failed'] as const;
/** queued → sent (SMTP accepted it) | stored (no SMTP_URL: kept here for the admin area) | failed. */
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** The outbox of every e-mail Dućan sends: the rendered message and its delivery state. */
@Entity({ name: 'email_messages' })
@Index('idx_email_messages_created_at', ['createdAt'])
export class EmailMessage {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'to_address', type: 'text' })
  toAddress!: string;

  @Column({ name: 'reply_to', type: 'text', nullable: true })
  replyTo!: string | null;

  @Column({ type: 'text' })
  subject!: string;

  @Column({ type: 'text' })
  html!: string;

  @Column({ type: 'text' })
  text!: string;

  /** The template key it was rendered from (contactAcknowledgement, storeSummary, …). */
  @Column({ type: 'text' })
  template!: string;

  /** Extra headers, e.g. List-Unsubscribe. */
  @Column({ type: 'jsonb', nullable: true })
  headers!: Record<string, string> | null;

  @Column({ type: 'text', default: 'queued' })
  status!: EmailStatus;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError!: string | null;

  @Column({ name: 'provider_message_id', type: 'text', nullable: true })
  providerMessageId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  /** When it was sent or stored. */
  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true })
  deliveredAt!: Date | null;
}
