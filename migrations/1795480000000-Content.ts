import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Content (issue #21): articles, likes, favourites, reading history, follows, author stats, share links. */
export class Content1795480000000 implements MigrationInterface {
  name = 'Content1795480000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "articles" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "translation_group_id" uuid NOT NULL, "language" character varying(8) NOT NULL, "author_id" uuid NOT NULL, "title" character varying(120) NOT NULL, "summary" character varying(300) NOT NULL DEFAULT '', "cover" character varying(500) NOT NULL, "body" text NOT NULL, "preview" text NOT NULL, "plain_text" text NOT NULL, "preview_text" text NOT NULL, "locked" boolean NOT NULL DEFAULT false, "preview_length" integer NOT NULL DEFAULT '300', "category" character varying(24) NOT NULL, "tags" text array NOT NULL DEFAULT '{}', "issue_id" uuid, "status" character varying(16) NOT NULL DEFAULT 'draft', "reject_reason" character varying(200), "editor_pick" boolean NOT NULL DEFAULT false, "views" integer NOT NULL DEFAULT '0', "likes" integer NOT NULL DEFAULT '0', "favourites" integer NOT NULL DEFAULT '0', "published_at" TIMESTAMP WITH TIME ZONE, "submitted_at" TIMESTAMP WITH TIME ZONE, "reviewed_at" TIMESTAMP WITH TIME ZONE, "reviewed_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0a6e2c450d83e0b6052c2793334" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "ix_articles_translation_group" ON "articles"  ("translation_group_id") `);
    await q.query(`CREATE INDEX "ix_articles_issue" ON "articles"  ("issue_id") `);
    // Written by hand (the entity marks them synchronize: false): descending keys and GIN.
    await q.query(`CREATE INDEX "ix_articles_status_published" ON "articles" ("status", "published_at" DESC)`);
    await q.query(`CREATE INDEX "ix_articles_author_status_published" ON "articles" ("author_id", "status", "published_at" DESC)`);
    await q.query(`CREATE INDEX "ix_articles_status_category_published" ON "articles" ("status", "category", "published_at" DESC)`);
    await q.query(`CREATE INDEX "ix_articles_tags" ON "articles" USING gin ("tags")`);

    await q.query(
      `CREATE TABLE "article_likes" ("user_id" uuid NOT NULL, "article_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c972241ac936c238e2eedde44a8" PRIMARY KEY ("user_id", "article_id"))`,
    );
    await q.query(
      `CREATE TABLE "article_favourites" ("user_id" uuid NOT NULL, "article_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_4e00b73705e906bd52e67a882c4" PRIMARY KEY ("user_id", "article_id"))`,
    );
    await q.query(
      `CREATE TABLE "reading_history" ("user_id" uuid NOT NULL, "article_id" uuid NOT NULL, "viewed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_fd8c6fedae130f80199d4f60d73" PRIMARY KEY ("user_id", "article_id"))`,
    );
    await q.query(`CREATE INDEX "ix_reading_history_user_viewed" ON "reading_history" ("user_id", "viewed_at" DESC)`);

    await q.query(
      `CREATE TABLE "author_follows" ("follower_id" uuid NOT NULL, "author_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_1686fb911d18bfb50ebc5a499c8" PRIMARY KEY ("follower_id", "author_id"))`,
    );
    await q.query(`CREATE INDEX "ix_author_follows_author_created" ON "author_follows" ("author_id", "created_at" DESC)`);
    await q.query(
      `CREATE TABLE "author_stats" ("user_id" uuid NOT NULL, "followers" integer NOT NULL DEFAULT '0', "following" integer NOT NULL DEFAULT '0', "articles" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_33c4e108848b4e098cd3efd0260" PRIMARY KEY ("user_id"))`,
    );

    await q.query(
      `CREATE TABLE "article_shares" ("code" character varying(32) NOT NULL, "user_id" uuid NOT NULL, "article_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d5f29ec0513cb75e3de2aaca4d4" PRIMARY KEY ("code"))`,
    );
    await q.query(`CREATE UNIQUE INDEX "uq_article_shares_user_article" ON "article_shares"  ("user_id", "article_id") `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "article_shares"`);
    await q.query(`DROP TABLE "author_stats"`);
    await q.query(`DROP TABLE "author_follows"`);
    await q.query(`DROP TABLE "reading_history"`);
    await q.query(`DROP TABLE "article_favourites"`);
    await q.query(`DROP TABLE "article_likes"`);
    await q.query(`DROP TABLE "articles"`);
  }
}
