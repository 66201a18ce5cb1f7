import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Magazines1795480100000 implements MigrationInterface {
  name = 'Magazines1795480100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TABLE "banners" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "slot" character varying(16) NOT NULL, "image" character varying(500) NOT NULL, "title" jsonb NOT NULL, "link" character varying(500) NOT NULL, "position" integer NOT NULL DEFAULT \'0\', "active" boolean NOT NULL DEFAULT true, "starts_at" TIMESTAMP WITH TIME ZONE, "ends_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_banners_window" CHECK ("ends_at" IS NULL OR "starts_at" IS NULL OR "ends_at" > "starts_at"), CONSTRAINT "PK_e9b186b959296fcb940790d31c3" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "ix_banners_slot_position" ON "banners"  ("slot", "position") ');
    await q.query(
      'CREATE TABLE "magazines" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "title" jsonb NOT NULL, "description" jsonb NOT NULL, "publisher" character varying(100) NOT NULL, "frequency" character varying(16) NOT NULL, "cover" character varying(500) NOT NULL, "position" integer NOT NULL DEFAULT \'0\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d5bb333885841ed3082b5e421c7" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "ix_magazines_position" ON "magazines"  ("position") ');
    await q.query(
      'CREATE TABLE "magazine_issues" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "magazine_id" uuid NOT NULL, "kind" character varying(16) NOT NULL, "number" integer NOT NULL, "title" jsonb NOT NULL, "cover" character varying(500) NOT NULL, "issued_on" date NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d83971d67ea90990a2f7f3063bd" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "ix_magazine_issues_magazine_issued" ON "magazine_issues"  ("magazine_id", "issued_on") ');
    await q.query('CREATE UNIQUE INDEX "uq_magazine_issues_number" ON "magazine_issues"  ("magazine_id", "kind", "number") ');
    await q.query(
      'ALTER TABLE "magazine_issues" ADD CONSTRAINT "FK_3f65cf7fa9050a249b07c385cda" FOREIGN KEY ("magazine_id") REFERENCES "magazines"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "magazine_issues" DROP CONSTRAINT "FK_3f65cf7fa9050a249b07c385cda"');
    await q.query('DROP INDEX "public"."uq_magazine_issues_number"');
    await q.query('DROP INDEX "public"."ix_magazine_issues_magazine_issued"');
    await q.query('DROP TABLE "magazine_issues"');
    await q.query('DROP INDEX "public"."ix_magazines_position"');
    await q.query('DROP TABLE "magazines"');
    await q.query('DROP INDEX "public"."ix_banners_slot_position"');
    await q.query('DROP TABLE "banners"');
  }
}
