import type { Paged } from '@contracts/api';
import type { AdminCoupon, AdminExhibition, AdminExhibitionSummary, AdminTicketType } from '@contracts/schemas/catalogue';
import type {
  CheckinKeys,
  CheckinResult,
  ExhibitionDetail,
  ExhibitionSummary,
  MyCoupon,
  Ticket,
  TicketOrder,
} from '@contracts/schemas/commerce';
import type { AuditEntryDto } from '@contracts/schemas/console';
import { DataSource } from 'typeorm';
import { AuditTrail } from '@server/modules/audit/ports/audit-trail.port';
import { userWithRoles } from '@test/setup/factories';
import { startApp, type TestApp } from '@test/setup/harness';
import { buyer, buyers, buyTickets, holder, seatDrift, sold } from './fixtures';

const text = (s: string) => ({ 'zh-cn': `${s}（简）`, 'en-us': s, 'zh-hant': `${s}（繁）` });
const at = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

export function exhibitionBody(title = `Reef Week ${Date.now()}`) {
  return {
    title: text(title),
    description: text('Five halls of reef photography'),
    venueName: text('Harbour Hall'),
    venueAddress: text('1 Sea Road'),
    city: text('Shenzhen'),
    lat: 22.54,
    lng: 114.06,
    // Running since an hour: its tickets can be scanned at once.
    startsAt: at(-1),
    endsAt: at(72),
    saleStartsAt: at(-2),
    saleEndsAt: at(70),
    cover: '/uploads/demo/cover.jpg',
    gallery: ['/uploads/demo/g1.jpg', '/uploads/demo/g2.jpg'],
  };
}

const ticketTypeBody = (name: string, quota: number, price = 8000) => ({
  name: text(name),
  price,
  quota,
  perOrderLimit: 4,
  saleStartsAt: at(-2),
  saleEndsAt: at(70),
});

/**
 * The exhibition catalogue in the console (issue #39, decision 0132): an admin creates an
 * exhibition, two ticket types and a coupon, publishes it; members buy; the quota never goes below
 * what is sold, even against racing buyers; withdrawing keeps sold tickets valid; every change has
 * its audit entry; only admins may do any of it; refusals speak the caller's language.
 */
