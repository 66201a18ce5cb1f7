import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Feedback1795440462019 implements MigrationInterface {
  name = 'Feedback1795440462019';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TABLE "announcements" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "title" jsonb NOT NULL, "body" jsonb NOT NULL, "starts_at" TIMESTAMP WITH TIME ZONE, "ends_at" TIMESTAMP WITH TIME ZONE, "created_by" uuid NOT NULL, "withdrawn_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b3ad760876ff2e19d58e05dc8b0" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "idx_announcements_created" ON "announcements"  ("created_at") ');
    await q.query(
      'CREATE TABLE "announcement_receipts" ("announcement_id" uuid NOT NULL, "user_id" uuid NOT NULL, "read_at" TIMESTAMP WITH TIME ZONE, "hidden_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_42eaa5e462529e561073b32bffd" PRIMARY KEY ("announcement_id", "user_id"))',
    );
    await q.query('CREATE INDEX "idx_announcement_receipts_user" ON "announcement_receipts"  ("user_id") ');
    await q.query(
      'CREATE TABLE "feedback" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "type" character varying(16) NOT NULL, "content" text NOT NULL, "screenshots" text array NOT NULL DEFAULT \'{}\', "status" character varying(16) NOT NULL DEFAULT \'open\', "reply_content" text, "replied_at" TIMESTAMP WITH TIME ZONE, "replied_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_8389f9e087a57689cd5be8b2b13" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "idx_feedback_status_created" ON "feedback"  ("status", "created_at") ');
    await q.query('CREATE INDEX "idx_feedback_user_created" ON "feedback"  ("user_id", "created_at") ');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX "public"."idx_feedback_user_created"');
    await q.query('DROP INDEX "public"."idx_feedback_status_created"');
    await q.query('DROP TABLE "feedback"');
    await q.query('DROP INDEX "public"."idx_announcement_receipts_user"');
    await q.query('DROP TABLE "announcement_receipts"');
    await q.query('DROP INDEX "public"."idx_announcements_created"');
    await q.query('DROP TABLE "announcements"');
  }
}
