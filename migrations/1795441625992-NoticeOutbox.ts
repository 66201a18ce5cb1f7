import type { MigrationInterface, QueryRunner } from 'typeorm';

export class NoticeOutbox1795441625992 implements MigrationInterface {
  name = 'NoticeOutbox1795441625992';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TABLE "notice_outbox" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "payload" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "enqueued_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_a82714e73ec82bc290184a9170f" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "idx_notice_outbox_pending" ON "notice_outbox"  ("created_at") WHERE "enqueued_at" IS NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX "public"."idx_notice_outbox_pending"');
    await q.query('DROP TABLE "notice_outbox"');
  }
}
