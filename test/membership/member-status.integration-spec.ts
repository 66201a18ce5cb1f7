import type { MembershipState, MembershipStatus, UnlockResult } from '@contracts/schemas/membership';
import { startApp, type TestApp } from '@test/setup/harness';
import { insertArticle, makeUsers, staff } from '../content/helpers';
import { buyPlan, insertPlan, setVipUntil } from './helpers';

const DAY = 86_400_000;

/**
 * Issue #36: the member centre headlines one state that agrees with the rest of the answer — a pack
 * buyer is not told "not a VIP member yet" beside an opening date. The readers get there by buying
 * plans through the order and payment path, as in the app.
 */
describe('membership: the member centre state (GET /me/membership status)', () => {
  let t: TestApp;
  let authorId: string;
  let pack: string;
  let months: string;
  let buyout: string;

  beforeAll(async () => {
    t = await startApp();
    authorId = (await staff(t, ['author'])).id;
    pack = await insertPlan(t, 'credits', 1, 990);
    months = await insertPlan(t, 'months', 1, 3000);
    buyout = await insertPlan(t, 'buyout', null, 99_900);
  });
  afterAll(() => t.close());

  const stateOf = async (client: Awaited<ReturnType<typeof makeUsers>>[number]['client']) => {
    const me = await client.get<MembershipState>('/me/membership');
    expect(me.code).toBe(1);
    return me.data;
  };
  const expectState = (s: MembershipState, status: MembershipStatus, more: Partial<MembershipState>) =>
    expect(s).toMatchObject({ status, ...more });

  it('never a member: none, nothing opened', async () => {
    const [reader] = await makeUsers(t, 1);
    expectState(await stateOf(reader!.client), 'none', { vip: false, buyout: false, vipUntil: null, openedAt: null, remainingCredits: 0 });
  });

  it('a pack buyer: credits with the count left; all spent: spent (still opened, never VIP)', async () => {
    const [reader] = await makeUsers(t, 1);
    await buyPlan(t, reader!.client, reader!.id, pack);
    const holding = await stateOf(reader!.client);
    expectState(holding, 'credits', { vip: false, vipUntil: null, remainingCredits: 1 });
    expect(holding.openedAt).not.toBeNull();

    const article = await insertArticle(t, { authorId, locked: true, previewLength: 50 });
    const unlocked = await reader!.client.post<UnlockResult>(`/articles/${article.id}/unlock`);
    expect(unlocked.data).toMatchObject({ charged: true, remainingCredits: 0 });
    expectState(await stateOf(reader!.client), 'spent', { vip: false, remainingCredits: 0, cumulativeArticles: 1 });
  });

  it('VIP months: vip with the end; once ended: lapsed; ended with credits left: credits', async () => {
    const [reader] = await makeUsers(t, 1);
    await buyPlan(t, reader!.client, reader!.id, months);
    const running = await stateOf(reader!.client);
    expectState(running, 'vip', { vip: true, buyout: false });
    expect(Date.parse(running.vipUntil!)).toBeGreaterThan(Date.now() + 27 * DAY);

    await setVipUntil(t, reader!.id, new Date(Date.now() - DAY));
    expectState(await stateOf(reader!.client), 'lapsed', { vip: false, remainingCredits: 0 });

    await buyPlan(t, reader!.client, reader!.id, pack);
    expectState(await stateOf(reader!.client), 'credits', { vip: false, remainingCredits: 1 });
  });

  it('a buyout: buyout, VIP for good, whatever else the reader holds', async () => {
    const [reader] = await makeUsers(t, 1);
    await buyPlan(t, reader!.client, reader!.id, pack);
    await buyPlan(t, reader!.client, reader!.id, buyout);
    expectState(await stateOf(reader!.client), 'buyout', { vip: true, buyout: true, remainingCredits: 1 });
  });
});