describe('commerce: the exhibition catalogue', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof userWithRoles>>;

  beforeAll(async () => {
    t = await startApp();
    admin = await userWithRoles(t, ['admin']);
    admin.client.language = 'en-us';
  });
  afterAll(async () => {
    await t?.close();
  });

  const auditOf = async (target: string) =>
    (await admin.client.get<Paged<AuditEntryDto>>(`/admin/audit?target=${target}&limit=50`)).data.items;

  async function draftWithTypes(quotas: number[]) {
    const created = await admin.client.post<AdminExhibition>('/admin/exhibitions', exhibitionBody());
    expect(created.code).toBe(1);
    const types: AdminTicketType[] = [];
    for (const [i, quota] of quotas.entries()) {
      const tt = await admin.client.post<AdminTicketType>(
        `/admin/exhibitions/${created.data.id}/ticket-types`,
        ticketTypeBody(`Type ${i}`, quota),
      );
      expect(tt.code).toBe(1);
      types.push(tt.data);
    }
    return { exhibition: created.data, types };
  }

  it('create → two ticket types and a coupon → publish → a member buys → quota kept above sold → withdraw keeps the ticket valid', async () => {
    const created = await admin.client.post<AdminExhibition>('/admin/exhibitions', exhibitionBody('Blue Planet Expo'));
    expect(created.code).toBe(1);
    expect(created.data).toMatchObject({
      state: 'draft',
      ticketTypes: [],
      currency: 'CNY',
      gallery: ['/uploads/demo/g1.jpg', '/uploads/demo/g2.jpg'],
    });
    const id = created.data.id;

    // A draft is nobody's business but the console's; it cannot be published without a ticket type.
    const member = await buyer(t);
    expect((await member.client.get(`/exhibitions/${id}`)).code).toBe(404);
    const empty = await admin.client.post(`/admin/exhibitions/${id}/publish`);
    expect(empty).toMatchObject({ code: 0, msg: 'Add at least one ticket type before publishing' });

    const adult = await admin.client.post<AdminTicketType>(`/admin/exhibitions/${id}/ticket-types`, ticketTypeBody('Adult', 50, 12000));
    const child = await admin.client.post<AdminTicketType>(`/admin/exhibitions/${id}/ticket-types`, ticketTypeBody('Child', 20, 6000));
    expect(adult.data).toMatchObject({ exhibitionId: id, quota: 50, sold: 0, price: 12000, perOrderLimit: 4 });
    const coupon = await admin.client.post<AdminCoupon>('/admin/coupons', {
      title: text('Opening week'),
      kind: 'amount',
      value: 1000,
      perPersonLimit: 1,
      validDays: 7,
      stock: 100,
    });
    expect(coupon.code).toBe(1);
    expect(coupon.data).toMatchObject({ claimed: 0, active: true, minSpend: 0 });

    const drafts = await admin.client.get<Paged<AdminExhibitionSummary>>('/admin/exhibitions?state=draft&limit=100');
    expect(drafts.data.items.find((e) => e.id === id)).toMatchObject({
      state: 'draft',
      title: 'Blue Planet Expo',
      ticketTypes: 2,
      quota: 70,
    });

    const published = await admin.client.post<AdminExhibition>(`/admin/exhibitions/${id}/publish`);
    expect(published).toMatchObject({ code: 1, msg: 'Exhibition published', data: { state: 'published' } });
    expect((await admin.client.post(`/admin/exhibitions/${id}/publish`)).msg).toBe('This exhibition is already published');

    const list = await member.client.get<Paged<ExhibitionSummary>>('/exhibitions?limit=100');
    expect(list.data.items.find((e) => e.id === id)).toMatchObject({ title: 'Blue Planet Expo', minPrice: 6000, status: 'running' });
    const detail = await member.client.get<ExhibitionDetail>(`/exhibitions/${id}`);
    expect(detail.data.ticketTypes.map((tt) => [tt.name, tt.remaining, tt.onSale])).toEqual([
      ['Child', 20, true],
      ['Adult', 50, true],
    ]);

    // The member claims the coupon and buys with it, then buys a second ticket without.
    const claimed = await member.client.post<MyCoupon>(`/coupons/${coupon.data.id}/claim`);
    expect(claimed.code).toBe(1);
    const withCoupon = await member.client.post<TicketOrder>('/orders', {
      ticketTypeId: adult.data.id,
      quantity: 1,
      ...holder,
      couponId: claimed.data.id,
    });
    expect(withCoupon.data).toMatchObject({ total: 11000 });
    const { tickets } = await buyTickets(t, member.client, adult.data.id, 1);
    expect(await sold(t, adult.data.id)).toBe(2);

    // The quota cannot go below what is sold; it may go down to it. The claimed coupon's terms are fixed; its stock not below claimed.
    const tooLow = await admin.client.patch(`/admin/ticket-types/${adult.data.id}`, { quota: 1 });
    expect(tooLow).toMatchObject({ code: 0, msg: '2 tickets are sold: the quota cannot go below that' });
    expect((await admin.client.patch<AdminTicketType>(`/admin/ticket-types/${adult.data.id}`, { quota: 2 })).data).toMatchObject({
      quota: 2,
      sold: 2,
    });
    expect((await admin.client.patch(`/admin/coupons/${coupon.data.id}`, { value: 2000 })).msg).toBe(
      'This coupon has been claimed: its kind, value and minimum spend are fixed',
    );
    expect((await admin.client.patch(`/admin/coupons/${coupon.data.id}`, { stock: 0 })).code).toBe(0);
    expect((await admin.client.patch<AdminCoupon>(`/admin/coupons/${coupon.data.id}`, { stock: 1 })).data).toMatchObject({
      stock: 1,
      claimed: 1,
    });
    // Dates no longer move: tickets carry them.
    const moved = await admin.client.patch(`/admin/exhibitions/${id}`, { endsAt: at(96) });
    expect(moved).toMatchObject({ code: 0, msg: 'Tickets are sold: the exhibition’s dates cannot change' });
    expect((await admin.client.patch<AdminExhibition>(`/admin/exhibitions/${id}`, { city: text('Hong Kong') })).data.city['en-us']).toBe(
      'Hong Kong',
    );

    // Withdrawn: off the lists and off sale; the ticket sold stays valid and is admitted at the door.
    const withdrawn = await admin.client.post<AdminExhibition>(`/admin/exhibitions/${id}/withdraw`);
    expect(withdrawn).toMatchObject({ code: 1, data: { state: 'withdrawn' } });
    expect((await admin.client.post(`/admin/exhibitions/${id}/withdraw`)).msg).toBe('Only a published exhibition can be withdrawn');
    expect((await member.client.get(`/exhibitions/${id}`)).code).toBe(404);
    expect((await member.client.get<Paged<ExhibitionSummary>>('/exhibitions?limit=100')).data.items.some((e) => e.id === id)).toBe(false);
    const other = await buyer(t);
    expect((await other.client.post('/orders', { ticketTypeId: child.data.id, quantity: 1, ...holder })).code).not.toBe(1);
    const ticket = await member.client.get<Ticket>(`/tickets/${tickets[0]!.id}`);
    expect(ticket.data).toMatchObject({ status: 'valid' });
    expect(ticket.data.qr).toBeTruthy();
    const volunteer = await userWithRoles(t, ['volunteer']);
    expect((await volunteer.client.get<CheckinKeys>('/checkin/keys')).data.exhibitions.some((e) => e.id === id)).toBe(true);
    const scan = await volunteer.client.post<CheckinResult>('/checkin/scan', { code: ticket.data.qr, gate: 'A' });
    expect(scan.data.result).toBe('admitted');

    // Every change has its entry, with the admin as actor and only the changed fields.
    const onExhibition = await auditOf(`exhibition:${id}`);
    expect(onExhibition.map((e) => e.action).sort()).toEqual([
      'exhibition.create',
      'exhibition.publish',
      'exhibition.update',
      'exhibition.withdraw',
    ]);
    expect(onExhibition.every((e) => e.actor?.id === admin.user.id)).toBe(true);
    expect(onExhibition.find((e) => e.action === 'exhibition.update')?.changes).toEqual({
      city: { before: text('Shenzhen'), after: text('Hong Kong') },
    });
    expect(onExhibition.find((e) => e.action === 'exhibition.withdraw')?.changes).toEqual({
      state: { before: 'published', after: 'withdrawn' },
    });
    const onAdult = await auditOf(`ticket_type:${adult.data.id}`);
    expect(onAdult.map((e) => e.action).sort()).toEqual(['ticket_type.create', 'ticket_type.update']);
    expect(onAdult.find((e) => e.action === 'ticket_type.update')?.changes).toEqual({ quota: { before: 50, after: 2 } });
    const onCoupon = await auditOf(`coupon:${coupon.data.id}`);
    expect(onCoupon.map((e) => e.action).sort()).toEqual(['coupon.create', 'coupon.update']);

    // Withdrawn → published again.
    expect((await admin.client.post<AdminExhibition>(`/admin/exhibitions/${id}/publish`)).data.state).toBe('published');
  });

  it('a quota cut racing buyers: never below sold, never oversold, and sold counts every live seat', async () => {
    for (let round = 0; round < 3; round++) {
      const { exhibition, types } = await draftWithTypes([8]);
      await admin.client.post(`/admin/exhibitions/${exhibition.id}/publish`);
      const tt = types[0]!;
      const crowd = await buyers(t, 10);
      const [cut, ...orders] = await Promise.all([
        admin.client.patch<AdminTicketType>(`/admin/ticket-types/${tt.id}`, { quota: 3 + round }),
        ...crowd.map((b) => b.client.post<TicketOrder>('/orders', { ticketTypeId: tt.id, quantity: 1, ...holder })),
      ]);
      const placed = orders.filter((o) => o.code === 1).length;
      const [row] = (await t.app.get(DataSource).query(`SELECT quota, sold FROM ticket_types WHERE id = $1`, [tt.id])) as {
        quota: number;
        sold: number;
      }[];
      expect(row!.sold).toBe(placed);
      expect(row!.sold).toBeLessThanOrEqual(row!.quota);
      if (cut.code === 1) {
        expect(row!.quota).toBe(3 + round);
      } else {
        // Refused only because more were sold already, and it says how many.
        expect(row!.quota).toBe(8);
        expect(cut.msg).toMatch(/^\d+ tickets are sold: the quota cannot go below that$/);
        expect(Number(cut.msg.split(' ')[0])).toBeGreaterThan(3 + round);
      }
      expect(orders.filter((o) => o.code !== 1).every((o) => o.msg === 'Sold out: not enough tickets left')).toBe(true);
    }
    expect(await seatDrift(t)).toEqual([]);
  });

  it('validation errors in the caller’s language; merged dates are checked; unknown ids are 404', async () => {
    admin.client.language = 'zh-hant';
    const bad = await admin.client.post('/admin/exhibitions', { ...exhibitionBody(), title: { 'zh-cn': '展', 'en-us': '' }, lat: 91 });
    expect(bad.code).toBe(0);
    const errors = (bad.data as { errors: { field: string; msg: string }[] }).errors;
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'title.en-us', msg: '此項不能為空' },
        { field: 'title.zh-hant', msg: '此項不能為空' },
        { field: 'lat', msg: expect.stringContaining('90') },
      ]),
    );
    admin.client.language = 'zh-cn';
    const backwards = await admin.client.post('/admin/exhibitions', { ...exhibitionBody(), endsAt: at(-2) });
    expect((backwards.data as { errors: { field: string; msg: string }[] }).errors).toEqual([
      { field: 'endsAt', msg: '结束时间须晚于开始时间' },
    ]);
    const percent = await admin.client.post('/admin/coupons', {
      title: text('x'),
      kind: 'percent',
      value: 150,
      perPersonLimit: 1,
      validDays: 1,
      stock: 1,
    });
    expect((percent.data as { errors: { field: string; msg: string }[] }).errors[0]?.field).toBe('value');

    const { exhibition, types } = await draftWithTypes([5]);
    // The merged pair: an end before the stored start.
    const merged = await admin.client.patch(`/admin/exhibitions/${exhibition.id}`, { endsAt: at(-3) });
    expect(merged).toMatchObject({ code: 0, msg: '结束时间须晚于开始时间' });
    const saleMerged = await admin.client.patch(`/admin/ticket-types/${types[0]!.id}`, { saleEndsAt: at(-5) });
    expect(saleMerged).toMatchObject({ code: 0, msg: '结束时间须晚于开始时间' });
    expect((await admin.client.patch(`/admin/exhibitions/${exhibition.id}`, {})).msg).toBe('没有需要保存的修改');
    const same = await admin.client.patch(`/admin/exhibitions/${exhibition.id}`, { lat: exhibition.lat });
    expect(same).toMatchObject({ code: 1, msg: '没有修改' });
    admin.client.language = 'en-us';

    const nobody = '00000000-0000-4000-8000-000000000000';
    expect((await admin.client.get(`/admin/exhibitions/${nobody}`)).status).toBe(404);
    expect((await admin.client.patch(`/admin/ticket-types/${nobody}`, { quota: 3 })).status).toBe(404);
    expect((await admin.client.post(`/admin/exhibitions/${nobody}/ticket-types`, ticketTypeBody('x', 1))).status).toBe(404);
    expect((await admin.client.post(`/admin/exhibitions/${nobody}/publish`)).status).toBe(404);
  });

  it('refuses everyone but admins (403), writes nothing for them', async () => {
    const { exhibition, types } = await draftWithTypes([5]);
    const member = await buyer(t);
    const cs = await userWithRoles(t, ['customer_service']);
    const volunteer = await userWithRoles(t, ['volunteer']);
    for (const c of [member.client, cs.client, volunteer.client]) {
      expect((await c.get('/admin/exhibitions')).status).toBe(403);
      expect((await c.get(`/admin/exhibitions/${exhibition.id}`)).status).toBe(403);
      expect((await c.post('/admin/exhibitions', exhibitionBody())).status).toBe(403);
      expect((await c.patch(`/admin/exhibitions/${exhibition.id}`, { lat: 1 })).status).toBe(403);
      expect((await c.post(`/admin/exhibitions/${exhibition.id}/publish`)).status).toBe(403);
      expect((await c.post(`/admin/exhibitions/${exhibition.id}/withdraw`)).status).toBe(403);
      expect((await c.post(`/admin/exhibitions/${exhibition.id}/ticket-types`, ticketTypeBody('x', 1))).status).toBe(403);
      expect((await c.patch(`/admin/ticket-types/${types[0]!.id}`, { quota: 1 })).status).toBe(403);
      expect((await c.get('/admin/coupons')).status).toBe(403);
      expect((await c.post('/admin/coupons', {})).status).toBe(403);
    }
    expect((await admin.client.get<AdminExhibition>(`/admin/exhibitions/${exhibition.id}`)).data).toMatchObject({
      state: 'draft',
      lat: 22.54,
    });
    expect((await auditOf(`exhibition:${exhibition.id}`)).map((e) => e.action)).toEqual(['exhibition.create']);
  });

  it('a change whose audit entry fails is rolled back with it', async () => {
    const { exhibition } = await draftWithTypes([5]);
    const trail = t.app.get(AuditTrail);
    const spy = jest.spyOn(trail, 'record').mockRejectedValueOnce(new Error('audit down'));
    try {
      const res = await admin.client.post(`/admin/exhibitions/${exhibition.id}/publish`);
      expect(res.status).toBe(500);
    } finally {
      spy.mockRestore();
    }
    expect((await admin.client.get<AdminExhibition>(`/admin/exhibitions/${exhibition.id}`)).data.state).toBe('draft');
  });
});
