import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Per-province shipping fee rules (issue #38; decision 0143): a province's row replaces the national rule for parcels sent there. */
export class ShopShippingRegions1795913500001 implements MigrationInterface {
  name = 'ShopShippingRegions1795913500001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TABLE "shop_shipping_regions" ("province_code" character varying(12) NOT NULL, "free_from" integer, "base_fee" integer NOT NULL, "per_kg_fee" integer NOT NULL, CONSTRAINT "chk_shop_shipping_regions_fees" CHECK ("base_fee" >= 0 AND "per_kg_fee" >= 0 AND ("free_from" IS NULL OR "free_from" >= 0)), CONSTRAINT "PK_b269c272c809e0a63455cc306de" PRIMARY KEY ("province_code"))',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE "shop_shipping_regions"');
  }
}
