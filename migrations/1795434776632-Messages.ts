import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Messages1795434776632 implements MigrationInterface {
  name = 'Messages1795434776632';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TABLE "messages" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "recipient_id" uuid NOT NULL, "event_id" character varying(100) NOT NULL, "category" character varying(16) NOT NULL, "title_key" character varying(100) NOT NULL, "body_key" character varying(100) NOT NULL, "params" jsonb NOT NULL DEFAULT \'{}\', "link" character varying(300), "read_at" TIMESTAMP WITH TIME ZONE, "deleted_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_18325f38ae6de43878487eff986" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "IDX_566c3d68184e83d4307b86f85a" ON "messages"  ("recipient_id") ');
    await q.query('CREATE UNIQUE INDEX "uq_messages_event_recipient" ON "messages"  ("event_id", "recipient_id") ');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX "public"."uq_messages_event_recipient"');
    await q.query('DROP INDEX "public"."IDX_566c3d68184e83d4307b86f85a"');
    await q.query('DROP TABLE "messages"');
  }
}
