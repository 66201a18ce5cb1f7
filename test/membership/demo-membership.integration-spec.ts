import { DataSource } from 'typeorm';
import type { ArticleDetail, ArticleListItem } from '@contracts/schemas/content';
import type { MembershipPlan, MembershipState } from '@contracts/schemas/membership';
import type { AuthResultDto, Paged } from '@contracts/api';
import { AppConfig } from '@server/config/app-config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@server/modules/auth/seed/demo-auth';
import { seedDemoData } from '@server/seed/demo-data';
import { ApiClient } from '@test/setup/api';
import { startApp, type TestApp } from '@test/setup/harness';
import { ledgerCheck } from './helpers';

/** `npm start`'s demo data: the six plans, the demo member with 5 credits, the volunteer a VIP; a locked article to try them on. */
describe('membership demo data', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp({ RATE_LIMIT_DEFAULT_PER_MINUTE: '100000' });
    expect(await seedDemoData(t.app.get(DataSource), new AppConfig({ DEMO_DATA: 'true', UPLOAD_DIR: t.env.uploadDir }))).toBe(true);
  });
  afterAll(() => t.close());

  const login = async (label: string) => {
    const c = new ApiClient(t.url);
    const a = DEMO_ACCOUNTS.find((x) => x.label === label)!;
    const res = await c.post<AuthResultDto>('/auth/login', { account: a.phone, password: DEMO_PASSWORD });
    c.token = res.data.token;
    await c.get('/me');
    return { client: c, id: res.data.user.id };
  };

  it('plans: 1, 3, 12 months, packs of 10 and 30, a buyout', async () => {
    const plans = (await new ApiClient(t.url).get<MembershipPlan[]>('/membership/plans')).data;
    expect(plans.map((p) => [p.kind, p.months ?? p.credits ?? null])).toEqual([
      ['months', 1],
      ['months', 3],
      ['months', 12],
      ['credits', 10],
      ['credits', 30],
      ['buyout', null],
    ]);
  });

  it('the member spends one of 5 credits on a locked demo article; the volunteer reads as a VIP', async () => {
    const member = await login('member');
    const vip = await login('volunteer');
    expect((await member.client.get<MembershipState>('/me/membership')).data).toMatchObject({ vip: false, remainingCredits: 5 });
    expect((await vip.client.get<MembershipState>('/me/membership')).data).toMatchObject({ vip: true });
    const feed = (await member.client.get<Paged<ArticleListItem>>('/articles?feed=latest&limit=100')).data.items;
    const locked = feed.find((a) => a.locked)!;
    expect(locked).toBeDefined();
    const before = (await member.client.get<ArticleDetail>(`/articles/${locked.id}`)).data;
    expect(before.unlock).toEqual({ by: 'credit', remainingCredits: 5 });
    expect((await member.client.post<{ remainingCredits: number }>(`/articles/${locked.id}/unlock`)).data.remainingCredits).toBe(4);
    expect((await member.client.get<ArticleDetail>(`/articles/${locked.id}`)).data.body).toBeDefined();
    expect((await vip.client.get<ArticleDetail>(`/articles/${locked.id}`)).data.body).toBeDefined();
    for (const id of [member.id, vip.id]) {
      const c = await ledgerCheck(t, id);
      expect(c.state).toEqual(c.ledger);
    }
  });
});
