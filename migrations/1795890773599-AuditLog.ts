import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log (issue #39): one table, append-only. The application may connect as the table's
 * owner or a superuser (trust auth, user postgres), whom REVOKE does not bind, so triggers refuse
 * every UPDATE and TRUNCATE, and every DELETE except inside a transaction that set
 * `reefline.audit_purge` to `on` — which only the retention job does, for rows past the retention
 * time (docs/decisions/0128-audit-log-and-people.md). PUBLIC's rights go too, for any other role.
 */
export class AuditLog1795890773599 implements MigrationInterface {
  name = 'AuditLog1795890773599';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TABLE "audit_entries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "actor_id" uuid, "action" character varying(64) NOT NULL, "target_type" character varying(32) NOT NULL, "target_id" character varying(64) NOT NULL, "changes" jsonb NOT NULL DEFAULT \'{}\', "reason" character varying(500), "ip" character varying(64), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6b1623bcad4d04530b76548d619" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "ix_audit_entries_action" ON "audit_entries"  ("action", "created_at") ');
    await q.query('CREATE INDEX "ix_audit_entries_target" ON "audit_entries"  ("target_type", "target_id", "created_at") ');
    await q.query('CREATE INDEX "ix_audit_entries_actor" ON "audit_entries"  ("actor_id", "created_at") ');
    await q.query('CREATE INDEX "ix_audit_entries_created" ON "audit_entries"  ("created_at") ');
    await q.query(`
      CREATE FUNCTION audit_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' AND current_setting('reefline.audit_purge', true) = 'on' THEN
          RETURN OLD;
        END IF;
        RAISE EXCEPTION 'audit_entries is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
      END
      $$`);
    await q.query(
      'CREATE TRIGGER "audit_entries_no_change" BEFORE UPDATE OR DELETE ON "audit_entries" FOR EACH ROW EXECUTE FUNCTION audit_entries_append_only()',
    );
    await q.query(
      'CREATE TRIGGER "audit_entries_no_truncate" BEFORE TRUNCATE ON "audit_entries" FOR EACH STATEMENT EXECUTE FUNCTION audit_entries_append_only()',
    );
    await q.query('REVOKE UPDATE, DELETE, TRUNCATE ON "audit_entries" FROM PUBLIC');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER "audit_entries_no_truncate" ON "audit_entries"');
    await q.query('DROP TRIGGER "audit_entries_no_change" ON "audit_entries"');
    await q.query('DROP FUNCTION audit_entries_append_only()');
    await q.query('DROP INDEX "public"."ix_audit_entries_created"');
    await q.query('DROP INDEX "public"."ix_audit_entries_actor"');
    await q.query('DROP INDEX "public"."ix_audit_entries_target"');
    await q.query('DROP INDEX "public"."ix_audit_entries_action"');
    await q.query('DROP TABLE "audit_entries"');
  }
}
