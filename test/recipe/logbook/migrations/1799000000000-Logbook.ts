import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The fixture module's table (the recipe's step "Entities and migration"). */
export class Logbook1799000000000 implements MigrationInterface {
  name = 'Logbook1799000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "recipe_dive_logs" (
         "id" uuid NOT NULL DEFAULT gen_random_uuid(),
         "user_id" uuid NOT NULL,
         "site" character varying(60) NOT NULL,
         "depth" integer NOT NULL,
         "number" integer,
         "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
         CONSTRAINT "PK_recipe_dive_logs" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "ix_recipe_dive_logs_user" ON "recipe_dive_logs" ("user_id", "created_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "recipe_dive_logs"`);
  }
}
