import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Init1795431143919 implements MigrationInterface {
  name = 'Init1795431143919';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TABLE "areas" ("code" character varying(16) NOT NULL, "parent_code" character varying(16), "level" smallint NOT NULL, "name_zh_cn" character varying(80) NOT NULL, "name_en_us" character varying(120) NOT NULL, "name_zh_hant" character varying(80) NOT NULL, "sort" integer NOT NULL DEFAULT \'0\', CONSTRAINT "PK_1ce4e4f7cd8d820081bc74aa16c" PRIMARY KEY ("code"))',
    );
    await q.query('CREATE INDEX "IDX_d01969d9c17ed96c2df48a7ded" ON "areas"  ("parent_code") ');
    await q.query(
      'CREATE TABLE "deletion_requests" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "reason" character varying(500) NOT NULL, "status" character varying(16) NOT NULL DEFAULT \'submitted\', "reject_reason" character varying(500), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "reviewed_at" TIMESTAMP WITH TIME ZONE, "decided_at" TIMESTAMP WITH TIME ZONE, "decided_by" uuid, CONSTRAINT "PK_f8ee986c713abeb93129e4bab0b" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "IDX_b0424e6ba3a534e36f16ce65c6" ON "deletion_requests"  ("user_id") ');
    await q.query(
      'CREATE UNIQUE INDEX "uq_deletion_requests_open" ON "deletion_requests"  ("user_id") WHERE status IN (\'submitted\', \'under_review\')',
    );
    await q.query(
      'CREATE TABLE "oauth_accounts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "provider" character varying(40) NOT NULL, "subject" character varying(255) NOT NULL, "user_id" uuid NOT NULL, "email" character varying(254), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_710a81523f515b78f894e33bb10" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "IDX_22a05e92f51a983475f9281d3b" ON "oauth_accounts"  ("user_id") ');
    await q.query('CREATE UNIQUE INDEX "IDX_6bc2ffc788e31c4bc21f35997c" ON "oauth_accounts"  ("provider", "subject") ');
    await q.query(
      'CREATE TABLE "users" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "phone" character varying(20), "email" character varying(254), "password_hash" text, "nickname" character varying(40) NOT NULL, "avatar" character varying(500), "background" character varying(500), "gender" character varying(10) NOT NULL DEFAULT \'secret\', "birthday" date, "bio" character varying(200), "region" character varying(64), "city" character varying(64), "roles" text array NOT NULL DEFAULT \'{}\', "status" character varying(16) NOT NULL DEFAULT \'active\', "language" character varying(8) NOT NULL DEFAULT \'zh-cn\', "password_changed_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "UQ_a000cca60bcf04454e727699490" UNIQUE ("phone"), CONSTRAINT "UQ_97672ac88f789774dd47f7c8be3" UNIQUE ("email"), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))',
    );
    await q.query(
      'CREATE TABLE "sessions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "token_hash" character(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_used_at" TIMESTAMP WITH TIME ZONE NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE, "revoke_reason" character varying(32), "ip" character varying(64), "user_agent" character varying(300), CONSTRAINT "UQ_abaa9e068cdd390bc5210f79884" UNIQUE ("token_hash"), CONSTRAINT "PK_3238ef96f18b355b671619111bc" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "IDX_085d540d9f418cfbdc7bd55bb1" ON "sessions"  ("user_id") ');
    await q.query(
      'CREATE TABLE "verification_codes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "channel" character varying(8) NOT NULL, "target" character varying(254) NOT NULL, "purpose" character varying(16) NOT NULL, "code_hash" character(64) NOT NULL, "attempts" integer NOT NULL DEFAULT \'0\', "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "consumed_at" TIMESTAMP WITH TIME ZONE, "ip" character varying(64), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_18741b6b8bf1680dbf5057421d7" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "IDX_2b92fa98f32c82e5cb4fd3e1fb" ON "verification_codes"  ("target", "purpose", "created_at") ');
    await q.query(
      'ALTER TABLE "sessions" ADD CONSTRAINT "FK_085d540d9f418cfbdc7bd55bb19" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "sessions" DROP CONSTRAINT "FK_085d540d9f418cfbdc7bd55bb19"');
    await q.query('DROP INDEX "public"."IDX_2b92fa98f32c82e5cb4fd3e1fb"');
    await q.query('DROP TABLE "verification_codes"');
    await q.query('DROP INDEX "public"."IDX_085d540d9f418cfbdc7bd55bb1"');
    await q.query('DROP TABLE "sessions"');
    await q.query('DROP TABLE "users"');
    await q.query('DROP INDEX "public"."IDX_6bc2ffc788e31c4bc21f35997c"');
    await q.query('DROP INDEX "public"."IDX_22a05e92f51a983475f9281d3b"');
    await q.query('DROP TABLE "oauth_accounts"');
    await q.query('DROP INDEX "public"."uq_deletion_requests_open"');
    await q.query('DROP INDEX "public"."IDX_b0424e6ba3a534e36f16ce65c6"');
    await q.query('DROP TABLE "deletion_requests"');
    await q.query('DROP INDEX "public"."IDX_d01969d9c17ed96c2df48a7ded"');
    await q.query('DROP TABLE "areas"');
  }
}
