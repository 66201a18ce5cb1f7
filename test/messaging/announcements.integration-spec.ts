import { DataSource } from 'typeorm';
import type { Paged } from '@contracts/api';
import type { AnnouncementAdminDto } from '@contracts/schemas/announcements';
import type { MessageDto, UnreadCountDto } from '@contracts/schemas/messages';
import type { ApiClient } from '@test/setup/api';
import { registerUser, userWithRoles } from '@test/setup/factories';
import { startApp, type TestApp } from '@test/setup/harness';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const texts = (tag: string) => ({
  title: { 'zh-cn': `公告${tag}`, 'en-us': `Notice ${tag}`, 'zh-hant': `公告${tag}（繁）` },
  body: { 'zh-cn': `正文${tag}`, 'en-us': `Body ${tag}`, 'zh-hant': `正文${tag}（繁）` },
});

describe('announcements: stored once, fan-out on read, per-user markers', () => {
  let t: TestApp;
  let admin: ApiClient;

  beforeAll(async () => {
    t = await startApp();
    admin = (await userWithRoles(t, ['admin'])).client;
  });
  afterAll(async () => {
    await t.close();
  });

  const announcements = (c: ApiClient) => c.get<Paged<MessageDto>>('/messages?category=announcement');
  const unread = async (c: ApiClient) => (await c.get<UnreadCountDto>('/messages/unread-count')).data;

  /** A user whose welcome message has arrived (so later counts are stable). */
  async function member() {
    const r = await registerUser(t);
    for (let i = 0; i < 50 && (await r.client.get<Paged<MessageDto>>('/messages?category=system')).data.total < 1; i++) await sleep(100);
    return r;
  }

  it('is published by admins only, validated in three languages', async () => {
    const { client: cs } = await userWithRoles(t, ['customer_service']);
    expect((await cs.post('/admin/announcements', texts('x'))).status).toBe(403);
    expect((await cs.get('/admin/announcements')).status).toBe(403);
    const missing = await admin.post('/admin/announcements', { title: { 'zh-cn': 'a', 'en-us': 'b' }, body: texts('x').body });
    expect(missing).toMatchObject({ code: 0, data: { errors: [{ field: 'title.zh-hant' }] } });
    admin.language = 'en-us';
    const backwards = await admin.post('/admin/announcements', {
      ...texts('x'),
      startsAt: '2030-01-02T00:00:00Z',
      endsAt: '2030-01-01T00:00:00Z',
    });
    expect(backwards).toMatchObject({ code: 0, data: { errors: [{ field: 'endsAt', msg: 'The end time must be after the start time' }] } });
    expect((await admin.post('/admin/announcements', { ...texts('x'), startsAt: 'tomorrow' })).code).toBe(0);
    admin.language = 'zh-cn';
  });

  it('shows active announcements to every user with their own read and hidden markers', async () => {
    const a = await member();
    const b = await member();
    const before = await unread(a.client);

    const active = await admin.post<AnnouncementAdminDto>('/admin/announcements', texts('A'));
    expect(active).toMatchObject({ code: 1, data: { state: 'active', readCount: 0 } });
    const scheduled = await admin.post<AnnouncementAdminDto>('/admin/announcements', {
      ...texts('S'),
      startsAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(scheduled.data.state).toBe('scheduled');
    const ended = await admin.post<AnnouncementAdminDto>('/admin/announcements', {
      ...texts('E'),
      startsAt: new Date(Date.now() - 7_200_000).toISOString(),
      endsAt: new Date(Date.now() - 3_600_000).toISOString(),
    });
    expect(ended.data.state).toBe('ended');
    // One write, whoever the audience: no per-user rows until someone acts.
    const ds = t.app.get(DataSource);
    const receipts = async () => ((await ds.query('SELECT COUNT(*)::int AS n FROM announcement_receipts')) as [{ n: number }])[0].n;
    expect(await receipts()).toBe(0);

    const listA = await announcements(a.client);
    expect(listA.data.items.map((m) => m.id)).toEqual([active.data.id]);
    expect(listA.data.items[0]).toEqual({
      id: active.data.id,
      category: 'announcement',
      title: '公告A',
      body: '正文A',
      link: null,
      read: false,
      createdAt: active.data.createdAt,
    });
    a.client.language = 'zh-hant';
    expect((await announcements(a.client)).data.items[0]?.title).toBe('公告A（繁）');
    a.client.language = 'zh-cn';
    // Merged into the whole inbox, newest first (the announcement is newer than the welcome).
    const all = (await a.client.get<Paged<MessageDto>>('/messages')).data;
    expect(all.total).toBe(2);
    expect(all.items.map((m) => m.category)).toEqual(['announcement', 'system']);
    expect((await a.client.get<Paged<MessageDto>>('/messages?page=2&limit=1')).data.items[0]?.category).toBe('system');
    expect((await a.client.get<Paged<MessageDto>>('/messages?category=system')).data.total).toBe(1);

    expect(await unread(a.client)).toEqual({
      total: before.total + 1,
      byCategory: { ...before.byCategory, announcement: 1 },
    });

    // A reads it: only A's marker changes.
    expect((await a.client.post(`/messages/${active.data.id}/read`)).code).toBe(1);
    expect((await a.client.post(`/messages/${active.data.id}/read`)).code).toBe(1);
    expect((await unread(a.client)).byCategory.announcement).toBe(0);
    expect((await unread(b.client)).byCategory.announcement).toBe(1);
    expect((await announcements(a.client)).data.items[0]?.read).toBe(true);
    expect((await announcements(b.client)).data.items[0]?.read).toBe(false);
    // Scheduled or ended ones cannot be marked (not shown).
    expect((await a.client.post(`/messages/${scheduled.data.id}/read`)).status).toBe(404);
    expect((await a.client.post(`/messages/${ended.data.id}/read`)).status).toBe(404);

    // B: read-all of the category marks it; again, nothing left.
    expect((await b.client.post('/messages/read-all', { category: 'announcement' })).data).toEqual({ updated: 1 });
    expect((await b.client.post('/messages/read-all', { category: 'announcement' })).data).toEqual({ updated: 0 });
    expect((await unread(b.client)).byCategory.system).toBe(1); // other categories untouched

    // A deletes it: hidden for A only.
    expect((await a.client.delete('/messages', { ids: [active.data.id] })).data).toEqual({ deleted: 1 });
    expect((await announcements(a.client)).data.total).toBe(0);
    expect((await a.client.post(`/messages/${active.data.id}/read`)).status).toBe(404);
    expect((await a.client.delete('/messages', { ids: [active.data.id] })).data).toEqual({ deleted: 0 });
    expect((await announcements(b.client)).data.total).toBe(1);

    const adminList = await admin.get<Paged<AnnouncementAdminDto>>('/admin/announcements');
    expect(adminList.data.items.find((x) => x.id === active.data.id)?.readCount).toBe(2);

    // A user who registers later still sees what is shown now (decision: no registration cut-off).
    const late = await member();
    expect((await announcements(late.client)).data.items.map((m) => m.id)).toEqual([active.data.id]);

    // Withdrawn: gone from every inbox, counts included.
    expect((await admin.delete<AnnouncementAdminDto>(`/admin/announcements/${active.data.id}`)).data.state).toBe('withdrawn');
    expect((await admin.delete(`/admin/announcements/${active.data.id}`)).code).toBe(1);
    expect((await announcements(b.client)).data.total).toBe(0);
    expect((await unread(late.client)).byCategory.announcement).toBe(0);
    expect((await admin.delete('/admin/announcements/00000000-0000-0000-0000-000000000001')).status).toBe(404);
  });

  it('opens and deletes single messages only for their owner (404 otherwise)', async () => {
    const a = await member();
    const b = await member();
    const [welcome] = (await a.client.get<Paged<MessageDto>>('/messages?category=system')).data.items;
    const id = welcome?.id as string;
    expect((await a.client.get<MessageDto>(`/messages/${id}`)).data).toEqual(welcome);
    expect((await b.client.get(`/messages/${id}`)).status).toBe(404);
    expect((await b.client.delete(`/messages/${id}`)).status).toBe(404);
    expect((await b.client.post(`/messages/${id}/read`)).status).toBe(404);
    expect((await a.client.get('/messages/not-a-uuid')).code).toBe(0);

    const ann = await admin.post<AnnouncementAdminDto>('/admin/announcements', texts('O'));
    b.client.language = 'en-us';
    expect((await b.client.get<MessageDto>(`/messages/${ann.data.id}`)).data).toMatchObject({
      category: 'announcement',
      title: 'Notice O',
    });
    expect((await a.client.delete(`/messages/${ann.data.id}`)).data).toEqual({ deleted: 1 });
    expect((await a.client.get(`/messages/${ann.data.id}`)).status).toBe(404);
    expect((await b.client.get(`/messages/${ann.data.id}`)).status).toBe(200);

    expect((await a.client.delete(`/messages/${id}`)).data).toEqual({ deleted: 1 });
    expect((await a.client.delete(`/messages/${id}`)).status).toBe(404);
    expect((await a.client.get(`/messages/${id}`)).status).toBe(404);
    await admin.delete(`/admin/announcements/${ann.data.id}`);
  });

  it('read-all without a category includes announcements', async () => {
    const a = await member();
    const ann = await admin.post<AnnouncementAdminDto>('/admin/announcements', texts('R'));
    const before = await unread(a.client);
    expect(before.byCategory.announcement).toBe(1);
    expect((await a.client.post('/messages/read-all')).data).toEqual({ updated: before.total });
    expect((await unread(a.client)).total).toBe(0);
    await admin.delete(`/admin/announcements/${ann.data.id}`);
  });
});
