import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Membership1795653329021 implements MigrationInterface {
  name = 'Membership1795653329021';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TABLE "article_unlocks" ("user_id" uuid NOT NULL, "article_id" uuid NOT NULL, "charged" boolean NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c8961d7d0cd2a72e394faaa6627" PRIMARY KEY ("user_id", "article_id"))',
    );
    await q.query('CREATE INDEX "ix_article_unlocks_user_time" ON "article_unlocks"  ("user_id", "created_at") ');
    await q.query(
      'CREATE TABLE "membership_orders" ("order_id" uuid NOT NULL, "user_id" uuid NOT NULL, "plan_id" uuid NOT NULL, "kind" character varying(16) NOT NULL, "months" integer, "credits" integer, "names" jsonb NOT NULL, "vip_from" TIMESTAMP WITH TIME ZONE, "vip_to" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_3b51163e9c0c259bee422e2c40b" PRIMARY KEY ("order_id"))',
    );
    await q.query(
      'CREATE TABLE "membership_plans" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "kind" character varying(16) NOT NULL, "months" integer, "credits" integer, "price" integer NOT NULL, "currency" character varying(3) NOT NULL DEFAULT \'CNY\', "names" jsonb NOT NULL, "descriptions" jsonb NOT NULL, "active" boolean NOT NULL DEFAULT true, "position" integer NOT NULL DEFAULT \'0\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_membership_plans_size" CHECK (("kind" = \'months\') = ("months" IS NOT NULL) AND ("kind" = \'credits\') = ("credits" IS NOT NULL)), CONSTRAINT "PK_85ca9d6f4262a6bbff2a540c640" PRIMARY KEY ("id"))',
    );
    await q.query(
      'CREATE TABLE "membership_ledger" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "kind" character varying(16) NOT NULL, "key" character varying(120) NOT NULL, "credits" integer NOT NULL DEFAULT \'0\', "vip_seconds" bigint NOT NULL DEFAULT \'0\', "buyout" smallint NOT NULL DEFAULT \'0\', "order_id" uuid, "article_id" uuid, "reason" character varying(200), "actor_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e6e190e2c66a82a246ffb3681be" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE UNIQUE INDEX "uq_membership_ledger_key" ON "membership_ledger"  ("key") ');
    await q.query('CREATE INDEX "ix_membership_ledger_user_time" ON "membership_ledger"  ("user_id", "created_at") ');
    await q.query(
      'CREATE TABLE "memberships" ("user_id" uuid NOT NULL, "vip_until" TIMESTAMP WITH TIME ZONE, "buyout" boolean NOT NULL DEFAULT false, "opened_at" TIMESTAMP WITH TIME ZONE, "remaining_credits" integer NOT NULL DEFAULT \'0\', "cumulative_articles" integer NOT NULL DEFAULT \'0\', "version" integer NOT NULL DEFAULT \'0\', "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_memberships_credits" CHECK ("remaining_credits" >= 0), CONSTRAINT "PK_7c1e2fdfed4f6838e0c05ae5051" PRIMARY KEY ("user_id"))',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE "memberships"');
    await q.query('DROP INDEX "public"."ix_membership_ledger_user_time"');
    await q.query('DROP INDEX "public"."uq_membership_ledger_key"');
    await q.query('DROP TABLE "membership_ledger"');
    await q.query('DROP TABLE "membership_plans"');
    await q.query('DROP TABLE "membership_orders"');
    await q.query('DROP INDEX "public"."ix_article_unlocks_user_time"');
    await q.query('DROP TABLE "article_unlocks"');
  }
}
