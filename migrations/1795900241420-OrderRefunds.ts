import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every refund of an order as a row (issue #39: an order's timeline, staff refunds): how much, how
 * many units, who (the buyer, or staff with a reason). Orders refunded before this table existed
 * get one row each with their refunded amount, made by their buyer (only buyers could refund then),
 * at their last refund's time; their units are unknown (null).
 */
export class OrderRefunds1795900241420 implements MigrationInterface {
  name = 'OrderRefunds1795900241420';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TABLE "order_refunds" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "order_id" uuid NOT NULL, "amount" integer NOT NULL, "units" integer, "actor_id" uuid, "by_staff" boolean NOT NULL DEFAULT false, "reason" character varying(200), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_f8c501d1232e93e00aac466a279" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "ix_order_refunds_order" ON "order_refunds"  ("order_id", "created_at") ');
    await q.query(
      `INSERT INTO "order_refunds" ("order_id", "amount", "units", "actor_id", "by_staff", "created_at")
       SELECT id, refunded_amount, NULL, user_id, false, coalesce(refunded_at, updated_at) FROM orders WHERE refunded_amount > 0`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX "public"."ix_order_refunds_order"');
    await q.query('DROP TABLE "order_refunds"');
  }
}
