import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Only a credit unlocks an article for good (issue #37's review: one VIP month, then an unlock call
 * on every locked article, kept them all open after the VIP ended). A VIP's unlock wrote an
 * `article_unlocks` row with `charged = false` and a zero-credit spend in the ledger: those rows
 * are not entitlements. The unlock rows go; the ledger keeps its zero-credit spends (the ledger is
 * history, and the state's cumulative count came from them) under a key of their own, so a credit
 * spent later on the same article is its own spend.
 */
export class VipReadsAreNotUnlocks1795860000000 implements MigrationInterface {
  name = 'VipReadsAreNotUnlocks1795860000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE "membership_ledger" SET "key" = 'vipread:' || substr("key", length('spend:') + 1)
        WHERE "kind" = 'spend' AND "credits" = 0 AND "key" LIKE 'spend:%'`,
    );
    await q.query(`DELETE FROM "article_unlocks" WHERE NOT "charged"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `INSERT INTO "article_unlocks" ("user_id", "article_id", "charged", "created_at")
       SELECT "user_id", "article_id", false, "created_at" FROM "membership_ledger"
        WHERE "key" LIKE 'vipread:%' AND "article_id" IS NOT NULL
       ON CONFLICT DO NOTHING`,
    );
    await q.query(`UPDATE "membership_ledger" SET "key" = 'spend:' || substr("key", length('vipread:') + 1) WHERE "key" LIKE 'vipread:%'`);
  }
}
