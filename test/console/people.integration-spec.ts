import type { Paged } from '@contracts/api';
import type { AuditEntryDto, ConsoleUserDetailDto, ConsoleUserDto } from '@contracts/schemas/console';
import { DataSource } from 'typeorm';
import { MeClient, until } from '@test/auth/me-client';
import { ApiClient } from '@test/setup/api';
import { registerUser, userWithRoles } from '@test/setup/factories';
import { startApp, type TestApp } from '@test/setup/harness';

/**
 * The console's people routes (issue #39): search and a person's page for admins and customer
 * service; roles, disable and enable for admins only, each with its audit entry written in the
 * change's transaction; a role change holds from the next request; a disabled account's sessions
 * and sockets end at once.
 */
describe('console: people', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof userWithRoles>>;

  beforeAll(async () => {
    t = await startApp();
    admin = await userWithRoles(t, ['admin']);
  });
  afterAll(async () => {
    await t?.close();
  });

  const auditOf = async (userId: string) => (await admin.client.get<Paged<AuditEntryDto>>(`/admin/audit?target=user:${userId}`)).data.items;

  it('finds people by phone, e-mail, nickname part and id; customer service may search too', async () => {
    const { user, account } = await registerUser(t);
    const byEmail = await registerUser(t, { account: `find-${Date.now()}@example.com` });
    const cs = await userWithRoles(t, ['customer_service']);

    const byPhone = await cs.client.get<Paged<ConsoleUserDto>>(`/admin/users?q=${account}`);
    expect(byPhone.code).toBe(1);
    expect(byPhone.data.items.map((u) => u.id)).toEqual([user.id]);
    expect(byPhone.data.items[0]).toMatchObject({ phone: account, roles: [], disabled: false, status: 'active' });

    const mail = await admin.client.get<Paged<ConsoleUserDto>>(`/admin/users?q=${encodeURIComponent(byEmail.account.toUpperCase())}`);
    expect(mail.data.items.map((u) => u.id)).toEqual([byEmail.user.id]);
    const nick = await admin.client.get<Paged<ConsoleUserDto>>(`/admin/users?q=${encodeURIComponent(cs.user.nickname.slice(-4))}`);
    expect(nick.data.items.map((u) => u.id)).toContain(cs.user.id);
    const byId = await admin.client.get<Paged<ConsoleUserDto>>(`/admin/users?q=${user.id}`);
    expect(byId.data.items.map((u) => u.id)).toEqual([user.id]);

    const page = await cs.client.get<ConsoleUserDetailDto>(`/admin/users/${user.id}`);
    expect(page.code).toBe(1);
    expect(page.data).toMatchObject({ id: user.id, activeSessions: 1, recentAudit: [] });
  });

  it('refuses people who are not staff (403), and customer service every change; an unknown user is a 404', async () => {
    const { client: reader, user } = await registerUser(t);
    const cs = await userWithRoles(t, ['customer_service']);
    expect((await reader.get('/admin/users')).status).toBe(403);
    expect((await reader.get(`/admin/users/${user.id}`)).status).toBe(403);
    expect((await reader.get('/admin/audit')).status).toBe(403);
    expect((await cs.client.get('/admin/audit')).status).toBe(403);
    expect((await cs.client.post(`/admin/users/${user.id}/roles`, { grant: ['author'] })).status).toBe(403);
    expect((await cs.client.post(`/admin/users/${user.id}/disable`, { reason: 'spam' })).status).toBe(403);

    const unknown = '00000000-0000-4000-8000-00000000beef';
    expect(await admin.client.get(`/admin/users/${unknown}`)).toMatchObject({ status: 404, code: 404 });
    expect(await admin.client.post(`/admin/users/${unknown}/roles`, { grant: ['author'] })).toMatchObject({ status: 404, code: 404 });
    expect(await admin.client.post(`/admin/users/${unknown}/disable`, { reason: 'x' })).toMatchObject({ status: 404, code: 404 });
    expect((await admin.client.get<Paged<AuditEntryDto>>(`/admin/audit?target=${unknown}`)).data.total).toBe(0);
  });

  it('refuses bad input with code 0 and a localised message', async () => {
    const { user } = await registerUser(t);
    admin.client.language = 'en-us';
    try {
      const none = await admin.client.post(`/admin/users/${user.id}/roles`, {});
      expect(none).toMatchObject({ status: 200, code: 0, msg: 'There is nothing to update' });
      const bad = await admin.client.post(`/admin/users/${user.id}/roles`, { grant: ['emperor'] });
      expect(bad.code).toBe(0);
      const both = await admin.client.post(`/admin/users/${user.id}/roles`, { grant: ['author'], revoke: ['author'] });
      expect(both.code).toBe(0);
      const noReason = await admin.client.post(`/admin/users/${user.id}/disable`, { reason: '  ' });
      expect(noReason).toMatchObject({ code: 0, msg: 'This field is required' });
      expect((await admin.client.get('/admin/audit?action=DROP TABLE')).code).toBe(0);
    } finally {
      admin.client.language = 'zh-cn';
    }
  });

  it('a role change writes its audit entry with the change and holds from the user’s next request', async () => {
    const staff = await userWithRoles(t, []);
    expect((await staff.client.get('/admin/users')).status).toBe(403);
    // the refused request above left the session cached with no roles

    const granted = await admin.client.post<ConsoleUserDto>(`/admin/users/${staff.user.id}/roles`, {
      grant: ['customer_service', 'author'],
    });
    expect(granted.code).toBe(1);
    expect(granted.data.roles).toEqual(['author', 'customer_service']);
    expect((await staff.client.get('/admin/users')).code).toBe(1); // the very next request

    const [entry] = await auditOf(staff.user.id);
    expect(entry).toMatchObject({
      actor: { id: admin.user.id, nickname: admin.user.nickname },
      action: 'user.roles.change',
      target: { type: 'user', id: staff.user.id },
      changes: { roles: { before: [], after: ['author', 'customer_service'] } },
      ip: '127.0.0.1',
    });
    expect(Object.keys(entry?.changes ?? {})).toEqual(['roles']); // changed fields only

    // API.md's DELETE form revokes one role; the next request is refused again.
    const revoked = await admin.client.delete<ConsoleUserDto>(`/admin/users/${staff.user.id}/roles/customer_service`);
    expect(revoked.data.roles).toEqual(['author']);
    expect((await staff.client.get('/admin/users')).status).toBe(403);

    // nothing changed: no entry
    const again = await admin.client.post(`/admin/users/${staff.user.id}/roles`, { role: 'author' });
    expect(again.code).toBe(1);
    expect(await auditOf(staff.user.id)).toHaveLength(2);
  });

  it('a refused change leaves no audit entry (the entry commits with the change or not at all)', async () => {
    const { client, user } = await userWithRoles(t, ['admin']);
    expect(await client.post(`/admin/users/${user.id}/disable`, { reason: 'myself' })).toMatchObject({ code: 0 });
    expect(await auditOf(user.id)).toHaveLength(0);

    // A failure after the account's row changed (inside the transaction) takes the row back too.
    const victim = await registerUser(t);
    const ds = t.app.get(DataSource);
    await ds.query(`ALTER TABLE audit_entries ADD CONSTRAINT tmp_no_reason CHECK (reason IS NULL OR reason <> 'boom')`);
    try {
      const failed = await admin.client.post(`/admin/users/${victim.user.id}/disable`, { reason: 'boom' });
      expect(failed.status).toBe(500);
    } finally {
      await ds.query(`ALTER TABLE audit_entries DROP CONSTRAINT tmp_no_reason`);
    }
    const [row] = (await ds.query(`SELECT status FROM users WHERE id = $1`, [victim.user.id])) as { status: string }[];
    expect(row?.status).toBe('active');
    expect((await victim.client.get('/me')).code).toBe(1);
    expect(await auditOf(victim.user.id)).toHaveLength(0);
  });

  it('disable ends every session and socket at once (-203; login says why); enable lets the user log in again', async () => {
    const { client, account, password, user } = await registerUser(t);
    const socket = await MeClient.open(t, client.token);
    try {
      const off = await admin.client.post<ConsoleUserDto>(`/admin/users/${user.id}/disable`, { reason: '发布垃圾广告' });
      expect(off).toMatchObject({ code: 1, data: { status: 'disabled', disabled: true } });
      await until('the socket is thrown out', () => socket.endedByServer);
      expect(await client.get('/me')).toMatchObject({ status: 401, code: -203 });

      const login = await new ApiClient(t.url).post('/auth/login', { account, password });
      expect(login).toMatchObject({ status: 200, code: 0, msg: '该账号已被停用，如有疑问请联系客服' });

      const page = await admin.client.get<ConsoleUserDetailDto>(`/admin/users/${user.id}`);
      expect(page.data).toMatchObject({ activeSessions: 0, disabled: true });
      expect(page.data.recentAudit[0]).toMatchObject({
        action: 'user.disable',
        reason: '发布垃圾广告',
        changes: { status: { before: 'active', after: 'disabled' } },
      });

      const on = await admin.client.post<ConsoleUserDto>(`/admin/users/${user.id}/enable`, {});
      expect(on).toMatchObject({ code: 1, data: { status: 'active', disabled: false } });
      expect(await client.get('/me')).toMatchObject({ status: 401, code: -202 }); // the old session stays ended
      expect((await new ApiClient(t.url).post('/auth/login', { account, password })).code).toBe(1);
      expect((await auditOf(user.id)).map((e) => e.action)).toEqual(['user.enable', 'user.disable']);
    } finally {
      socket.close();
    }
  });

  it('searches the audit log by actor (id or phone), action (exact or prefix) and target', async () => {
    const other = await userWithRoles(t, ['admin']);
    const { user } = await registerUser(t);
    expect((await other.client.post(`/admin/users/${user.id}/roles`, { grant: ['volunteer'] })).code).toBe(1);
    expect((await other.client.post(`/admin/users/${user.id}/disable`, { reason: 'test' })).code).toBe(1);

    const byActor = await admin.client.get<Paged<AuditEntryDto>>(`/admin/audit?actor=${other.phone}`);
    expect(byActor.data.items.map((e) => e.action)).toEqual(['user.disable', 'user.roles.change']);
    const byId = await admin.client.get<Paged<AuditEntryDto>>(`/admin/audit?actor=${other.user.id}&action=user.disable`);
    expect(byId.data.total).toBe(1);
    const prefix = await admin.client.get<Paged<AuditEntryDto>>(`/admin/audit?actor=${other.user.id}&action=user.&limit=1&page=2`);
    expect(prefix.data).toMatchObject({ total: 2, page: 2, hasMore: false });
    expect(prefix.data.items[0]?.action).toBe('user.roles.change');
    expect((await admin.client.get<Paged<AuditEntryDto>>(`/admin/audit?actor=13999999999`)).data.total).toBe(0);
    expect((await admin.client.get<Paged<AuditEntryDto>>(`/admin/audit?target=order:${user.id}`)).data.total).toBe(0);
  });
});

