import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** One row per e-mail address (stored lower-case); unsubscribing keeps the row and stamps the time. */
@Entity({ name: 'newsletter_subscriptions' })
export class NewsletterSubscription {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'text', unique: true })
  email!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  source!: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  interests!: string[];

  /** Random, URL-safe; the only key the unsubscribe link carries. */
  @Column({ name: 'unsubscribe_token', type: 'text', unique: true })
  unsubscribeToken!: string;

  @Column({ name: 'subscribed_at', type: 'timestamptz' })
  subscribedAt!: Date;

  @Column({ name: 'unsubscribed_at', type: 'timestamptz', nullable: true })
  unsubscribedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
