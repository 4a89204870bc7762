import { Column, CreateDateColumn, Entity, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import type { BuildStep, StoreStatus } from '@ducan/contracts';
import { BuildLog } from './build-log.entity';

/** Table `stores` of the second specification (§3). */
@Entity({ name: 'stores' })
export class Store {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text', unique: true })
  url!: string;

  @Column({ type: 'text' })
  category!: string;

  @Column({ type: 'text', default: 'pending' })
  status!: StoreStatus;

  @Column({ type: 'integer', default: 0 })
  progress!: number;

  @Column({ name: 'current_step', type: 'text', nullable: true, default: 'store_creation' })
  currentStep!: BuildStep | null;

  @Column({ name: 'shopify_store_id', type: 'text', nullable: true })
  shopifyStoreId!: string | null;

  @Column({ name: 'shopify_domain', type: 'text', nullable: true })
  shopifyDomain!: string | null;

  @Column({ name: 'theme_source', type: 'text' })
  themeSource!: string;

  @Column({ name: 'theme_id', type: 'text', nullable: true })
  themeId!: string | null;

  @Column({ name: 'theme_name', type: 'text', nullable: true })
  themeName!: string | null;

  @Column({ type: 'jsonb', nullable: true })
  configuration!: Record<string, unknown> | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt!: Date | null;

  /** The browser (owner cookie) that created the store; admins see every store. */
  @Column({ name: 'owner_id', type: 'text', nullable: true })
  ownerId!: string | null;

  /** The Admin API token, AES-256-GCM encrypted with the store id as associated data. Never returned. */
  @Column({ name: 'access_token_encrypted', type: 'text', nullable: true, select: false })
  accessTokenEncrypted!: string | null;

  /** Plain-language reason of a failed build ("Invalid access token — reconnect your store"). */
  @Column({ name: 'error_message', type: 'text', nullable: true })
  errorMessage!: string | null;

  @Column({ name: 'cancel_requested', type: 'boolean', default: false })
  cancelRequested!: boolean;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;

  @OneToMany(() => BuildLog, (log) => log.store)
  logs?: BuildLog[];
}
