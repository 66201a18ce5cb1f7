import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Business licences in private storage (#37, decision 0140): who uploaded each licence picture, so
 * it is served only to its uploader and reviewers and attached only to its uploader's application.
 */
export class PrivateLicences1795910000000 implements MigrationInterface {
  name = 'PrivateLicences1795910000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TABLE "ad_licences" ("id" uuid NOT NULL, "user_id" uuid NOT NULL, "key" character varying(200) NOT NULL, "content_type" character varying(40) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ad_licences" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "ix_ad_licences_user" ON "ad_licences" ("user_id")');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE "ad_licences"');
  }
}
