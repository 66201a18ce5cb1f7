import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search shows one hit per group of documents (issue #36: an article's language versions are one
 * article to the reader), in the reader's language. `group_key` is the group a document belongs
 * to (its own id when the owner names none). The index is a projection of the owners' tables: it is
 * emptied here and the app rebuilds it at start (search reindexes an empty index), so every row
 * gets its owner's group.
 */
export class SearchGroups1795913400001 implements MigrationInterface {
  name = 'SearchGroups1795913400001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "search_documents"`);
    await q.query(`ALTER TABLE "search_documents" ADD "group_key" character varying(64) NOT NULL`);
    await q.query(`CREATE INDEX "ix_search_documents_group" ON "search_documents" ("kind", "group_key") `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "public"."ix_search_documents_group"`);
    await q.query(`ALTER TABLE "search_documents" DROP COLUMN "group_key"`);
  }
}
