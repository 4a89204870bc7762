import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { BuildStep } from '@ducan/contracts';

/** A Shopify object a build created or adopted, keyed by handle: re-runs look here first. */
@Entity({ name: 'store_objects' })
@Unique('uq_store_objects_store_kind_handle', ['storeId', 'kind', 'handle'])
export class StoreObject {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'store_id', type: 'integer' })
  storeId!: number;

  @Column({ type: 'text' })
  step!: BuildStep;

  @Column({ type: 'text' })
  kind!: string;

  @Column({ type: 'text' })
  handle!: string;

  @Column({ name: 'shopify_id', type: 'text' })
  shopifyId!: string;

  @Column({ type: 'text', nullable: true })
  title!: string | null;

  @Column({ type: 'jsonb', nullable: true })
  details!: Record<string, unknown> | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