describe('console: the last admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('an admin cannot remove the last admin, nor disable themselves', async () => {
    const only = await userWithRoles(t, ['admin']);
    only.client.language = 'en-us';
    const self = await only.client.delete(`/admin/users/${only.user.id}/roles/admin`);
    expect(self).toMatchObject({ code: 0, msg: 'The last administrator cannot be removed' });
    expect(await only.client.post(`/admin/users/${only.user.id}/disable`, { reason: 'x' })).toMatchObject({
      code: 0,
      msg: 'You cannot disable your own account',
    });
  });

  it('two admins revoking each other at once leave exactly one admin', async () => {
    const ds = t.app.get(DataSource);
    for (let round = 0; round < 5; round++) {
      await ds.query(`UPDATE users SET roles = '{}' WHERE 'admin' = ANY(roles)`);
      const a = await userWithRoles(t, ['admin']);
      const b = await userWithRoles(t, ['admin']);
      const [ra, rb] = await Promise.all([
        a.client.delete(`/admin/users/${b.user.id}/roles/admin`),
        b.client.delete(`/admin/users/${a.user.id}/roles/admin`),
      ]);
      expect([ra.code, rb.code].filter((c) => c === 1)).toHaveLength(1);
      const admins = (await ds.query(`SELECT id FROM users WHERE 'admin' = ANY(roles) AND status = 'active'`)) as { id: string }[];
      expect(admins).toHaveLength(1);
      expect(admins[0]?.id).toBe(ra.code === 1 ? a.user.id : b.user.id);
      const entries = (await ds.query(`SELECT count(*)::int AS n FROM audit_entries WHERE target_id = ANY($1)`, [
        [a.user.id, b.user.id],
      ])) as {
        n: number;
      }[];
      expect(entries[0]?.n).toBe(1);
    }
  });
});
