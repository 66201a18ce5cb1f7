import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The shop's fulfilment sweep (issue #38; decision 0144): when the carrier took the parcel for
 * tracking (`tracked_at`; null after shipping means the `shop.track` job has not done it yet, or was
 * lost between the commit and the queue), and the index the sweep and the callbacks' purge read.
 */
export class ShopFulfilmentSweep1795913500000 implements MigrationInterface {
  name = 'ShopFulfilmentSweep1795913500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "shop_orders" ADD "tracked_at" TIMESTAMP WITH TIME ZONE');
    // Parcels shipped before the column existed were tracked then.
    await q.query('UPDATE "shop_orders" SET "tracked_at" = "shipped_at" WHERE "shipped_at" IS NOT NULL');
    await q.query(
      'CREATE INDEX "ix_shop_orders_in_transit" ON "shop_orders"  ("shipped_at") WHERE "shipped_at" IS NOT NULL AND "received_at" IS NULL',
    );
    await q.query('CREATE INDEX "ix_shop_carrier_callbacks_newest" ON "shop_carrier_callbacks"  ("newest_event_at") ');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX "public"."ix_shop_carrier_callbacks_newest"');
    await q.query('DROP INDEX "public"."ix_shop_orders_in_transit"');
    await q.query('ALTER TABLE "shop_orders" DROP COLUMN "tracked_at"');
  }
}
