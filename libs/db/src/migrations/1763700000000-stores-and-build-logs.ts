import type { MigrationInterface, QueryRunner } from 'typeorm';

export class StoresAndBuildLogs1763700000000 implements MigrationInterface {
  name = 'StoresAndBuildLogs1763700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "stores" (
        "id" SERIAL PRIMARY KEY,
        "name" text NOT NULL,
        "url" text NOT NULL CONSTRAINT "uq_stores_url" UNIQUE,
        "category" text NOT NULL,
        "status" text NOT NULL DEFAULT 'pending',
        "progress" integer NOT NULL DEFAULT 0,
        "current_step" text DEFAULT 'store_creation',
        "shopify_store_id" text,
        "shopify_domain" text,
        "theme_source" text NOT NULL,
        "theme_id" text,
        "theme_name" text,
        "configuration" jsonb,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "completed_at" timestamptz
      )`);
    await queryRunner.query(`
      CREATE TABLE "build_logs" (
        "id" SERIAL PRIMARY KEY,
        "store_id" integer NOT NULL CONSTRAINT "fk_build_logs_store" REFERENCES "stores"("id") ON DELETE CASCADE,
        "step" text NOT NULL,
        "status" text NOT NULL,
        "message" text,
        "details" jsonb,
        "timestamp" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "idx_build_logs_store_id_timestamp" ON "build_logs" ("store_id", "timestamp")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "build_logs"`);
    await queryRunner.query(`DROP TABLE "stores"`);
  }
}
