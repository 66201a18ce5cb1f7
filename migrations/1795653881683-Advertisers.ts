import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Advertisers (issue #23): applications (one open per user: partial unique index) and their
 * decisions, placement packages, campaigns (one per ad_placement order), per-day impressions and
 * clicks, and the ids of count batches already flushed (exactly-once flush from Redis).
 */
export class Advertisers1795653881683 implements MigrationInterface {
  name = 'Advertisers1795653881683';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TABLE "ad_application_decisions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "application_id" uuid NOT NULL, "action" character varying(20) NOT NULL, "actor_id" uuid, "reason" character varying(500), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d5472b2e3a8d8e526197ca87fa0" PRIMARY KEY ("id"))',
    );
    await q.query(
      'CREATE INDEX "ix_ad_application_decisions_application" ON "ad_application_decisions"  ("application_id", "created_at") ',
    );
    await q.query(
      'CREATE TABLE "ad_applications" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "status" character varying(20) NOT NULL, "company_name" character varying(100) NOT NULL, "province" character varying(20) NOT NULL, "city" character varying(20) NOT NULL, "district" character varying(20) NOT NULL, "address" character varying(200) NOT NULL, "credit_code" character varying(18) NOT NULL, "license_image" character varying(500) NOT NULL, "business_scope" character varying(500) NOT NULL, "legal_name" character varying(100) NOT NULL, "legal_phone_prefix" character varying(5) NOT NULL, "legal_phone" character varying(15) NOT NULL, "legal_email" character varying(254) NOT NULL, "contact_name" character varying(100) NOT NULL, "contact_phone_prefix" character varying(5) NOT NULL, "contact_phone" character varying(15) NOT NULL, "contact_email" character varying(254) NOT NULL, "wechat_id" character varying(50) NOT NULL, "whatsapp" character varying(50) NOT NULL, "reject_reason" character varying(500), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_eade0e11184ce503a320acce702" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "ix_ad_applications_status_time" ON "ad_applications"  ("status", "updated_at") ');
    await q.query(
      'CREATE UNIQUE INDEX "ux_ad_applications_open_per_user" ON "ad_applications"  ("user_id") WHERE "status" IN (\'awaiting_review\', \'approved\', \'rejected\')',
    );
    await q.query(
      'CREATE TABLE "ad_packages" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "slot" character varying(16) NOT NULL, "days" integer NOT NULL, "price" integer NOT NULL, "currency" character varying(3) NOT NULL DEFAULT \'CNY\', "names" jsonb NOT NULL, "active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_83f845520e0b1e582374d435781" PRIMARY KEY ("id"))',
    );
    await q.query(
      'CREATE TABLE "ad_campaigns" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "application_id" uuid NOT NULL, "user_id" uuid NOT NULL, "package_id" uuid NOT NULL, "order_id" uuid NOT NULL, "slot" character varying(16) NOT NULL, "days" integer NOT NULL, "status" character varying(20) NOT NULL, "starts_at" TIMESTAMP WITH TIME ZONE, "ends_at" TIMESTAMP WITH TIME ZONE, "image" character varying(500) NOT NULL, "title" character varying(60) NOT NULL, "link" character varying(500) NOT NULL, "creative_status" character varying(20) NOT NULL DEFAULT \'pending_review\', "creative_reason" character varying(500), "creative_approved_at" TIMESTAMP WITH TIME ZONE, "spend" integer NOT NULL DEFAULT \'0\', "currency" character varying(3) NOT NULL DEFAULT \'CNY\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7877713eb87f782dd190eed85a7" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE UNIQUE INDEX "ux_ad_campaigns_order" ON "ad_campaigns"  ("order_id") ');
    await q.query('CREATE INDEX "ix_ad_campaigns_user" ON "ad_campaigns"  ("user_id", "created_at") ');
    await q.query('CREATE INDEX "ix_ad_campaigns_serving" ON "ad_campaigns"  ("slot", "status", "starts_at") ');
    await q.query(
      'CREATE TABLE "ad_stats_daily" ("campaign_id" uuid NOT NULL, "day" date NOT NULL, "impressions" integer NOT NULL DEFAULT \'0\', "clicks" integer NOT NULL DEFAULT \'0\', CONSTRAINT "PK_f74ce5bbbd6d51e5416b238a658" PRIMARY KEY ("campaign_id", "day"))',
    );
    await q.query(
      'CREATE TABLE "ad_count_batches" ("id" character varying(64) NOT NULL, "flushed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7c5cfee9f6c0eeab38a6f8d782d" PRIMARY KEY ("id"))',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE "ad_count_batches"');
    await q.query('DROP TABLE "ad_stats_daily"');
    await q.query('DROP INDEX "public"."ix_ad_campaigns_serving"');
    await q.query('DROP INDEX "public"."ix_ad_campaigns_user"');
    await q.query('DROP INDEX "public"."ux_ad_campaigns_order"');
    await q.query('DROP TABLE "ad_campaigns"');
    await q.query('DROP TABLE "ad_packages"');
    await q.query('DROP INDEX "public"."ux_ad_applications_open_per_user"');
    await q.query('DROP INDEX "public"."ix_ad_applications_status_time"');
    await q.query('DROP TABLE "ad_applications"');
    await q.query('DROP INDEX "public"."ix_ad_application_decisions_application"');
    await q.query('DROP TABLE "ad_application_decisions"');
  }
}
