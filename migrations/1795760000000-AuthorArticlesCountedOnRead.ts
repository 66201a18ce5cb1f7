import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An author's published articles are counted when their page is read, one per translation group as
 * their list shows them (a piece in three languages is one article, not three): the stored counter
 * counted every language and drifted from the list beside it, so it goes.
 */
export class AuthorArticlesCountedOnRead1795760000000 implements MigrationInterface {
  name = 'AuthorArticlesCountedOnRead1795760000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "author_stats" DROP COLUMN "articles"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "author_stats" ADD "articles" integer NOT NULL DEFAULT '0'`);
    await q.query(
      `UPDATE "author_stats" s SET "articles" = (SELECT count(*) FROM "articles" a WHERE a."author_id" = s."user_id" AND a."status" = 'published')`,
    );
  }
}
