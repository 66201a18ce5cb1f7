import { DataSource } from 'typeorm';
import type { ArticleDetail } from '@contracts/schemas/content';
import type { LedgerEntry, MemberLookup, MembershipPlan, MembershipState, UnlockResult } from '@contracts/schemas/membership';
import type { Paged } from '@contracts/api';
import { ApiClient } from '@test/setup/api';
import { startApp, type TestApp } from '@test/setup/harness';
import { insertArticle, makeUsers, staff, until } from '../content/helpers';
import { buyPlan, giveCredits, insertPlan, ledgerCheck, setVipUntil } from './helpers';
import { t as translate } from '@server/common/i18n/i18n';

const DAY = 86_400_000;

describe('membership: plans, orders, the ledger and unlocking', () => {
  let t: TestApp;
  let authorId: string;

  beforeAll(async () => {
    t = await startApp();
    authorId = (await staff(t, ['author'])).id;
  });
  afterAll(() => t.close());

  const lockedArticles = async (n: number) =>
    Promise.all(Array.from({ length: n }, async () => (await insertArticle(t, { authorId, locked: true, previewLength: 50 })).id));

  const agree = async (userId: string) => {
    const c = await ledgerCheck(t, userId);
    expect(c.state).toEqual(c.ledger);
    expect(c.state.credits).toBeGreaterThanOrEqual(0);
    return c;
  };

  it('lists active plans in the reader language; buying a pack paid twice grants it once', async () => {
    const pack = await insertPlan(t, 'credits', 10, 1990);
    await insertPlan(t, 'months', 1, 3000, false);
    const [reader] = await makeUsers(t, 1);
    reader!.client.language = 'en-us';
    const plans = await reader!.client.get<MembershipPlan[]>('/membership/plans');
    expect(plans.data.find((p) => p.id === pack)).toMatchObject({
      kind: 'credits',
      credits: 10,
      price: 1990,
      name: 'credits 10',
      active: true,
    });
    expect(plans.data.every((p) => p.active)).toBe(true);

    const order = await buyPlan(t, reader!.client, reader!.id, pack, 4);
    expect(order).toMatchObject({
      kind: 'membership',
      status: 'pending_payment',
      total: 1990,
      lines: [{ position: 0, itemRef: pack, title: 'credits 10', unitPrice: 1990, quantity: 1, lineTotal: 1990 }],
      details: { plan: { id: pack, kind: 'credits', credits: 10 } },
    });
    expect(order.number).toMatch(/^M\d{13}$/);
    expect(order.title).toBe('credits 10'); // the plan's name: what the order list shows
    const me = await reader!.client.get<MembershipState>('/me/membership');
    expect(me.data).toMatchObject({ vip: false, remainingCredits: 10, cumulativeArticles: 0 });
    expect(me.data.openedAt).not.toBeNull();
    const ledger = await reader!.client.get<Paged<LedgerEntry>>('/me/membership/ledger');
    expect(ledger.data.items).toEqual([expect.objectContaining({ kind: 'grant', credits: 10, orderId: order.id })]);
    await agree(reader!.id);
  });

  it('GET /orders?kind= lists one kind of the reader’s orders; an unknown kind is refused by name', async () => {
    const pack = await insertPlan(t, 'credits', 10, 990);
    const [reader] = await makeUsers(t, 1);
    const order = await buyPlan(t, reader!.client, reader!.id, pack);
    const list = async (query: string) => reader!.client.get<Paged<{ id: string; kind: string }>>(`/orders${query}`);
    const mine = await list('?kind=membership');
    expect(mine.data.items.map((o) => [o.id, o.kind])).toEqual([[order.id, 'membership']]);
    expect(mine.data.total).toBe(1);
    const tickets = await list('?kind=ticket');
    expect([tickets.code, tickets.data.items, tickets.data.total]).toEqual([1, [], 0]);
    expect((await list('')).data.items.map((o) => o.id)).toContain(order.id);
    const bad = await list('?kind=lottery');
    expect(bad.code).toBe(0);
    expect(JSON.stringify(bad)).toContain('kind');
  });

  it('20 concurrent unlocks of different articles with 1 credit: exactly 1 succeeds', async () => {
    const [reader] = await makeUsers(t, 1);
    await giveCredits(t, reader!.id, 1);
    const arts = await lockedArticles(20);
    const res = await Promise.all(arts.map((id) => reader!.client.post<UnlockResult>(`/articles/${id}/unlock`)));
    expect(res.filter((r) => r.code === 1)).toHaveLength(1);
    const refused = res.filter((r) => r.code === 0);
    expect(refused).toHaveLength(19);
    expect(refused[0]!.status).toBe(200);
    const c = await agree(reader!.id);
    expect(c.state.credits).toBe(0);
    expect(c.unlocks).toBe(1);
  });

  it('5 credits and 5 concurrent unlocks: all 5 succeed, 0 left; no credit → a clear code-0 message', async () => {
    const [reader] = await makeUsers(t, 1);
    await giveCredits(t, reader!.id, 5);
    const arts = await lockedArticles(6);
    const res = await Promise.all(arts.slice(0, 5).map((id) => reader!.client.post<UnlockResult>(`/articles/${id}/unlock`)));
    expect(res.map((r) => r.code)).toEqual([1, 1, 1, 1, 1]);
    expect(res.map((r) => r.data.remainingCredits).sort()).toEqual([0, 1, 2, 3, 4]);
    const none = await reader!.client.post(`/articles/${arts[5]}/unlock`);
    expect(none.code).toBe(0);
    expect(none.msg).toMatch(/篇数|credit/i);
    const c = await agree(reader!.id);
    expect(c.state).toMatchObject({ credits: 0, cumulative: 5 });
  });

  it('the same article unlocked twice concurrently is charged once; the article then reads in full, forever', async () => {
    const [reader] = await makeUsers(t, 1);
    await giveCredits(t, reader!.id, 3);
    const [art] = await lockedArticles(1);
    const before = await reader!.client.get<ArticleDetail>(`/articles/${art}`);
    expect(before.data).toMatchObject({ locked: true, unlock: { by: 'credit', remainingCredits: 3 } });
    expect(before.data.body).toBeUndefined();
    const res = await Promise.all(Array.from({ length: 6 }, () => reader!.client.post<UnlockResult>(`/articles/${art}/unlock`)));
    expect(res.every((r) => r.code === 1)).toBe(true);
    expect(res.filter((r) => r.data.charged)).toHaveLength(1);
    const c = await agree(reader!.id);
    expect(c.state).toMatchObject({ credits: 2, cumulative: 1 });
    const after = await reader!.client.get<ArticleDetail>(`/articles/${art}`);
    expect(after.data.body).toBeDefined();
    // Even with no credit left.
    await giveCredits(t, reader!.id, -2);
    expect((await reader!.client.get<ArticleDetail>(`/articles/${art}`)).data.body).toBeDefined();
    const unlocked = await reader!.client.get<Paged<{ id: string }>>('/me/unlocked-articles');
    expect(unlocked.data.items.map((a) => a.id)).toEqual([art]);
  });

  it('unlock refuses what is not a published locked article', async () => {
    const [reader] = await makeUsers(t, 1);
    await giveCredits(t, reader!.id, 1);
    const free = (await insertArticle(t, { authorId })).id;
    const draft = (await insertArticle(t, { authorId, locked: true, status: 'draft' })).id;
    expect((await reader!.client.post(`/articles/${free}/unlock`)).code).toBe(0);
    expect((await reader!.client.post(`/articles/${draft}/unlock`)).code).toBe(404);
    expect((await reader!.client.post(`/articles/00000000-0000-0000-0000-000000000001/unlock`)).code).toBe(404);
    expect((await agree(reader!.id)).state.credits).toBe(1);
  });

  it('the unlock route (a hot route) keeps the policies: session, __token__, validation, localised envelope', async () => {
    const [reader] = await makeUsers(t, 1);
    await giveCredits(t, reader!.id, 1);
    const [art] = await lockedArticles(1);
    const client = reader!.client;
    client.language = 'en-us';
    const guest = new ApiClient(client.baseUrl);
    guest.language = 'en-us';
    const anonymous = await guest.post(`/articles/${art}/unlock`);
    expect(anonymous).toMatchObject({ status: 401, msg: 'Please log in first' });
    const noToken = await client.post(`/articles/${art}/unlock`, {}, { __token__: '' });
    expect(noToken).toMatchObject({ code: 0, msg: 'The page has expired, please retry', data: { errors: [{ field: '__token__' }] } });
    const forged = await client.post(`/articles/${art}/unlock`, {}, { __token__: 'abc.def.ghi' });
    expect(forged.data).toMatchObject({ errors: [{ field: '__token__' }] });
    client.language = 'zh-cn';
    const badId = await client.post('/articles/not-an-id/unlock');
    expect(badId).toMatchObject({ code: 0, data: { errors: [{ field: 'id', msg: 'ID无效' }] } });
    const badBody = await client.post(`/articles/${art}/unlock`, ['x']);
    expect(badBody.code).toBe(0);
    expect((await agree(reader!.id)).state.credits).toBe(1);
    // The token may travel in the body instead of the header; an empty body is fine too.
    const csrf = client.csrf!;
    client.csrf = undefined; // no header
    const ok = await client.post<UnlockResult>(`/articles/${art}/unlock`, { __token__: csrf });
    expect(ok).toMatchObject({ code: 1, msg: '操作成功', data: { articleId: art, remainingCredits: 0, charged: true } });
    expect(ok.headers.get('__token__')).toBeTruthy();
    const again = await client.request<UnlockResult>('POST', `/articles/${art}/unlock`);
    expect(again).toMatchObject({ code: 1, data: { charged: false } });
  });

  it('a VIP reads without spending; an expired VIP falls back to credits, and only a credit unlocks for good', async () => {
    const [reader] = await makeUsers(t, 1);
    await giveCredits(t, reader!.id, 2);
    await setVipUntil(t, reader!.id, new Date(Date.now() + 10 * DAY));
    const [a, b] = await lockedArticles(2);
    const read = await reader!.client.get<ArticleDetail>(`/articles/${a}`);
    expect(read.data.body).toBeDefined();
    expect(read.data.locked).toBe(false);
    // A VIP's unlock (as the review did on every locked article) writes nothing: no unlock row, no spend.
    for (const id of [a, b]) {
      const u = await reader!.client.post<UnlockResult>(`/articles/${id}/unlock`);
      expect(u).toMatchObject({ code: 1, data: { articleId: id, charged: false, remainingCredits: 2 } });
    }
    expect((await agree(reader!.id)).state).toMatchObject({ credits: 2, cumulative: 0 });
    const written = await t.app.get(DataSource).query(`SELECT count(*)::int AS n FROM article_unlocks WHERE user_id = $1`, [reader!.id]);
    expect(written[0].n).toBe(0);

    await setVipUntil(t, reader!.id, new Date(Date.now() - DAY));
    await until('cache to see the end of VIP', async () => {
      const r = await reader!.client.get<ArticleDetail>(`/articles/${b}`);
      return r.data.body === undefined && r.data.unlock?.by === 'credit' && r.data.unlock.remainingCredits === 2;
    });
    // What was read while VIP is locked again once the VIP ends (issue #37: lasting access only from a credit).
    const after = await reader!.client.get<ArticleDetail>(`/articles/${a}`);
    expect(after.data.body).toBeUndefined();
    expect(after.data.unlock).toEqual({ by: 'credit', remainingCredits: 2 });
    const spent = await reader!.client.post<UnlockResult>(`/articles/${a}/unlock`);
    expect(spent.data).toMatchObject({ charged: true, remainingCredits: 1 });
    expect((await reader!.client.get<ArticleDetail>(`/articles/${a}`)).data.body).toBeDefined();
    expect((await agree(reader!.id)).state).toMatchObject({ credits: 1, cumulative: 1 });
  });

  it('months extend an active membership from its end date; a buyout is permanent', async () => {
    const month = await insertPlan(t, 'months', 1, 3000);
    const buyout = await insertPlan(t, 'buyout', null, 99_900);
    const [reader] = await makeUsers(t, 1);
    await buyPlan(t, reader!.client, reader!.id, month);
    const first = (await reader!.client.get<MembershipState>('/me/membership')).data;
    expect(first.vip).toBe(true);
    const end1 = new Date(first.vipUntil!);
    expect(end1.getTime() - Date.now()).toBeGreaterThan(27 * DAY);
    await buyPlan(t, reader!.client, reader!.id, month);
    const end2 = new Date((await reader!.client.get<MembershipState>('/me/membership')).data.vipUntil!);
    const expected = new Date(end1.getTime() + 8 * 3600_000);
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(end2.getTime()).toBe(expected.getTime() - 8 * 3600_000);
    await buyPlan(t, reader!.client, reader!.id, buyout);
    expect((await reader!.client.get<MembershipState>('/me/membership')).data).toMatchObject({ vip: true, buyout: true });
    await agree(reader!.id);
  });

  it('refund: an unspent pack is taken back in the ledger; a spent one and a begun month are refused', async () => {
    const pack = await insertPlan(t, 'credits', 3, 900);
    const month = await insertPlan(t, 'months', 1, 3000);
    const [reader] = await makeUsers(t, 1);
    const o1 = await buyPlan(t, reader!.client, reader!.id, pack);
    const refunded = await reader!.client.post<{ status: string }>(`/orders/${o1.id}/refund`, {});
    expect(refunded.code).toBe(1);
    expect(refunded.data.status).toBe('refunded');
    const c1 = await agree(reader!.id);
    expect(c1.state.credits).toBe(0);
    const ledger = (await reader!.client.get<Paged<LedgerEntry>>('/me/membership/ledger')).data.items;
    expect(ledger.map((l) => [l.kind, l.credits])).toEqual([
      ['refund', -3],
      ['grant', 3],
    ]);

    const o2 = await buyPlan(t, reader!.client, reader!.id, pack);
    const [art] = await lockedArticles(1);
    expect((await reader!.client.post(`/articles/${art}/unlock`)).code).toBe(1);
    expect((await reader!.client.post(`/orders/${o2.id}/refund`, {})).code).toBe(0);

    const o3 = await buyPlan(t, reader!.client, reader!.id, month);
    expect((await reader!.client.post(`/orders/${o3.id}/refund`, {})).code).toBe(0);
    // A renewal bought ahead has not begun: refunding it moves the end back by exactly its length.
    const endBefore = (await reader!.client.get<MembershipState>('/me/membership')).data.vipUntil;
    const o4 = await buyPlan(t, reader!.client, reader!.id, month);
    expect((await reader!.client.get<MembershipState>('/me/membership')).data.vipUntil).not.toBe(endBefore);
    expect((await reader!.client.post(`/orders/${o4.id}/refund`, {})).code).toBe(1);
    expect((await reader!.client.get<MembershipState>('/me/membership')).data.vipUntil).toBe(endBefore);
    await agree(reader!.id);
  });

  it('a refund racing unlocks of the same pack: one clear refusal, and the ledger is the state', async () => {
    const pack = await insertPlan(t, 'credits', 2, 600);
    // The unlocks start 0–22 ms after the refund, sweeping the moment between its balance check and its write.
    for (let round = 0; round < 12; round++) {
      const [reader] = await makeUsers(t, 1);
      reader!.client.language = 'en-us';
      const order = await buyPlan(t, reader!.client, reader!.id, pack);
      const arts = await lockedArticles(2);
      const later = (ms: number) => new Promise((r) => setTimeout(r, ms));
      const [refund, ...unlocks] = await Promise.all([
        reader!.client.post<{ status: string }>(`/orders/${order.id}/refund`, {}),
        ...arts.map(async (a) => {
          await later(round * 2);
          return reader!.client.post(`/articles/${a}/unlock`);
        }),
      ]);
      const spent = unlocks.filter((u) => u.code === 1).length;
      if (refund!.code === 1) {
        // the refund took the two credits first: every unlock is refused for want of a credit
        expect(spent).toBe(0);
        for (const u of unlocks) expect(u.data).toMatchObject({ remainingCredits: 0 });
      } else {
        // an unlock spent a credit first: the refund says so (not an administrator's adjustment message)
        expect(spent).toBeGreaterThan(0);
        expect(refund!.msg).toBe(translate('en-us', 'e.membership.refund_spent'));
      }
      await agree(reader!.id);
    }
  });

  it('admins adjust with a reason (refused below zero) and read the ledger; readers cannot', async () => {
    const { client: admin, id: adminId } = await staff(t, ['admin']);
    const [reader] = await makeUsers(t, 1);
    const up = await admin.post<MembershipState>(`/admin/membership/users/${reader!.id}/adjust`, {
      credits: 4,
      days: 3,
      reason: 'goodwill',
    });
    expect(up.data).toMatchObject({ remainingCredits: 4, vip: true });
    expect(up.data.openedAt).not.toBeNull(); // a membership an admin gave opens like a bought one
    const down = await admin.post(`/admin/membership/users/${reader!.id}/adjust`, { credits: -5, reason: 'oops' });
    expect(down.code).toBe(0);
    const missing = await admin.post(`/admin/membership/users/${reader!.id}/adjust`, { reason: 'nothing' });
    expect(missing.code).toBe(0);
    const ledger = await admin.get<Paged<LedgerEntry>>(`/admin/membership/users/${reader!.id}/ledger`);
    expect(ledger.data.items).toEqual([expect.objectContaining({ kind: 'adjust', credits: 4, reason: 'goodwill', actorId: adminId })]);
    expect(ledger.data.items[0]!.vipSeconds).toBeGreaterThan(0);
    expect((await reader!.client.get(`/admin/membership/users/${reader!.id}/ledger`)).code).toBe(403);
    await agree(reader!.id);
    const db = t.app.get(DataSource);
    const [n] = (await db.query(`SELECT count(*)::int AS n FROM membership_ledger WHERE user_id = $1`, [reader!.id])) as { n: number }[];
    expect(n!.n).toBe(1);
  });

  it('admins find a reader by mobile number, e-mail address or id; nobody else may', async () => {
    const { client: admin } = await staff(t, ['admin']);
    const [reader] = await makeUsers(t, 1);
    const db = t.app.get(DataSource);
    const email = `Reader.${reader!.id.slice(0, 8)}@Example.com`;
    await db.query(`UPDATE users SET email = $2 WHERE id = $1`, [reader!.id, email.toLowerCase()]);
    const [{ phone }] = (await db.query(`SELECT phone FROM users WHERE id = $1`, [reader!.id])) as { phone: string }[];
    const lookup = (account: string) => admin.get<MemberLookup>(`/admin/membership/users?account=${encodeURIComponent(account)}`);
    for (const account of [phone, ` ${phone} `, email, reader!.id, reader!.id.toUpperCase()]) {
      const found = await lookup(account);
      expect(found.code).toBe(1);
      expect(found.data).toMatchObject({ id: reader!.id, nickname: expect.any(String) });
    }
    expect((await lookup('13900000000')).code).toBe(404);
    expect((await lookup('nobody@example.com')).code).toBe(404);
    expect((await lookup('not an account')).code).toBe(404);
    expect((await lookup('   ')).code).toBe(0);
    expect((await lookup('x'.repeat(255))).code).toBe(0);
    expect((await reader!.client.get(`/admin/membership/users?account=${phone}`)).code).toBe(403);
  });

  it('admin plan CRUD validates kinds and sizes', async () => {
    const { client: admin } = await staff(t, ['admin']);
    const texts = { 'zh-cn': '十篇', 'en-us': 'Ten', 'zh-hant': '十篇' };
    const bad = await admin.post('/admin/membership/plans', { kind: 'credits', price: 100, names: texts, descriptions: texts });
    expect(bad.code).toBe(0);
    const made = await admin.post<{ id: string; active: boolean }>('/admin/membership/plans', {
      kind: 'credits',
      credits: 10,
      price: 100,
      names: texts,
      descriptions: texts,
    });
    expect(made.code).toBe(1);
    const off = await admin.patch<{ active: boolean }>(`/admin/membership/plans/${made.data.id}`, { active: false });
    expect(off.data.active).toBe(false);
    expect((await admin.get<{ id: string; active: boolean }>(`/admin/membership/plans/${made.data.id}`)).data).toMatchObject({
      id: made.data.id,
      active: false,
    });
    const [reader] = await makeUsers(t, 1);
    expect((await reader!.client.post('/membership/orders', { planId: made.data.id })).code).toBe(404);
  });
});
