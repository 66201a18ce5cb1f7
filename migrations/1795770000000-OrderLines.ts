import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders get lines (an order is no longer one unit price × quantity, so a cart can be one): each
 * existing order becomes one line (its unit price × its quantity), with the item it sold and its
 * title read from its kind's row (Simplified Chinese, the default language; a kind shows its own
 * titles in the reader's language anyway). `orders.unit_price` goes; `orders.subtotal` (Σ line
 * totals) comes; `quantity` stays as the units across the lines (refunds count in them). Totals,
 * discounts and refunded amounts do not change.
 */
export class OrderLines1795770000000 implements MigrationInterface {
  name = 'OrderLines1795770000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TABLE "order_lines" ("order_id" uuid NOT NULL, "position" smallint NOT NULL, "item_ref" character varying(64) NOT NULL, "title" character varying(200) NOT NULL, "unit_price" integer NOT NULL, "quantity" integer NOT NULL, "line_total" integer NOT NULL, "data" jsonb, CONSTRAINT "PK_887d737613de486d729389fc16c" PRIMARY KEY ("order_id", "position"))',
    );
    // What each kind sold, from its own row; an order of a kind without one keeps its number as the title.
    await q.query(
      `INSERT INTO "order_lines" ("order_id", "position", "item_ref", "title", "unit_price", "quantity", "line_total")
       SELECT o."id", 0,
              coalesce(t."ticket_type_id"::text, m."plan_id"::text, c."package_id"::text, o."kind"),
              left(coalesce(
                CASE WHEN t."order_id" IS NOT NULL THEN coalesce(e."title"->>'zh-cn', '') || ' · ' || coalesce(tt."name"->>'zh-cn', '') END,
                m."names"->>'zh-cn',
                CASE WHEN c."order_id" IS NOT NULL THEN coalesce(p."names"->>'zh-cn', '') || ' · ' || c."title" END,
                o."number"), 200),
              o."unit_price", o."quantity", o."unit_price" * o."quantity"
         FROM "orders" o
         LEFT JOIN "ticket_orders" t ON t."order_id" = o."id"
         LEFT JOIN "exhibitions" e ON e."id" = t."exhibition_id"
         LEFT JOIN "ticket_types" tt ON tt."id" = t."ticket_type_id"
         LEFT JOIN "membership_orders" m ON m."order_id" = o."id"
         LEFT JOIN "ad_campaigns" c ON c."order_id" = o."id"
         LEFT JOIN "ad_packages" p ON p."id" = c."package_id"`,
    );
    await q.query('ALTER TABLE "orders" ADD "subtotal" integer');
    await q.query('UPDATE "orders" SET "subtotal" = "unit_price" * "quantity"');
    await q.query('ALTER TABLE "orders" ALTER COLUMN "subtotal" SET NOT NULL');
    await q.query('ALTER TABLE "orders" DROP COLUMN "unit_price"');
  }

  /** Back to one unit price per order: only orders of one line can go (a cart blocks the way down). */
  async down(q: QueryRunner): Promise<void> {
    const carts = (await q.query(
      `SELECT count(*)::int AS n FROM "orders" o WHERE (SELECT count(*) FROM "order_lines" l WHERE l."order_id" = o."id") <> 1`,
    )) as { n: number }[];
    if (carts[0]?.n) throw new Error(`${carts[0].n} orders do not have exactly one line: they cannot go back to one unit price per order`);
    await q.query('ALTER TABLE "orders" ADD "unit_price" integer');
    await q.query('UPDATE "orders" o SET "unit_price" = l."unit_price" FROM "order_lines" l WHERE l."order_id" = o."id"');
    await q.query('ALTER TABLE "orders" ALTER COLUMN "unit_price" SET NOT NULL');
    await q.query('ALTER TABLE "orders" DROP COLUMN "subtotal"');
    await q.query('DROP TABLE "order_lines"');
  }
}
