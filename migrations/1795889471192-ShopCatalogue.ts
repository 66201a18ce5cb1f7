import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The shop's catalogue (issue #38, first slice): a category tree, goods (texts per language in
 * jsonb), their attributes and values, SKUs with stock on hand and allocated (CHECK: 0 ≤
 * allocated ≤ on hand), and the stock movements those columns are the sum of (CHECK: each
 * reason's sign).
 */
export class ShopCatalogue1795889471192 implements MigrationInterface {
  name = 'ShopCatalogue1795889471192';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TABLE "shop_categories" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "parent_id" uuid, "name" jsonb NOT NULL, "sort" integer NOT NULL DEFAULT \'0\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c36f605b619acb802bb464361f2" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "ix_shop_categories_parent" ON "shop_categories"  ("parent_id", "sort") ');
    await q.query(
      'CREATE TABLE "shop_goods" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "category_id" uuid NOT NULL, "title" jsonb NOT NULL, "description" jsonb NOT NULL, "cover" character varying(500) NOT NULL, "gallery" text array NOT NULL DEFAULT \'{}\', "status" character varying(16) NOT NULL DEFAULT \'draft\', "issue_id" uuid, "currency" character varying(3) NOT NULL DEFAULT \'CNY\', "sales" integer NOT NULL DEFAULT \'0\', "rating_by_star" integer array NOT NULL DEFAULT \'{0,0,0,0,0,0}\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_shop_goods_status" CHECK ("status" IN (\'draft\', \'on_sale\', \'off_shelf\')), CONSTRAINT "PK_40e7f39f3c7421772b629b66dd2" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "ix_shop_goods_issue" ON "shop_goods"  ("issue_id") ');
    await q.query('CREATE INDEX "ix_shop_goods_status_category" ON "shop_goods"  ("status", "category_id") ');
    await q.query(
      'CREATE TABLE "shop_attributes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "goods_id" uuid NOT NULL, "name" jsonb NOT NULL, "sort" integer NOT NULL DEFAULT \'0\', CONSTRAINT "PK_3e68cd96eafd0e16c58a14cad22" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "ix_shop_attributes_goods" ON "shop_attributes"  ("goods_id", "sort") ');
    await q.query(
      'CREATE TABLE "shop_attribute_values" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "attribute_id" uuid NOT NULL, "value" jsonb NOT NULL, "sort" integer NOT NULL DEFAULT \'0\', CONSTRAINT "PK_d51a081594796df0472a7c26a15" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "ix_shop_attribute_values_attribute" ON "shop_attribute_values"  ("attribute_id", "sort") ');
    await q.query(
      'CREATE TABLE "shop_skus" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "goods_id" uuid NOT NULL, "value_ids" uuid array NOT NULL DEFAULT \'{}\', "price" integer NOT NULL, "original_price" integer, "weight_grams" integer NOT NULL DEFAULT \'0\', "on_hand" integer NOT NULL DEFAULT \'0\', "allocated" integer NOT NULL DEFAULT \'0\', "sort" integer NOT NULL DEFAULT \'0\', "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_shop_skus_price" CHECK ("price" >= 0 AND "weight_grams" >= 0), CONSTRAINT "chk_shop_skus_stock" CHECK ("allocated" >= 0 AND "allocated" <= "on_hand"), CONSTRAINT "PK_43234e1f23d931779f8ad8b5116" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE UNIQUE INDEX "uq_shop_skus_combination" ON "shop_skus"  ("goods_id", "value_ids") ');
    await q.query(
      'CREATE TABLE "shop_stock_movements" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "sku_id" uuid NOT NULL, "delta" integer NOT NULL, "reason" character varying(16) NOT NULL, "ref" character varying(64), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_shop_stock_movements_sign" CHECK (("reason" IN (\'receipt\', \'allocate\', \'return\') AND "delta" > 0) OR ("reason" IN (\'release\', \'sale\') AND "delta" < 0) OR ("reason" = \'adjust\' AND "delta" <> 0)), CONSTRAINT "PK_cc707d45653c319e74df2231e2c" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "ix_shop_stock_movements_sku" ON "shop_stock_movements"  ("sku_id", "created_at") ');
    await q.query(
      'ALTER TABLE "shop_categories" ADD CONSTRAINT "FK_5ce7c4eb8a0aa553b7a44e61c93" FOREIGN KEY ("parent_id") REFERENCES "shop_categories"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "shop_goods" ADD CONSTRAINT "FK_78aa4f646fa9574f212fa69729b" FOREIGN KEY ("category_id") REFERENCES "shop_categories"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "shop_attributes" ADD CONSTRAINT "FK_68d6ebd697126d0b64785216773" FOREIGN KEY ("goods_id") REFERENCES "shop_goods"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "shop_attribute_values" ADD CONSTRAINT "FK_b725d93f9870c2ce3fde59a904b" FOREIGN KEY ("attribute_id") REFERENCES "shop_attributes"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "shop_skus" ADD CONSTRAINT "FK_8a68f63471b45316e91b0bdeab4" FOREIGN KEY ("goods_id") REFERENCES "shop_goods"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "shop_stock_movements" ADD CONSTRAINT "FK_c9c135e69ef4a9fd3ea99f4ee5c" FOREIGN KEY ("sku_id") REFERENCES "shop_skus"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "shop_stock_movements" DROP CONSTRAINT "FK_c9c135e69ef4a9fd3ea99f4ee5c"');
    await q.query('ALTER TABLE "shop_skus" DROP CONSTRAINT "FK_8a68f63471b45316e91b0bdeab4"');
    await q.query('ALTER TABLE "shop_attribute_values" DROP CONSTRAINT "FK_b725d93f9870c2ce3fde59a904b"');
    await q.query('ALTER TABLE "shop_attributes" DROP CONSTRAINT "FK_68d6ebd697126d0b64785216773"');
    await q.query('ALTER TABLE "shop_goods" DROP CONSTRAINT "FK_78aa4f646fa9574f212fa69729b"');
    await q.query('ALTER TABLE "shop_categories" DROP CONSTRAINT "FK_5ce7c4eb8a0aa553b7a44e61c93"');
    await q.query('DROP INDEX "public"."ix_shop_stock_movements_sku"');
    await q.query('DROP TABLE "shop_stock_movements"');
    await q.query('DROP INDEX "public"."uq_shop_skus_combination"');
    await q.query('DROP TABLE "shop_skus"');
    await q.query('DROP INDEX "public"."ix_shop_attribute_values_attribute"');
    await q.query('DROP TABLE "shop_attribute_values"');
    await q.query('DROP INDEX "public"."ix_shop_attributes_goods"');
    await q.query('DROP TABLE "shop_attributes"');
    await q.query('DROP INDEX "public"."ix_shop_goods_status_category"');
    await q.query('DROP INDEX "public"."ix_shop_goods_issue"');
    await q.query('DROP TABLE "shop_goods"');
    await q.query('DROP INDEX "public"."ix_shop_categories_parent"');
    await q.query('DROP TABLE "shop_categories"');
  }
}
