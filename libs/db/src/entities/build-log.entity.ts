import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { BuildLogStatus, BuildStep } from '@ducan/contracts';
import { Store } from './store.entity';

/** Table `build_logs` of the second specification (§3). */
@Entity({ name: 'build_logs' })
@Index('idx_build_logs_store_id_timestamp', ['storeId', 'timestamp'])
export class BuildLog {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'store_id', type: 'integer' })
  storeId!: number;

  @ManyToOne(() => Store, (store) => store.logs, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'store_id' })
  store?: Store;

  @Column({ type: 'text' })
  step!: BuildStep;

  @Column({ type: 'text' })
  status!: BuildLogStatus;

  @Column({ type: 'text', nullable: true })
  message!: string | null;

  @Column({ type: 'jsonb', nullable: true })
  details!: Record<string, unknown> | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  timestamp!: Date;
}
