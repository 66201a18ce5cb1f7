import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The exhibition catalogue in the console (issue #39; decision 0132): an exhibition's `published`
 * flag becomes a `state` (draft, published, withdrawn; unpublished rows become drafts), and the
 * exhibition gets a sale window that bounds its ticket types' own.
 */
export class ExhibitionCatalogue1795900000000 implements MigrationInterface {
  name = 'ExhibitionCatalogue1795900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "exhibitions" ADD "state" character varying(10) NOT NULL DEFAULT 'published'`);
    await q.query(`UPDATE "exhibitions" SET "state" = CASE WHEN "published" THEN 'published' ELSE 'draft' END`);
    await q.query('ALTER TABLE "exhibitions" DROP COLUMN "published"');
    await q.query('ALTER TABLE "exhibitions" ADD "sale_starts_at" TIMESTAMP WITH TIME ZONE');
    await q.query('ALTER TABLE "exhibitions" ADD "sale_ends_at" TIMESTAMP WITH TIME ZONE');
    await q.query(`ALTER TABLE "exhibitions" ADD CONSTRAINT "chk_exhibitions_state" CHECK ("state" IN ('draft', 'published', 'withdrawn'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "exhibitions" DROP CONSTRAINT "chk_exhibitions_state"');
    await q.query('ALTER TABLE "exhibitions" DROP COLUMN "sale_ends_at"');
    await q.query('ALTER TABLE "exhibitions" DROP COLUMN "sale_starts_at"');
    await q.query('ALTER TABLE "exhibitions" ADD "published" boolean NOT NULL DEFAULT true');
    await q.query(`UPDATE "exhibitions" SET "published" = ("state" = 'published')`);
    await q.query('ALTER TABLE "exhibitions" DROP COLUMN "state"');
  }
}
