import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Texts in the reader's language (issue #36; decision 0135):
 * - a rejection names a ready-made reason by its key (rendered in each reader's language) beside the
 *   reviewer's own words (shown as written): advertisers' applications, their decisions, creatives;
 * - a magazine's publisher in the three languages (was one text);
 * - contests and contest entries get `translations` (jsonb, language → fields): the texts as written
 *   stay in their columns, a translation wins for its language.
 */
export class ReaderLanguageTexts1795910000001 implements MigrationInterface {
  name = 'ReaderLanguageTexts1795910000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "ad_applications" ADD "reject_reason_key" character varying(40)');
    await q.query('ALTER TABLE "ad_application_decisions" ADD "reason_key" character varying(40)');
    await q.query('ALTER TABLE "ad_campaigns" ADD "creative_reason_key" character varying(40)');
    await q.query(
      `ALTER TABLE "magazines" ALTER COLUMN "publisher" TYPE jsonb USING jsonb_build_object('zh-cn', "publisher", 'en-us', "publisher", 'zh-hant', "publisher")`,
    );
    await q.query(`ALTER TABLE "contests" ADD "translations" jsonb NOT NULL DEFAULT '{}'`);
    await q.query(`ALTER TABLE "contest_entries" ADD "translations" jsonb NOT NULL DEFAULT '{}'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "contest_entries" DROP COLUMN "translations"');
    await q.query('ALTER TABLE "contests" DROP COLUMN "translations"');
    await q.query(`ALTER TABLE "magazines" ALTER COLUMN "publisher" TYPE character varying(100) USING "publisher"->>'zh-cn'`);
    await q.query('ALTER TABLE "ad_campaigns" DROP COLUMN "creative_reason_key"');
    await q.query('ALTER TABLE "ad_application_decisions" DROP COLUMN "reason_key"');
    await q.query('ALTER TABLE "ad_applications" DROP COLUMN "reject_reason_key"');
  }
}
