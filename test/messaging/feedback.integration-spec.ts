import { DataSource } from 'typeorm';
import type { Paged } from '@contracts/api';
import type { AdminFeedbackDto, FeedbackDto } from '@contracts/schemas/feedback';
import type { MessageDto } from '@contracts/schemas/messages';
import { FeedbackReplied } from '@server/modules/messaging/events/messaging.events';
import { feedbackRepliedNotice } from '@server/modules/messaging/notices/feedback-notice';
import { NoticeOutboxService } from '@server/modules/messaging/services/notice-outbox.service';
import type { ApiClient } from '@test/setup/api';
import { registerUser, storedImagePath, userWithRoles } from '@test/setup/factories';
import { startApp, type TestApp } from '@test/setup/harness';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('feedback and customer-service replies', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function serviceMessages(client: ApiClient, count: number): Promise<Paged<MessageDto>> {
    let page: Paged<MessageDto> | undefined;
    for (let i = 0; i < 50; i++) {
      page = (await client.get<Paged<MessageDto>>('/messages?category=service')).data;
      if (page.total >= count) return page;
      await sleep(100);
    }
    throw new Error(`never got ${count} service messages (has ${page?.total})`);
  }

  it('takes feedback, lists only the caller’s history, refuses emoji and a tenth screenshot', async () => {
    const { client } = await registerUser(t);
    const other = await registerUser(t);
    const shots = [storedImagePath('feedback'), storedImagePath('feedback')];
    const sent = await client.post<FeedbackDto>('/feedback', { type: 'bug', content: '  页面打不开  ', screenshots: shots });
    expect(sent).toMatchObject({ code: 1, msg: '反馈已提交，感谢您的意见' });
    expect(sent.data).toMatchObject({ type: 'bug', content: '页面打不开', screenshots: shots, status: 'open', reply: null });
    expect((await client.post('/feedback', { type: 'suggestion', content: 'more dive sites' })).code).toBe(1);

    client.language = 'en-us';
    const emoji = await client.post('/feedback', { type: 'other', content: 'great app 👍' });
    expect(emoji).toMatchObject({ code: 0, data: { errors: [{ field: 'content', msg: 'Emoji are not allowed' }] } });
    const ten = Array.from({ length: 10 }, () => storedImagePath('feedback'));
    const tooMany = await client.post('/feedback', { type: 'bug', content: 'x', screenshots: ten });
    expect(tooMany).toMatchObject({ code: 0, data: { errors: [{ field: 'screenshots', msg: 'You can upload up to 9 screenshots' }] } });
    const nine = await client.post('/feedback', { type: 'bug', content: 'nine', screenshots: ten.slice(0, 9) });
    expect(nine.code).toBe(1);
    expect((await client.post('/feedback', { type: 'bug', content: '   ' })).code).toBe(0);
    expect((await client.post('/feedback', { type: 'rant', content: 'x' })).code).toBe(0);
    expect((await client.post('/feedback', { type: 'bug', content: 'x', screenshots: ['javascript:alert(1)'] })).code).toBe(0);

    const mine = await client.get<Paged<FeedbackDto>>('/feedback?page=1&limit=2');
    expect(mine.data).toMatchObject({ page: 1, limit: 2, total: 3, hasMore: true });
    expect(mine.data.items.map((f) => f.content)).toEqual(['nine', 'more dive sites']);
    expect((await other.client.get<Paged<FeedbackDto>>('/feedback')).data.total).toBe(0);
    // Someone else's feedback: not found.
    expect((await other.client.get(`/feedback/${sent.data.id}`)).status).toBe(404);
    expect((await client.get<FeedbackDto>(`/feedback/${sent.data.id}`)).data.id).toBe(sent.data.id);

    client.token = undefined;
    expect((await client.post('/feedback', { type: 'bug', content: 'x' })).status).toBe(401);
  });

  it('lets customer service (only) list and reply once; the reply arrives as one service message', async () => {
    const { client, user } = await registerUser(t);
    const fb = (await client.post<FeedbackDto>('/feedback', { type: 'account', content: '无法绑定手机' })).data;
    const { client: cs } = await userWithRoles(t, ['customer_service']);
    const { client: member } = await registerUser(t);
    expect((await member.get('/admin/feedback')).status).toBe(403);
    expect((await member.post(`/admin/feedback/${fb.id}/reply`, { content: 'x' })).status).toBe(403);

    const open = await cs.get<Paged<AdminFeedbackDto>>('/admin/feedback?status=open&limit=100');
    expect(open.code).toBe(1);
    const listed = open.data.items.find((f) => f.id === fb.id);
    expect(listed).toMatchObject({ status: 'open', user: { id: user.id, nickname: user.nickname } });
    expect((await cs.get('/admin/feedback?status=closed')).code).toBe(0);

    expect((await cs.post(`/admin/feedback/${fb.id}/reply`, { content: '已处理 🙂' })).code).toBe(0);
    expect((await cs.post(`/admin/feedback/${fb.id}/reply`, { content: '  ' })).code).toBe(0);
    expect((await cs.post('/admin/feedback/00000000-0000-0000-0000-000000000001/reply', { content: 'hi' })).status).toBe(404);

    const replied = await cs.post<FeedbackDto>(`/admin/feedback/${fb.id}/reply`, { content: '请在设置中重新绑定' });
    expect(replied).toMatchObject({ code: 1, data: { status: 'replied', reply: { content: '请在设置中重新绑定' } } });
    const again = await cs.post(`/admin/feedback/${fb.id}/reply`, { content: '再次回复' });
    expect(again).toMatchObject({ code: 0, msg: '该反馈已回复，不能重复回复' });

    const inbox = await serviceMessages(client, 1);
    expect(inbox.items[0]).toMatchObject({
      category: 'service',
      title: '您的反馈有了回复',
      body: '客服回复：请在设置中重新绑定',
      link: `/pages/my/feedback?id=${fb.id}`,
      read: false,
    });
    const history = (await client.get<Paged<FeedbackDto>>('/feedback')).data.items[0];
    expect(history).toMatchObject({ id: fb.id, status: 'replied', reply: { content: '请在设置中重新绑定' } });
    expect((await cs.get<Paged<AdminFeedbackDto>>('/admin/feedback?status=open&limit=100')).data.items.some((f) => f.id === fb.id)).toBe(
      false,
    );
    expect((await cs.get<Paged<AdminFeedbackDto>>('/admin/feedback?status=replied&limit=100')).data.items.some((f) => f.id === fb.id)).toBe(
      true,
    );
    await sleep(300);
    expect((await serviceMessages(client, 1)).total).toBe(1);
  });

  it('lets exactly one of two racing replies win (one message)', async () => {
    const { client } = await registerUser(t);
    const fb = (await client.post<FeedbackDto>('/feedback', { type: 'other', content: 'race me' })).data;
    const { client: cs1 } = await userWithRoles(t, ['customer_service']);
    const { client: cs2 } = await userWithRoles(t, ['admin']);
    const results = await Promise.all([
      cs1.post(`/admin/feedback/${fb.id}/reply`, { content: 'first' }),
      cs2.post(`/admin/feedback/${fb.id}/reply`, { content: 'second' }),
      cs1.post(`/admin/feedback/${fb.id}/reply`, { content: 'third' }),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual([0, 0, 1]);
    const winner = results.find((r) => r.code === 1)?.data as FeedbackDto;
    await serviceMessages(client, 1);
    await sleep(300);
    const inbox = await serviceMessages(client, 1);
    expect(inbox.total).toBe(1);
    expect(inbox.items[0]?.body).toContain(winner.reply?.content);
  });

  it('queues the reply notice through the outbox; a row left pending by a crash is queued by the sweeper, once', async () => {
    const ds = t.app.get(DataSource);
    const outbox = t.app.get(NoticeOutboxService);
    const { client, user } = await registerUser(t);
    const { client: cs } = await userWithRoles(t, ['customer_service']);

    // Normal path: written in the reply's transaction, queued and marked right after commit.
    const fb = (await client.post<FeedbackDto>('/feedback', { type: 'other', content: 'outbox one' })).data;
    expect((await cs.post(`/admin/feedback/${fb.id}/reply`, { content: 'done' })).code).toBe(1);
    const [row] = (await ds.query(`SELECT enqueued_at FROM notice_outbox WHERE payload->>'link' = $1`, [
      `/pages/my/feedback?id=${fb.id}`,
    ])) as {
      enqueued_at: Date | null;
    }[];
    expect(row?.enqueued_at).not.toBeNull();
    await serviceMessages(client, 1);

    // What a crash between commit and queueing leaves: the reply committed, its outbox row pending.
    const lost = (await client.post<FeedbackDto>('/feedback', { type: 'other', content: 'outbox two' })).data;
    const notice = feedbackRepliedNotice(new FeedbackReplied({ feedbackId: lost.id, userId: user.id, reply: 'after the crash' }));
    await ds.transaction(async (m) => {
      await m.query(`UPDATE feedback SET status = 'replied', reply_content = $2, replied_at = now() WHERE id = $1`, [
        lost.id,
        'after the crash',
      ]);
      await m.query(`INSERT INTO notice_outbox (payload, created_at) VALUES ($1, now() - interval '1 minute')`, [JSON.stringify(notice)]);
    });
    await sleep(300);
    expect((await serviceMessages(client, 1)).total).toBe(1); // nothing queued it yet
    expect(await outbox.sweep(60_000 * 5)).toBe(0); // not old enough for this threshold
    // Two sweepers at once: the row is queued by exactly one of them.
    const swept = await Promise.all([outbox.sweep(30_000), outbox.sweep(30_000)]);
    expect(swept.reduce((a, b) => a + b, 0)).toBe(1);
    const inbox = await serviceMessages(client, 2);
    expect(inbox.items[0]).toMatchObject({ body: '客服回复：after the crash', link: `/pages/my/feedback?id=${lost.id}` });
    expect(await outbox.sweep(30_000)).toBe(0);
    await sleep(300);
    expect((await serviceMessages(client, 2)).total).toBe(2);
  });
});
