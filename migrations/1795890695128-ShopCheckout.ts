import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The shop's cart, address book and checkout (issue #38, second slice; decision 0126): cart lines
 * (one per member and SKU), delivery addresses (one default per member: a partial unique index),
 * the one shipping fee rule (made here with defaults: free from 200 yuan, else 10 yuan for the
 * first kilogram + 5 yuan per further started kilogram), and the shop's part of each goods order.
 */
export class ShopCheckout1795890695128 implements MigrationInterface {
  name = 'ShopCheckout1795890695128';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TABLE "shop_addresses" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "name" character varying(30) NOT NULL, "phone" character varying(20) NOT NULL, "area_codes" character varying(16) array NOT NULL, "detail" character varying(120) NOT NULL, "is_default" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b26c19793b6cc85953e070dc657" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE UNIQUE INDEX "uq_shop_addresses_default" ON "shop_addresses"  ("user_id") WHERE "is_default"');
    await q.query('CREATE INDEX "ix_shop_addresses_user" ON "shop_addresses"  ("user_id", "created_at") ');
    await q.query(
      'CREATE TABLE "shop_cart_lines" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "sku_id" uuid NOT NULL, "quantity" integer NOT NULL, "selected" boolean NOT NULL DEFAULT true, "price_seen" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_shop_cart_lines_quantity" CHECK ("quantity" >= 1), CONSTRAINT "PK_8b6daa474d5360b97a830243534" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE UNIQUE INDEX "uq_shop_cart_lines_user_sku" ON "shop_cart_lines"  ("user_id", "sku_id") ');
    await q.query(
      'CREATE TABLE "shop_shipping_rule" ("id" smallint NOT NULL, "free_from" integer, "base_fee" integer NOT NULL, "per_kg_fee" integer NOT NULL, "updated_by" uuid, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_shop_shipping_rule_fees" CHECK ("base_fee" >= 0 AND "per_kg_fee" >= 0 AND ("free_from" IS NULL OR "free_from" >= 0)), CONSTRAINT "chk_shop_shipping_rule_one" CHECK ("id" = 1), CONSTRAINT "PK_2ae599d33c1a9590441cb18a3f2" PRIMARY KEY ("id"))',
    );
    await q.query('INSERT INTO "shop_shipping_rule" ("id", "free_from", "base_fee", "per_kg_fee") VALUES (1, 20000, 1000, 500)');
    await q.query(
      'CREATE TABLE "shop_orders" ("order_id" uuid NOT NULL, "user_id" uuid NOT NULL, "address" jsonb NOT NULL, "shipping_fee" integer NOT NULL, "weight_grams" integer NOT NULL, "released_at" TIMESTAMP WITH TIME ZONE, "fulfilled_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_shop_orders_amounts" CHECK ("shipping_fee" >= 0 AND "weight_grams" >= 0), CONSTRAINT "PK_4f82b4416535d33ed5d93b48a31" PRIMARY KEY ("order_id"))',
    );
    await q.query('CREATE INDEX "ix_shop_orders_user" ON "shop_orders"  ("user_id", "created_at") ');
    await q.query(
      'ALTER TABLE "shop_cart_lines" ADD CONSTRAINT "FK_6efa797bca83543e4ea11f6ebbf" FOREIGN KEY ("sku_id") REFERENCES "shop_skus"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "shop_cart_lines" DROP CONSTRAINT "FK_6efa797bca83543e4ea11f6ebbf"');
    await q.query('DROP INDEX "public"."ix_shop_orders_user"');
    await q.query('DROP TABLE "shop_orders"');
    await q.query('DROP TABLE "shop_shipping_rule"');
    await q.query('DROP INDEX "public"."uq_shop_cart_lines_user_sku"');
    await q.query('DROP TABLE "shop_cart_lines"');
    await q.query('DROP INDEX "public"."ix_shop_addresses_user"');
    await q.query('DROP INDEX "public"."uq_shop_addresses_default"');
    await q.query('DROP TABLE "shop_addresses"');
  }
}
