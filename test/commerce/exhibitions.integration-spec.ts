import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import type { AuthResultDto, Paged } from '@contracts/api';
import type { CheckinResult, ExhibitionDetail, ExhibitionSummary, Ticket, TicketOrder } from '@contracts/schemas/commerce';
import { AppConfig } from '@server/config/app-config';
import { seedDemoData } from '@server/seed/demo-data';
import { ApiClient } from '@test/setup/api';
import { startApp, type TestApp } from '@test/setup/harness';

describe('exhibitions and the demo data', () => {
  let t: TestApp;
  const guest = () => {
    const c = new ApiClient(t.url);
    c.language = 'en-us';
    return c;
  };
  async function login(account: string) {
    const c = guest();
    const res = await c.post<AuthResultDto>('/auth/login', { account, password: 'reef2026' });
    expect(res.code).toBe(1);
    c.token = res.data.token;
    return c;
  }

  beforeAll(async () => {
    t = await startApp({ RATE_LIMIT_DEFAULT_PER_MINUTE: '100000' });
    await seedDemoData(t.app.get(DataSource), new AppConfig({ DEMO_DATA: 'true', UPLOAD_DIR: t.env.uploadDir }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('guests list exhibitions (running first) and filter by status, in their language', async () => {
    const all = await guest().get<Paged<ExhibitionSummary>>('/exhibitions');
    expect(all.code).toBe(1);
    expect(all.data.items.map((e) => e.status)).toEqual(['running', 'upcoming']);
    expect(all.data.items[0]).toMatchObject({
      title: 'Ocean Light: Underwater Photography',
      city: 'Shenzhen',
      minPrice: 4000,
      currency: 'CNY',
    });
    const zh = guest();
    zh.language = 'zh-hant';
    expect((await zh.get<Paged<ExhibitionSummary>>('/exhibitions?status=upcoming')).data.items.map((e) => e.title)).toEqual([
      '珊瑚未來 · 2027 潛水博覽會',
    ]);
    expect((await guest().get<Paged<ExhibitionSummary>>('/exhibitions?status=ended')).data.total).toBe(0);
    expect((await guest().get('/exhibitions?status=later')).code).toBe(0);
    const cover = await fetch(`${t.url}${all.data.items[0].cover}`);
    expect(cover.status).toBe(200);
  });

  it('detail: venue, gallery, ticket types with remaining and sale state; unknown id 404', async () => {
    const list = await guest().get<Paged<ExhibitionSummary>>('/exhibitions?status=running');
    const d = await guest().get<ExhibitionDetail>(`/exhibitions/${list.data.items[0].id}`);
    expect(d.data.venue).toMatchObject({ name: 'Shenzhen Ocean Art Centre', lat: 22.5146, lng: 113.9447 });
    expect(d.data.gallery).toHaveLength(2);
    // opens, closes and starts selling on the hour, as a real exhibition does (not at the minute the demo was loaded)
    for (const at of [d.data.startsAt, d.data.endsAt, ...d.data.ticketTypes.map((x) => x.saleStartsAt)])
      expect(new Date(at).getTime() % 3_600_000).toBe(0);
    expect(d.data.ticketTypes.map((x) => [x.name, x.price, x.remaining, x.perOrderLimit, x.onSale])).toEqual([
      ['Adult', 8000, 498, 6, true],
      ['Student', 4000, 200, 2, true],
      ['Family pack (2 adults + 1 child)', 20000, 50, 2, true],
    ]);
    expect((await guest().get('/exhibitions/00000000-0000-4000-8000-000000000000')).code).toBe(404);
  });

  it('the demo member holds two tickets that the demo volunteer checks in; the order completes', async () => {
    const member = await login('member@reefline.local');
    const wallet = await member.get<Paged<Ticket>>('/tickets');
    expect(wallet.data.total).toBe(2);
    const volunteer = await login('volunteer@reefline.local');
    for (const tk of wallet.data.items) {
      expect((await volunteer.post<CheckinResult>('/checkin/scan', { code: tk.qr, gate: 'Demo gate' })).data.result).toBe('admitted');
    }
    const orders = await member.get<Paged<TicketOrder>>('/orders?status=completed');
    expect(orders.data.items[0]).toMatchObject({ details: { verifiedCount: 2, remainingCount: 0 } });
    const coupons = await member.get<Paged<{ title: string }>>('/coupons');
    expect(coupons.data.total).toBe(3);
  });

  it('setup on a database that already holds the demo data puts back pictures missing from the upload folder (a fresh clone)', async () => {
    const contest = await guest().get<Paged<{ id: string }>>('/contests');
    const ranking = await guest().get<{ items: { cover: string }[] }>(`/contests/${contest.data.items[0]!.id}/ranking`);
    const exhibitions = await guest().get<Paged<ExhibitionSummary>>('/exhibitions');
    const urls = [ranking.data.items[0]!.cover, exhibitions.data.items[0]!.cover];
    for (const url of urls) expect(url).toMatch(/^\/uploads\//);
    rmSync(join(t.env.uploadDir, 'demo'), { recursive: true, force: true });
    rmSync(join(t.env.uploadDir, 'images', 'contest', 'demo'), { recursive: true, force: true });
    for (const url of urls) expect((await fetch(`${t.url}${url}`)).status).toBe(404);

    const config = new AppConfig({ DEMO_DATA: 'true', UPLOAD_DIR: t.env.uploadDir });
    expect(await seedDemoData(t.app.get(DataSource), config)).toBe(false); // nothing loaded twice…
    for (const url of urls) expect((await fetch(`${t.url}${url}`)).status).toBe(200); // …and the pictures are back
    expect((await guest().get<Paged<ExhibitionSummary>>('/exhibitions')).data.total).toBe(exhibitions.data.total);
  });
});
