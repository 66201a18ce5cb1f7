import type { MigrationInterface, QueryRunner } from 'typeorm';

export class VotePartialIndexes1795466926815 implements MigrationInterface {
  name = 'VotePartialIndexes1795466926815';

  async up(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX "public"."IDX_cf54017950b59ba235ed9c8226"');
    await q.query('DROP INDEX "public"."ix_votes_contest_status"');
    await q.query('CREATE INDEX "ix_votes_share_code" ON "votes"  ("share_code") WHERE share_code IS NOT NULL');
    await q.query(
      'CREATE INDEX "ix_votes_flagged" ON "votes"  ("contest_id", "id") WHERE status <> \'counted\' OR flag_reason IS NOT NULL',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX "public"."ix_votes_flagged"');
    await q.query('DROP INDEX "public"."ix_votes_share_code"');
    await q.query('CREATE INDEX "ix_votes_contest_status" ON "votes" USING btree ("contest_id", "status") ');
    await q.query('CREATE INDEX "IDX_cf54017950b59ba235ed9c8226" ON "votes" USING btree ("share_code") ');
  }
}
