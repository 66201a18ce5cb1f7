import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Contest1795442711825 implements MigrationInterface {
  name = 'Contest1795442711825';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TABLE "contests" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "year" integer NOT NULL, "title" character varying(100) NOT NULL, "cover" character varying(500) NOT NULL, "rules" text NOT NULL DEFAULT \'\', "starts_at" TIMESTAMP WITH TIME ZONE NOT NULL, "ends_at" TIMESTAMP WITH TIME ZONE NOT NULL, "votes_per_user_per_day" integer NOT NULL DEFAULT \'5\', "time_zone" character varying(64) NOT NULL DEFAULT \'Asia/Shanghai\', "status" character varying(16) NOT NULL DEFAULT \'in_progress\', "final_ranking" jsonb, "ended_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0b8012f5cf6f444a52179e1227a" PRIMARY KEY ("id"))',
    );
    await q.query(
      'CREATE TABLE "contest_entries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "contest_id" uuid NOT NULL, "user_id" uuid NOT NULL, "title" character varying(60) NOT NULL, "images" text array NOT NULL, "introduction" text NOT NULL DEFAULT \'\', "camera" character varying(100) NOT NULL DEFAULT \'\', "lens" character varying(100) NOT NULL DEFAULT \'\', "housing" character varying(100) NOT NULL DEFAULT \'\', "accessories" character varying(100) NOT NULL DEFAULT \'\', "place" character varying(100) NOT NULL DEFAULT \'\', "year" integer NOT NULL, "status" character varying(16) NOT NULL DEFAULT \'submitted\', "reject_reason" character varying(200), "votes" integer NOT NULL DEFAULT \'0\', "held_votes" integer NOT NULL DEFAULT \'0\', "reach_seq" bigint NOT NULL DEFAULT \'0\', "visits" bigint NOT NULL DEFAULT \'0\', "reviewed_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_94074f3f5cc3ee7b5763a6041b1" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "IDX_da55f7f7ebd4c9f96bfadb72c9" ON "contest_entries"  ("user_id") ');
    await q.query('CREATE INDEX "ix_contest_entries_contest_status" ON "contest_entries"  ("contest_id", "status") ');
    await q.query(
      'CREATE TABLE "contest_shares" ("code" character varying(32) NOT NULL, "entry_id" uuid NOT NULL, "user_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7b33e5d68d2efef8b8230d12923" PRIMARY KEY ("code"))',
    );
    await q.query('CREATE UNIQUE INDEX "uq_contest_shares_entry_user" ON "contest_shares"  ("entry_id", "user_id") ');
    await q.query(
      'CREATE TABLE "votes" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "contest_id" uuid NOT NULL, "entry_id" uuid NOT NULL, "voter_id" uuid NOT NULL, "day" date NOT NULL, "slot" smallint NOT NULL, "status" character varying(8) NOT NULL DEFAULT \'counted\', "flag_reason" character varying(32), "ip" character varying(64) NOT NULL, "device_id" character varying(128), "share_code" character varying(32), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_f3d9fd4a0af865152c3f59db8ff" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "IDX_cf54017950b59ba235ed9c8226" ON "votes"  ("share_code") ');
    await q.query('CREATE INDEX "ix_votes_contest_status" ON "votes"  ("contest_id", "status") ');
    await q.query('CREATE INDEX "ix_votes_entry_status" ON "votes"  ("entry_id", "status") ');
    await q.query('CREATE UNIQUE INDEX "uq_votes_allowance_slot" ON "votes"  ("contest_id", "voter_id", "day", "slot") ');
    // Tie-break stamps of entries (ContestEntryEntity.reachSeq): not an entity column default on purpose.
    await q.query('CREATE SEQUENCE IF NOT EXISTS "contest_reach_seq" AS bigint');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX "public"."uq_votes_allowance_slot"');
    await q.query('DROP INDEX "public"."ix_votes_entry_status"');
    await q.query('DROP INDEX "public"."ix_votes_contest_status"');
    await q.query('DROP INDEX "public"."IDX_cf54017950b59ba235ed9c8226"');
    await q.query('DROP TABLE "votes"');
    await q.query('DROP INDEX "public"."uq_contest_shares_entry_user"');
    await q.query('DROP TABLE "contest_shares"');
    await q.query('DROP INDEX "public"."ix_contest_entries_contest_status"');
    await q.query('DROP INDEX "public"."IDX_da55f7f7ebd4c9f96bfadb72c9"');
    await q.query('DROP TABLE "contest_entries"');
    await q.query('DROP TABLE "contests"');
    await q.query('DROP SEQUENCE IF EXISTS "contest_reach_seq"');
  }
}
