import { EventBus } from '@nestjs/cqrs';
import { io, type Socket } from 'socket.io-client';
import type { MessageDto, UnreadCountDto } from '@contracts/schemas/messages';
import { PasswordChanged, UserRegistered } from '@server/modules/auth/events/auth.events';
import type { ApiClient } from '@test/setup/api';
import { registerUser, userWithRoles } from '@test/setup/factories';
import { startApp, type TestApp } from '@test/setup/harness';

interface Page {
  items: MessageDto[];
  page: number;
  limit: number;
  total: number;
  hasMore: boolean;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('inbox messages (events → notices queue → inbox row → push)', () => {
  let t: TestApp;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await startApp();
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.disconnect();
  });
  afterAll(async () => {
    await t.close();
  });

  /** Polls the inbox until `count` messages are listed (max ~5 s), then returns the page. */
  async function inboxWith(client: ApiClient, count: number, query = ''): Promise<Page> {
    let page: Page | undefined;
    for (let i = 0; i < 50; i++) {
      const res = await client.get<Page>(`/messages${query}`);
      expect(res.code).toBe(1);
      page = res.data;
      if (page.total >= count) return page;
      await sleep(100);
    }
    throw new Error(`the inbox never reached ${count} messages (has ${page?.total})`);
  }

  it('delivers one welcome message on registration, rendered in the request language', async () => {
    const { client } = await registerUser(t);
    const page = await inboxWith(client, 1);
    expect(page).toMatchObject({ page: 1, limit: 20, total: 1, hasMore: false });
    expect(page.items[0]).toMatchObject({ category: 'system', title: '欢迎加入 Reefline', read: false, link: null });
    client.language = 'en-us';
    const en = await client.get<Page>('/messages');
    expect(en.data.items[0]?.title).toBe('Welcome to Reefline');
    await sleep(300);
    expect((await client.get<Page>('/messages')).data.total).toBe(1);
  });

  it('delivers an event published twice (same eventId) only once', async () => {
    const { client, user } = await registerUser(t);
    await inboxWith(client, 1); // the welcome
    const evt = new UserRegistered({ userId: user.id, via: 'phone', language: 'zh-cn' });
    t.app.get(EventBus).publish(evt);
    t.app.get(EventBus).publish(evt);
    await inboxWith(client, 2);
    await sleep(500);
    const page = await client.get<Page>('/messages');
    expect(page.data.total).toBe(2);
    // …and a retry after the first delivery finished (BullMQ already removed or kept the job) still adds none.
    t.app.get(EventBus).publish(evt);
    await sleep(500);
    expect((await client.get<Page>('/messages')).data.total).toBe(2);
  });

