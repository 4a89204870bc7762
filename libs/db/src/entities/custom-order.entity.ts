import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export interface CustomOrderAddress {
  firstName: string;
  lastName: string;
  address: string;
  apartment: string | null;
  city: string;
  country: string;
  state: string | null;
  postalCode: string;
}

/** A Custom Build order from /custom-setup; total_usd is computed by the server, never taken from the client. */
@Entity({ name: 'custom_orders' })
export class CustomOrder {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'text', array: true })
  niches!: string[];

  @Column({ name: 'total_usd', type: 'integer' })
  totalUsd!: number;

  @Column({ type: 'text', default: 'new' })
  status!: string;

  @Column({ name: 'first_name', type: 'text' })
  firstName!: string;

  @Column({ name: 'last_name', type: 'text' })
  lastName!: string;

  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text' })
  phone!: string;

  @Column({ type: 'text' })
  address!: string;

  @Column({ type: 'text', nullable: true })
  apartment!: string | null;

  @Column({ type: 'text' })
  city!: string;

  @Column({ type: 'text' })
  country!: string;

  @Column({ type: 'text', nullable: true })
  state!: string | null;

  @Column({ name: 'postal_code', type: 'text' })
  postalCode!: string;

  @Column({ name: 'use_same_for_billing', type: 'boolean' })
  useSameForBilling!: boolean;

  /** Null when the shipping address is also the billing address. */
  @Column({ name: 'billing_address', type: 'jsonb', nullable: true })
  billingAddress!: CustomOrderAddress | null;

  @Column({ name: 'owner_id', type: 'text', nullable: true })
  ownerId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
