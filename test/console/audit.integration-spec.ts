import type { Paged } from '@contracts/api';
import type { AuditEntryDto } from '@contracts/schemas/console';
import { DataSource } from 'typeorm';
import { JobQueue } from '@server/infra/queues/job-queue';
import { AuditJob } from '@server/modules/audit/jobs/audit.jobs';
import { AuditTrail } from '@server/modules/audit/ports/audit-trail.port';
import { registerUser, userWithRoles } from '@test/setup/factories';
import { startApp, type TestApp } from '@test/setup/harness';

/**
 * The audit log is append-only through the application's own connection (its trigger), written
 * only inside a transaction, never with a secret, and kept for AUDIT_RETENTION_DAYS by the daily
 * audit.purge job — the one DELETE the table lets through.
 */
describe('audit log', () => {
  let t: TestApp;
  let ds: DataSource;

  beforeAll(async () => {
    t = await startApp({ AUDIT_RETENTION_DAYS: '30' });
    ds = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function entryAged(days: number, action = 'test.aged'): Promise<string> {
    const [row] = (await ds.query(
      `INSERT INTO audit_entries (action, target_type, target_id, created_at) VALUES ($1, 'user', 'x', now() - make_interval(days => $2)) RETURNING id`,
      [action, days],
    )) as { id: string }[];
    return row?.id ?? '';
  }

  it('refuses UPDATE, DELETE and TRUNCATE through the app’s connection', async () => {
    const id = await entryAged(1);
    await expect(ds.query(`UPDATE audit_entries SET action = 'forged' WHERE id = $1`, [id])).rejects.toThrow(
      /append-only \(UPDATE refused\)/,
    );
    await expect(ds.query(`DELETE FROM audit_entries WHERE id = $1`, [id])).rejects.toThrow(/append-only \(DELETE refused\)/);
    await expect(ds.query(`TRUNCATE audit_entries`)).rejects.toThrow(/append-only \(TRUNCATE refused\)/);
    // the purge switch is for one transaction only, and never lets an UPDATE through
    await expect(
      ds.transaction(async (m) => {
        await m.query(`SELECT set_config('reefline.audit_purge', 'on', true)`);
        await m.query(`UPDATE audit_entries SET action = 'forged' WHERE id = $1`, [id]);
      }),
    ).rejects.toThrow(/UPDATE refused/);
    await expect(ds.query(`DELETE FROM audit_entries WHERE id = $1`, [id])).rejects.toThrow(/DELETE refused/);
    const [row] = (await ds.query(`SELECT action FROM audit_entries WHERE id = $1`, [id])) as { action: string }[];
    expect(row?.action).toBe('test.aged');
  });

  it('is written only inside a transaction, and drops secret fields', async () => {
    const trail = t.app.get(AuditTrail);
    const runner = ds.createQueryRunner();
    try {
      await expect(
        trail.record(runner, { actorId: null, action: 'test.outside', target: { type: 'user', id: 'x' }, changes: {} }),
      ).rejects.toThrow(/inside the transaction/);
    } finally {
      await runner.release();
    }
    await ds.transaction((m) =>
      trail.record(m, {
        actorId: null,
        action: 'test.secret',
        target: { type: 'user', id: 'y' },
        changes: { nickname: { before: 'a', after: 'b' }, passwordHash: { before: 'h1', after: 'h2' } },
      }),
    );
    const [row] = (await ds.query(`SELECT changes FROM audit_entries WHERE action = 'test.secret'`)) as { changes: object }[];
    expect(row?.changes).toEqual({ nickname: { before: 'a', after: 'b' } });
  });

  it('the daily job deletes entries past the retention time, and only those', async () => {
    const old = await entryAged(31, 'test.old');
    const kept = await entryAged(29, 'test.kept');
    await t.app.get(JobQueue).enqueue(AuditJob.Purge, {});
    const end = Date.now() + 15_000;
    while (((await ds.query(`SELECT 1 FROM audit_entries WHERE id = $1`, [old])) as unknown[]).length > 0) {
      if (Date.now() > end) throw new Error('the purge job did not delete the old entry');
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await ds.query(`SELECT 1 FROM audit_entries WHERE id = $1`, [kept])).toHaveLength(1);
    // and the switch it used ended with its transaction
    await expect(ds.query(`DELETE FROM audit_entries WHERE id = $1`, [kept])).rejects.toThrow(/DELETE refused/);
  });

  it('readers cannot see it; admins filter it by action prefix', async () => {
    const { client: reader } = await registerUser(t);
    expect((await reader.get('/admin/audit')).status).toBe(403);
    const { client: admin } = await userWithRoles(t, ['admin']);
    const list = await admin.get<Paged<AuditEntryDto>>('/admin/audit?action=test.');
    expect(list.code).toBe(1);
    expect(list.data.items.every((e) => e.action.startsWith('test.'))).toBe(true);
    expect(list.data.items.find((e) => e.action === 'test.kept')).toMatchObject({ actor: null, target: { type: 'user', id: 'x' } });
  });
});
