import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders become generic (issue #20, fulfilment by order kind): the ticket-only columns of `orders`
 * move to `ticket_orders` (one row per ticket order, same id), existing data included; tickets
 * keep the number of their order. `orders.kind` loses its 'ticket' default (each kind sets it).
 */
export class TicketOrders1795470000000 implements MigrationInterface {
  name = 'TicketOrders1795470000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TABLE "ticket_orders" ("order_id" uuid NOT NULL, "exhibition_id" uuid NOT NULL, "ticket_type_id" uuid NOT NULL, "holder_name" character varying(50) NOT NULL, "holder_email" character varying(254) NOT NULL, "holder_country" character varying(56) NOT NULL, "user_coupon_id" uuid, "verified_count" integer NOT NULL DEFAULT \'0\', "refunded_count" integer NOT NULL DEFAULT \'0\', CONSTRAINT "PK_c471a0b4aef3434107e894727c5" PRIMARY KEY ("order_id"))',
    );
    await q.query(
      `INSERT INTO "ticket_orders" ("order_id", "exhibition_id", "ticket_type_id", "holder_name", "holder_email", "holder_country",
                                    "user_coupon_id", "verified_count", "refunded_count")
       SELECT "id", "exhibition_id", "ticket_type_id", "holder_name", "holder_email", "holder_country",
              "user_coupon_id", "verified_count", "refunded_count"
         FROM "orders" WHERE "kind" = 'ticket'`,
    );
    await q.query('CREATE INDEX "IDX_eff7fbc5fc16b39d26989f356f" ON "ticket_orders"  ("exhibition_id") ');

    await q.query('ALTER TABLE "tickets" ADD "order_number" character varying(20)');
    await q.query('UPDATE "tickets" tk SET "order_number" = o."number" FROM "orders" o WHERE o."id" = tk."order_id"');
    await q.query('ALTER TABLE "tickets" ALTER COLUMN "order_number" SET NOT NULL');

    await q.query('DROP INDEX "public"."IDX_51ca9d09e49a6a7eab9c6d93a9"');
    for (const column of [
      'holder_name',
      'user_coupon_id',
      'verified_count',
      'refunded_count',
      'holder_country',
      'holder_email',
      'ticket_type_id',
      'exhibition_id',
    ]) {
      await q.query(`ALTER TABLE "orders" DROP COLUMN "${column}"`);
    }
    await q.query('ALTER TABLE "orders" ALTER COLUMN "kind" DROP DEFAULT');
  }

  /** Back to ticket columns on `orders` (only ticket orders can be expressed there: others block the way down). */
  async down(q: QueryRunner): Promise<void> {
    const others = (await q.query(`SELECT count(*)::int AS n FROM "orders" WHERE "kind" <> 'ticket'`)) as { n: number }[];
    if (others[0]?.n) throw new Error(`${others[0].n} orders of other kinds than 'ticket' cannot go back to the ticket-only orders table`);
    await q.query('ALTER TABLE "orders" ALTER COLUMN "kind" SET DEFAULT \'ticket\'');
    await q.query(
      'ALTER TABLE "orders" ADD "exhibition_id" uuid, ADD "ticket_type_id" uuid, ADD "user_coupon_id" uuid, ADD "holder_name" character varying(50), ADD "holder_email" character varying(254), ADD "holder_country" character varying(56), ADD "verified_count" integer NOT NULL DEFAULT \'0\', ADD "refunded_count" integer NOT NULL DEFAULT \'0\'',
    );
    await q.query(
      `UPDATE "orders" o SET "exhibition_id" = t."exhibition_id", "ticket_type_id" = t."ticket_type_id", "user_coupon_id" = t."user_coupon_id",
              "holder_name" = t."holder_name", "holder_email" = t."holder_email", "holder_country" = t."holder_country",
              "verified_count" = t."verified_count", "refunded_count" = t."refunded_count"
         FROM "ticket_orders" t WHERE t."order_id" = o."id"`,
    );
    for (const column of ['exhibition_id', 'ticket_type_id', 'holder_name', 'holder_email', 'holder_country']) {
      await q.query(`ALTER TABLE "orders" ALTER COLUMN "${column}" SET NOT NULL`);
    }
    await q.query('CREATE INDEX "IDX_51ca9d09e49a6a7eab9c6d93a9" ON "orders"  ("exhibition_id") ');
    await q.query('ALTER TABLE "tickets" DROP COLUMN "order_number"');
    await q.query('DROP INDEX "public"."IDX_eff7fbc5fc16b39d26989f356f"');
    await q.query('DROP TABLE "ticket_orders"');
  }
}
