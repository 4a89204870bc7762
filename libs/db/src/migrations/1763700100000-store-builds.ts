import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What store builds need beyond the spec's two tables: the browser that owns a store, its
 * encrypted Admin API token, cancellation and failure messages, every Shopify object a build
 * created (idempotency and the build report), and the transactional outbox that feeds BullMQ.
 */
export class StoreBuilds1763700100000 implements MigrationInterface {
  name = 'StoreBuilds1763700100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "stores"
        ADD COLUMN "owner_id" text,
        ADD COLUMN "access_token_encrypted" text,
        ADD COLUMN "error_message" text,
        ADD COLUMN "cancel_requested" boolean NOT NULL DEFAULT false,
        ADD COLUMN "updated_at" timestamptz NOT NULL DEFAULT now()`);
    await queryRunner.query(`CREATE INDEX "idx_stores_owner_id_created_at" ON "stores" ("owner_id", "created_at" DESC)`);
    await queryRunner.query(`CREATE INDEX "idx_stores_active" ON "stores" ("status") WHERE "status" IN ('pending', 'building')`);
    await queryRunner.query(`
      CREATE TABLE "store_objects" (
        "id" SERIAL PRIMARY KEY,
        "store_id" integer NOT NULL CONSTRAINT "fk_store_objects_store" REFERENCES "stores"("id") ON DELETE CASCADE,
        "step" text NOT NULL,
        "kind" text NOT NULL,
        "handle" text NOT NULL,
        "shopify_id" text NOT NULL,
        "title" text,
        "details" jsonb,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "uq_store_objects_store_kind_handle" UNIQUE ("store_id", "kind", "handle")
      )`);
    await queryRunner.query(`
      CREATE TABLE "outbox" (
        "id" BIGSERIAL PRIMARY KEY,
        "topic" text NOT NULL,
        "payload" jsonb NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "dispatched_at" timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX "idx_outbox_pending" ON "outbox" ("id") WHERE "dispatched_at" IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "outbox"`);
    await queryRunner.query(`DROP TABLE "store_objects"`);
    await queryRunner.query(`DROP INDEX "idx_stores_active"`);
    await queryRunner.query(`DROP INDEX "idx_stores_owner_id_created_at"`);
    await queryRunner.query(`
      ALTER TABLE "stores"
        DROP COLUMN "owner_id", DROP COLUMN "access_token_encrypted", DROP COLUMN "error_message",
        DROP COLUMN "cancel_requested", DROP COLUMN "updated_at"`);
  }
}
