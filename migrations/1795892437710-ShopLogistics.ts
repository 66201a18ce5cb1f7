import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The shop's fulfilment and logistics (issue #38; decision 0131): the shipment on the shop's part
 * of a goods order (carrier, waybill, the tracker's salt, shipped / delivered / due-for-receipt /
 * received), the parcel's scans (one row per scan key), and the tracker callbacks accepted (their
 * digests refuse replays).
 */
export class ShopLogistics1795892437710 implements MigrationInterface {
  name = 'ShopLogistics1795892437710';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TABLE "shop_parcel_events" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "order_id" uuid NOT NULL, "status" character varying(20) NOT NULL, "text" text, "time" TIMESTAMP WITH TIME ZONE NOT NULL, "key" character varying(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_cbce85583b0a35dcd929849fdf7" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "ix_shop_parcel_events_order" ON "shop_parcel_events"  ("order_id", "time") ');
    await q.query('CREATE UNIQUE INDEX "uq_shop_parcel_events_key" ON "shop_parcel_events"  ("order_id", "key") ');
    await q.query(
      'CREATE TABLE "shop_carrier_callbacks" ("digest" character(64) NOT NULL, "tracker" character varying(16) NOT NULL, "order_id" uuid NOT NULL, "newest_event_at" TIMESTAMP WITH TIME ZONE NOT NULL, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_45caf876953ce533d2ea0830e43" PRIMARY KEY ("digest"))',
    );
    await q.query('ALTER TABLE "shop_orders" ADD "carrier" character varying(16)');
    await q.query('ALTER TABLE "shop_orders" ADD "tracking_number" character varying(32)');
    await q.query('ALTER TABLE "shop_orders" ADD "tracking_salt" character varying(64)');
    await q.query('ALTER TABLE "shop_orders" ADD "shipped_at" TIMESTAMP WITH TIME ZONE');
    await q.query('ALTER TABLE "shop_orders" ADD "delivered_at" TIMESTAMP WITH TIME ZONE');
    await q.query('ALTER TABLE "shop_orders" ADD "auto_receive_at" TIMESTAMP WITH TIME ZONE');
    await q.query('ALTER TABLE "shop_orders" ADD "received_at" TIMESTAMP WITH TIME ZONE');
    await q.query('CREATE INDEX "ix_shop_orders_tracking" ON "shop_orders"  ("tracking_number") ');
    await q.query(
      'ALTER TABLE "shop_orders" ADD CONSTRAINT "chk_shop_orders_fulfilment" CHECK (("delivered_at" IS NULL AND "received_at" IS NULL) OR "shipped_at" IS NOT NULL)',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "shop_orders" DROP CONSTRAINT "chk_shop_orders_fulfilment"');
    await q.query('DROP INDEX "public"."ix_shop_orders_tracking"');
    await q.query('ALTER TABLE "shop_orders" DROP COLUMN "received_at"');
    await q.query('ALTER TABLE "shop_orders" DROP COLUMN "auto_receive_at"');
    await q.query('ALTER TABLE "shop_orders" DROP COLUMN "delivered_at"');
    await q.query('ALTER TABLE "shop_orders" DROP COLUMN "shipped_at"');
    await q.query('ALTER TABLE "shop_orders" DROP COLUMN "tracking_salt"');
    await q.query('ALTER TABLE "shop_orders" DROP COLUMN "tracking_number"');
    await q.query('ALTER TABLE "shop_orders" DROP COLUMN "carrier"');
    await q.query('DROP TABLE "shop_carrier_callbacks"');
    await q.query('DROP INDEX "public"."uq_shop_parcel_events_key"');
    await q.query('DROP INDEX "public"."ix_shop_parcel_events_order"');
    await q.query('DROP TABLE "shop_parcel_events"');
  }
}
