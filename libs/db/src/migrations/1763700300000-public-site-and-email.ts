import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The public site's records (contact messages, newsletter subscriptions, Custom Build orders)
 * and the outbox of every e-mail (email_messages), which the admin area reads.
 */
export class PublicSiteAndEmail1763700300000 implements MigrationInterface {
  name = 'PublicSiteAndEmail1763700300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "email_messages" (
        "id" SERIAL PRIMARY KEY,
        "to_address" text NOT NULL,
        "reply_to" text,
        "subject" text NOT NULL,
        "html" text NOT NULL,
        "text" text NOT NULL,
        "template" text NOT NULL,
        "headers" jsonb,
        "status" text NOT NULL DEFAULT 'queued' CONSTRAINT "ck_email_messages_status" CHECK ("status" IN ('queued', 'sent', 'stored', 'failed')),
        "attempts" integer NOT NULL DEFAULT 0,
        "last_error" text,
        "provider_message_id" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "delivered_at" timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX "idx_email_messages_created_at" ON "email_messages" ("created_at")`);
    await queryRunner.query(`CREATE INDEX "idx_email_messages_queued" ON "email_messages" ("updated_at") WHERE "status" = 'queued'`);
    await queryRunner.query(`
      CREATE TABLE "contact_messages" (
        "id" SERIAL PRIMARY KEY,
        "kind" text NOT NULL CONSTRAINT "ck_contact_messages_kind" CHECK ("kind" IN ('contact', 'masterclass_application')),
        "name" text NOT NULL,
        "email" text NOT NULL,
        "phone" text,
        "message" text NOT NULL,
        "owner_id" text,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "newsletter_subscriptions" (
        "id" SERIAL PRIMARY KEY,
        "email" text NOT NULL CONSTRAINT "uq_newsletter_subscriptions_email" UNIQUE,
        "name" text NOT NULL,
        "source" text NOT NULL,
        "interests" text[] NOT NULL DEFAULT '{}',
        "unsubscribe_token" text NOT NULL CONSTRAINT "uq_newsletter_subscriptions_token" UNIQUE,
        "subscribed_at" timestamptz NOT NULL,
        "unsubscribed_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "custom_orders" (
        "id" SERIAL PRIMARY KEY,
        "niches" text[] NOT NULL,
        "total_usd" integer NOT NULL CONSTRAINT "ck_custom_orders_total" CHECK ("total_usd" > 0),
        "status" text NOT NULL DEFAULT 'new',
        "first_name" text NOT NULL,
        "last_name" text NOT NULL,
        "email" text NOT NULL,
        "phone" text NOT NULL,
        "address" text NOT NULL,
        "apartment" text,
        "city" text NOT NULL,
        "country" text NOT NULL,
        "state" text,
        "postal_code" text NOT NULL,
        "use_same_for_billing" boolean NOT NULL,
        "billing_address" jsonb,
        "owner_id" text,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "custom_orders"`);
    await queryRunner.query(`DROP TABLE "newsletter_subscriptions"`);
    await queryRunner.query(`DROP TABLE "contact_messages"`);
    await queryRunner.query(`DROP TABLE "email_messages"`);
  }
}