  it('lists, counts unread, reads, reads all and deletes only the caller’s messages', async () => {
    const { client, user } = await registerUser(t);
    const other = await registerUser(t);
    await inboxWith(client, 1);
    const [otherWelcome] = (await inboxWith(other.client, 1)).items;
    const bus = t.app.get(EventBus);
    bus.publish(new PasswordChanged({ userId: user.id, via: 'password' }));
    bus.publish(new PasswordChanged({ userId: user.id, via: 'code' }));
    const all = await inboxWith(client, 3);
    expect(all.items.map((m) => m.title)).toEqual(['密码已修改', '密码已修改', '欢迎加入 Reefline']);

    const paged = await client.get<Page>('/messages?page=1&limit=2');
    expect(paged.data).toMatchObject({ page: 1, limit: 2, total: 3, hasMore: true });
    expect(paged.data.items).toHaveLength(2);
    expect((await client.get<Page>('/messages?category=review')).data.total).toBe(0);
    expect((await client.get('/messages?category=nope')).code).toBe(0);

    const unread = await client.get<UnreadCountDto>('/messages/unread-count');
    expect(unread.data).toEqual({ total: 3, byCategory: { announcement: 0, system: 3, review: 0, order: 0, service: 0 } });

    const first = all.items[0] as MessageDto;
    expect((await client.post(`/messages/${first.id}/read`)).code).toBe(1);
    expect((await client.post(`/messages/${first.id}/read`)).code).toBe(1); // again: still fine
    expect((await client.get<UnreadCountDto>('/messages/unread-count')).data.total).toBe(2);
    expect((await client.get<Page>('/messages')).data.items.find((m) => m.id === first.id)?.read).toBe(true);

    // Someone else's message or an unknown id: not found.
    const foreign = await client.post(`/messages/${otherWelcome?.id}/read`);
    expect(foreign).toMatchObject({ status: 404, code: 404 });
    expect((await client.post('/messages/00000000-0000-0000-0000-000000000001/read')).code).toBe(404);
    expect((await client.post('/messages/not-a-uuid/read')).code).toBe(0);

    expect((await client.post('/messages/read-all', { category: 'review' })).data).toEqual({ updated: 0 });
    expect((await client.post('/messages/read-all', { category: 'system' })).data).toEqual({ updated: 2 });
    expect((await client.get<UnreadCountDto>('/messages/unread-count')).data.total).toBe(0);
    expect((await client.post('/messages/read-all')).data).toEqual({ updated: 0 });

    // Delete: nothing selected is refused; another user's ids are simply not affected.
    const empty = await client.delete('/messages', { ids: [] });
    expect(empty.code).toBe(0);
    expect(empty.msg).toBe('请先选择要删除的项目');
    const removed = await client.delete('/messages', { ids: [first.id, otherWelcome?.id] });
    expect(removed).toMatchObject({ code: 1, data: { deleted: 1 } });
    const after = await client.get<Page>('/messages');
    expect(after.data.total).toBe(2);
    expect(after.data.items.some((m) => m.id === first.id)).toBe(false);
    expect((await other.client.get<Page>('/messages')).data.total).toBe(1);
    expect((await client.post(`/messages/${first.id}/read`)).code).toBe(404); // deleted = gone
  });

  it('is closed to guests', async () => {
    const { client } = await registerUser(t);
    client.token = undefined;
    expect((await client.get('/messages')).status).toBe(401);
    expect((await client.get('/messages/unread-count')).status).toBe(401);
  });

  it('tells a rejected deletion applicant why, as a review message', async () => {
    const { client } = await registerUser(t);
    await inboxWith(client, 1);
    const applied = await client.post<{ id: string }>('/me/deletion', { agree: true, reason: 'moving away', currentPassword: 'reef2026' });
    expect(applied.code).toBe(1);
    const { client: admin } = await userWithRoles(t, ['admin']);
    expect((await admin.post(`/admin/deletion-requests/${applied.data.id}/reject`, { reason: 'open orders' })).code).toBe(1);
    const page = await inboxWith(client, 1, '?category=review');
    expect(page.items[0]).toMatchObject({ category: 'review', title: '注销申请未通过' });
    expect(page.items[0]?.body).toContain('open orders');
  });

  it('pushes message:new over the /me socket after a password change', async () => {
    const { client } = await registerUser(t);
    await inboxWith(client, 1);
    const socket = io(`${t.url}/me`, {
      path: '/ws',
      transports: ['websocket'],
      auth: { token: client.token },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    await sleep(200); // the server joins the user's room right after the handshake
    const received = new Promise<MessageDto>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no message:new within 5 s')), 5000);
      socket.once('message:new', (m: MessageDto) => {
        clearTimeout(timer);
        resolve(m);
      });
    });
    const res = await client.post('/auth/password/change', {
      mode: 'password',
      oldPassword: 'reef2026',
      newPassword: 'dive2027',
      confirmPassword: 'dive2027',
    });
    expect(res.code).toBe(1);
    const pushed = await received;
    expect(pushed).toMatchObject({ category: 'system', title: '密码已修改', read: false });
    const page = await inboxWith(client, 2);
    expect(page.items[0]?.id).toBe(pushed.id);
  });
});
