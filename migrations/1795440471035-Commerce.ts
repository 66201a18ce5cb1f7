import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Commerce1795440471035 implements MigrationInterface {
  name = 'Commerce1795440471035';

  async up(q: QueryRunner): Promise<void> {
    // Order numbers: kind letter + yyMMdd + the last 7 digits of this sequence (see docs/decisions/0048-order-numbers.md).
    await q.query('CREATE SEQUENCE IF NOT EXISTS "order_number_seq"');
    await q.query(
      'CREATE TABLE "coupons" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "title" jsonb NOT NULL, "kind" character varying(10) NOT NULL, "value" integer NOT NULL, "min_spend" integer NOT NULL DEFAULT \'0\', "currency" character varying(3) NOT NULL DEFAULT \'CNY\', "per_person_limit" integer NOT NULL DEFAULT \'1\', "valid_days" integer NOT NULL, "stock" integer NOT NULL, "claimed" integer NOT NULL DEFAULT \'0\', "active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_coupons_claimed" CHECK ("claimed" >= 0 AND "claimed" <= "stock"), CONSTRAINT "PK_d7ea8864a0150183770f3e9a8cb" PRIMARY KEY ("id"))',
    );
    await q.query(
      'CREATE TABLE "exhibitions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "title" jsonb NOT NULL, "description" jsonb NOT NULL, "cover" character varying(500) NOT NULL, "gallery" jsonb NOT NULL DEFAULT \'[]\', "venue_name" jsonb NOT NULL, "venue_address" jsonb NOT NULL, "city" jsonb NOT NULL, "lat" double precision NOT NULL, "lng" double precision NOT NULL, "starts_at" TIMESTAMP WITH TIME ZONE NOT NULL, "ends_at" TIMESTAMP WITH TIME ZONE NOT NULL, "currency" character varying(3) NOT NULL DEFAULT \'CNY\', "published" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0f4f908f4d38be7ab76b32aead7" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "idx_exhibitions_dates" ON "exhibitions"  ("starts_at", "ends_at") ');
    await q.query(
      'CREATE TABLE "orders" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "number" character varying(20) NOT NULL, "kind" character varying(16) NOT NULL DEFAULT \'ticket\', "status" character varying(20) NOT NULL, "user_id" uuid NOT NULL, "exhibition_id" uuid NOT NULL, "ticket_type_id" uuid NOT NULL, "unit_price" integer NOT NULL, "quantity" integer NOT NULL, "discount" integer NOT NULL DEFAULT \'0\', "total" integer NOT NULL, "currency" character varying(3) NOT NULL, "user_coupon_id" uuid, "remark" character varying(200), "holder_name" character varying(50) NOT NULL, "holder_email" character varying(254) NOT NULL, "holder_country" character varying(56) NOT NULL, "payment_method" character varying(16), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "paid_at" TIMESTAMP WITH TIME ZONE, "completed_at" TIMESTAMP WITH TIME ZONE, "cancelled_at" TIMESTAMP WITH TIME ZONE, "refunded_at" TIMESTAMP WITH TIME ZONE, "verified_count" integer NOT NULL DEFAULT \'0\', "refunded_count" integer NOT NULL DEFAULT \'0\', "refunded_amount" integer NOT NULL DEFAULT \'0\', "hidden_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_4e174e347d448617acdf98fef0d" UNIQUE ("number"), CONSTRAINT "PK_710e2d4957aa5878dfe94e4ac2f" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "IDX_51ca9d09e49a6a7eab9c6d93a9" ON "orders"  ("exhibition_id") ');
    await q.query('CREATE INDEX "idx_orders_status_expires" ON "orders"  ("status", "expires_at") ');
    await q.query('CREATE INDEX "idx_orders_user_created" ON "orders"  ("user_id", "created_at") ');
    await q.query(
      'CREATE TABLE "payment_events" ("provider" character varying(16) NOT NULL, "event_id" character varying(255) NOT NULL, "payment_id" uuid, "outcome" character varying(40) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_cdb38f647e394ea5717c7ebb4f9" PRIMARY KEY ("provider", "event_id"))',
    );
    await q.query(
      'CREATE TABLE "payments" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "order_id" uuid NOT NULL, "user_id" uuid NOT NULL, "provider" character varying(16) NOT NULL, "status" character varying(16) NOT NULL DEFAULT \'pending\', "amount" integer NOT NULL, "currency" character varying(3) NOT NULL, "provider_ref" character varying(255), "checkout_url" character varying(1000), "refunded_amount" integer NOT NULL DEFAULT \'0\', "succeeded_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_197ab7af18c93fbb0c9b28b4a59" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "IDX_b2f7b823a21562eeca20e72b00" ON "payments"  ("order_id") ');
    await q.query(
      'CREATE UNIQUE INDEX "uq_payments_provider_ref" ON "payments"  ("provider", "provider_ref") WHERE "provider_ref" IS NOT NULL',
    );
    await q.query(
      'CREATE TABLE "ticket_types" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "exhibition_id" uuid NOT NULL, "name" jsonb NOT NULL, "price" integer NOT NULL, "quota" integer NOT NULL, "sold" integer NOT NULL DEFAULT \'0\', "per_order_limit" integer NOT NULL DEFAULT \'10\', "sale_starts_at" TIMESTAMP WITH TIME ZONE NOT NULL, "sale_ends_at" TIMESTAMP WITH TIME ZONE NOT NULL, "sort" integer NOT NULL DEFAULT \'0\', CONSTRAINT "chk_ticket_types_sold" CHECK ("sold" >= 0 AND "sold" <= "quota"), CONSTRAINT "PK_5510ce7e18a4edc648c9fbfc283" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "IDX_49f8df038f4fb7394ed1238f86" ON "ticket_types"  ("exhibition_id") ');
    await q.query(
      'CREATE TABLE "tickets" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "order_id" uuid NOT NULL, "seq" integer NOT NULL, "user_id" uuid NOT NULL, "exhibition_id" uuid NOT NULL, "ticket_type_id" uuid NOT NULL, "secret" character varying(32) NOT NULL, "status" character varying(16) NOT NULL DEFAULT \'valid\', "valid_from" TIMESTAMP WITH TIME ZONE NOT NULL, "valid_to" TIMESTAMP WITH TIME ZONE NOT NULL, "verified_at" TIMESTAMP WITH TIME ZONE, "gate" character varying(40), "verified_by" uuid, "checkin_client_id" uuid, "refunded_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_a85abb6c2df1789945972595c33" UNIQUE ("checkin_client_id"), CONSTRAINT "PK_343bc942ae261cf7a1377f48fd0" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "IDX_e7fcbdd06edcd70a1ea36d97e4" ON "tickets"  ("exhibition_id") ');
    await q.query('CREATE UNIQUE INDEX "uq_tickets_order_seq" ON "tickets"  ("order_id", "seq") ');
    await q.query('CREATE INDEX "idx_tickets_user_status" ON "tickets"  ("user_id", "status") ');
    await q.query(
      'CREATE TABLE "user_coupons" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "coupon_id" uuid NOT NULL, "user_id" uuid NOT NULL, "status" character varying(10) NOT NULL DEFAULT \'unused\', "claimed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_order_id" uuid, "used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_b9e7272f1f73463f57827b601ca" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "IDX_a4bca15325aca11393ff3f20e2" ON "user_coupons"  ("used_order_id") ');
    await q.query('CREATE INDEX "idx_user_coupons_user" ON "user_coupons"  ("user_id", "claimed_at") ');
    await q.query(
      'CREATE TABLE "user_coupon_counters" ("coupon_id" uuid NOT NULL, "user_id" uuid NOT NULL, "claimed" integer NOT NULL, CONSTRAINT "PK_caefafcf8f275330d422e1282f0" PRIMARY KEY ("coupon_id", "user_id"))',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE "user_coupon_counters"');
    await q.query('DROP INDEX "public"."idx_user_coupons_user"');
    await q.query('DROP INDEX "public"."IDX_a4bca15325aca11393ff3f20e2"');
    await q.query('DROP TABLE "user_coupons"');
    await q.query('DROP INDEX "public"."idx_tickets_user_status"');
    await q.query('DROP INDEX "public"."uq_tickets_order_seq"');
    await q.query('DROP INDEX "public"."IDX_e7fcbdd06edcd70a1ea36d97e4"');
    await q.query('DROP TABLE "tickets"');
    await q.query('DROP INDEX "public"."IDX_49f8df038f4fb7394ed1238f86"');
    await q.query('DROP TABLE "ticket_types"');
    await q.query('DROP INDEX "public"."uq_payments_provider_ref"');
    await q.query('DROP INDEX "public"."IDX_b2f7b823a21562eeca20e72b00"');
    await q.query('DROP TABLE "payments"');
    await q.query('DROP TABLE "payment_events"');
    await q.query('DROP INDEX "public"."idx_orders_user_created"');
    await q.query('DROP INDEX "public"."idx_orders_status_expires"');
    await q.query('DROP INDEX "public"."IDX_51ca9d09e49a6a7eab9c6d93a9"');
    await q.query('DROP TABLE "orders"');
    await q.query('DROP INDEX "public"."idx_exhibitions_dates"');
    await q.query('DROP TABLE "exhibitions"');
    await q.query('DROP TABLE "coupons"');
    await q.query('DROP SEQUENCE IF EXISTS "order_number_seq"');
  }
}
