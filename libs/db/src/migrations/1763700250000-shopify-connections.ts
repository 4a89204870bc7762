import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stores connected through Shopify's OAuth install: one row per browser (owner) and shop, with the
 * offline Admin API token encrypted (TokenCipher, AAD `shopify-connection:<id>`) and the granted scopes.
 */
export class ShopifyConnections1763700250000 implements MigrationInterface {
  name = 'ShopifyConnections1763700250000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "shopify_connections" (
        "id" SERIAL PRIMARY KEY,
        "owner_id" text NOT NULL,
        "shop_domain" text NOT NULL,
        "access_token_encrypted" text,
        "scopes" text[] NOT NULL DEFAULT '{}',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "uq_shopify_connections_owner_shop" UNIQUE ("owner_id", "shop_domain"),
        CONSTRAINT "ck_shopify_connections_shop_domain" CHECK ("shop_domain" ~ '^[a-z0-9][a-z0-9-]*\\.myshopify\\.com$')
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "shopify_connections"`);
  }
}
