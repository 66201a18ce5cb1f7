import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search (issue #21): the index of documents (one per kind, id and language; '' = language-neutral)
 * with a GIN index on the tsvector the engine builds, and each reader's last searches.
 */
export class Search1795480200000 implements MigrationInterface {
  name = 'Search1795480200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TABLE "search_documents" ("kind" character varying(16) NOT NULL, "ref_id" character varying(64) NOT NULL, "language" character varying(8) NOT NULL, "title" character varying(300) NOT NULL, "text" text NOT NULL, "cover" character varying(500), "link" character varying(300) NOT NULL, "published_at" TIMESTAMP WITH TIME ZONE, "boost" real NOT NULL DEFAULT \'0\', "tsv" tsvector NOT NULL, "head" tsvector NOT NULL, "indexed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_1d39497d659a4b197f3f00253c5" PRIMARY KEY ("kind", "ref_id", "language"))',
    );
    await q.query('CREATE INDEX "ix_search_documents_tsv" ON "search_documents" USING GIN ("tsv")');
    await q.query(
      'CREATE TABLE "search_history" ("user_id" uuid NOT NULL, "query" character varying(50) NOT NULL, "searched_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_da246f552b9b4d92e6ee502072d" PRIMARY KEY ("user_id", "query"))',
    );
    await q.query('CREATE INDEX "ix_search_history_user_time" ON "search_history" ("user_id", "searched_at") ');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX "public"."ix_search_history_user_time"');
    await q.query('DROP TABLE "search_history"');
    await q.query('DROP INDEX "public"."ix_search_documents_tsv"');
    await q.query('DROP TABLE "search_documents"');
  }
}
