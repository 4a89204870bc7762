import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';

/** A store connected by the OAuth install flow (table `shopify_connections`). */
@Entity({ name: 'shopify_connections' })
@Unique('uq_shopify_connections_owner_shop', ['ownerId', 'shopDomain'])
export class ShopifyConnection {
  @PrimaryGeneratedColumn()
  id!: number;

  /** The browser that installed the app (owner cookie). */
  @Column({ name: 'owner_id', type: 'text' })
  ownerId!: string;

  @Column({ name: 'shop_domain', type: 'text' })
  shopDomain!: string;

  /** TokenCipher output bound to `shopify-connection:<id>`; never selected unless asked for. */
  @Column({ name: 'access_token_encrypted', type: 'text', nullable: true, select: false })
  accessTokenEncrypted!: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  scopes!: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
