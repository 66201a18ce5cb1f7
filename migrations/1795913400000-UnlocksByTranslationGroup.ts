import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A translation group is one article to the reader (issue #36, docs/decisions/0134): an unlock
 * opens every language version. `article_unlocks` is keyed by (user, translation group); the
 * version the credit was spent on stays in `article_id`.
 *
 * Existing rows: each takes its article's group (an article no longer there: its own id, which is
 * what a group id is). Nothing is lost: every row's group stays unlocked. Where a reader had paid
 * for two or more versions of one group, the earliest unlock is kept and each later charged one
 * gives its credit back — an `adjust` ledger row keyed `regroup:<user>:<article>` and the state's
 * credits raised by as many, so the state still equals the ledger's sums; the spends stay (history).
 */
export class UnlocksByTranslationGroup1795913400000 implements MigrationInterface {
  name = 'UnlocksByTranslationGroup1795913400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "article_unlocks" ADD "group_id" uuid`);
    await q.query(
      `UPDATE "article_unlocks" u
          SET "group_id" = coalesce((SELECT a."translation_group_id" FROM "articles" a WHERE a."id" = u."article_id"), u."article_id")`,
    );
    await q.query(
      `WITH ranked AS (
         SELECT "user_id", "article_id",
                row_number() OVER (PARTITION BY "user_id", "group_id" ORDER BY "created_at", "article_id") AS rn
           FROM "article_unlocks"
       ), gone AS (
         DELETE FROM "article_unlocks" u USING ranked r
          WHERE u."user_id" = r."user_id" AND u."article_id" = r."article_id" AND r.rn > 1
         RETURNING u."user_id", u."article_id", u."charged"
       ), returned AS (
         INSERT INTO "membership_ledger" ("user_id", "kind", "key", "credits", "article_id", "reason")
         SELECT "user_id", 'adjust', 'regroup:' || "user_id" || ':' || "article_id", 1, "article_id",
                'Another language of an article already unlocked: credit returned'
           FROM gone WHERE "charged"
         ON CONFLICT ("key") DO NOTHING
         RETURNING "user_id"
       )
       UPDATE "memberships" m
          SET "remaining_credits" = m."remaining_credits" + r.n, "version" = m."version" + 1, "updated_at" = now()
         FROM (SELECT "user_id", count(*)::int AS n FROM returned GROUP BY "user_id") r
        WHERE m."user_id" = r."user_id"`,
    );
    await q.query(`ALTER TABLE "article_unlocks" ALTER COLUMN "group_id" SET NOT NULL`);
    await q.query(`ALTER TABLE "article_unlocks" DROP CONSTRAINT "PK_c8961d7d0cd2a72e394faaa6627"`);
    await q.query(`ALTER TABLE "article_unlocks" ADD CONSTRAINT "pk_article_unlocks" PRIMARY KEY ("user_id", "group_id")`);
  }

  /** The old key back (the returned credits stay: the reader has spent them or may). */
  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "article_unlocks" DROP CONSTRAINT "pk_article_unlocks"`);
    await q.query(`ALTER TABLE "article_unlocks" DROP COLUMN "group_id"`);
    await q.query(`ALTER TABLE "article_unlocks" ADD CONSTRAINT "PK_c8961d7d0cd2a72e394faaa6627" PRIMARY KEY ("user_id", "article_id")`);
  }
}
