/**
 * IDOR sweep. User A owns one of each resource (an unpaid and a paid order, its payment and ticket,
 * a message, a feedback, a pending contest work, a draft article). Both users are authors, so role
 * routes they may both use (an author's own articles) must answer B with 404, not 403. The routes are read from the app's route table
 * (test/setup/route-table.ts, checked against the OpenAPI document): every route with a path
 * parameter that is neither a guest route nor admin-only is called by user B with A's resource (and
 * a valid body): B gets 404 (403 where the route needs a role), and no row of the database changes.
 * A route whose parameter names a resource kind this sweep does not know fails the test, so a new
 * kind of owned resource must be given a fixture here before it ships.
 */
import type { Paged } from '@contracts/api';
import type { MessageDto } from '@contracts/schemas/messages';
import type { Ticket, TicketOrder } from '@contracts/schemas/commerce';
import type { FeedbackDto } from '@contracts/schemas/feedback';
import { DataSource } from 'typeorm';
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startApp, type TestApp } from '@test/setup/harness';
import { userWithRoles } from '@test/setup/factories';
import type { ApiClient } from '@test/setup/api';
import { assertMatchesOpenApi, fillPath, routeTable, type RouteInfo } from '@test/setup/route-table';
import { validSample } from '@test/setup/schema-arbitrary';
import { createExhibition, payOrder, placeOrder } from '../commerce/fixtures';
import { createContest, admin, submitEntry } from '../contest/helpers';
import { insertPlan } from '../membership/helpers';
import { application, buy, createPackage, creative, licence, reviewer, submit } from '../advertisers/helpers';
import { address, category, goods, text } from '../shop/helpers';
import { LICENCE_REF_RE } from '@contracts/schemas/advertisers';
import { send } from './probe';
import { snapshot } from './snapshot';
import type { Cart } from '@contracts/schemas/shop';

/**
 * Catalogue items anyone may act on (not owned by a user): routes under them are not IDOR targets
 * (published articles are liked, saved and shared by anyone; authors are followed by anyone).
 */
const CATALOGUE = new Set(['contests', 'coupons', 'exhibitions', 'articles', 'authors']);

/** Roles both users of the sweep hold: a route needing one of them is an ownership check (404). */
const SHARED_ROLES = ['author'];

/** Valid bodies for routes whose schema the sample generator cannot satisfy (check characters, phones per prefix, link rules). */
const BODIES: Record<string, () => unknown> = {
  'PUT /api/v1/advertisers/applications/:id': () => application(),
  'PUT /api/v1/me/campaigns/:id/creative': () => creative(),
  'PATCH /api/v1/me/addresses/:id': () => ({ detail: '2 Reef Road' }),
};

/**
 * The segment before the route's first parameter, e.g. `orders` for `/api/v1/orders/:id/pay`; a
 * reader's own copy of a kind keeps its `me/` (`me/articles` for `/api/v1/me/articles/:id`).
 */
const kindOf = (r: RouteInfo) => /\/((?:me\/)?[\w-]+)\/:\w+/.exec(r.path)?.[1] ?? '';

describe('IDOR sweep over the route table', () => {
  let t: TestApp;
  let a: ApiClient;
  let b: ApiClient;
  const ids: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    // No new-account cooldown: B's vote must meet the entry's ownership check, not B's account age.
    t = await startApp({ LOG_LEVEL: 'error', CONTEST_NEW_ACCOUNT_COOLDOWN_MINUTES: '0' });
    const aUser = await userWithRoles(t, ['author']);
    a = aUser.client;
    b = (await userWithRoles(t, ['author'])).client;
    await Promise.all([a.get('/me'), b.get('/me')]); // fresh anti-forgery tokens
    const ex = await createExhibition(t);
    const unpaid = await placeOrder(a, ex.ticketTypes[0]!.id, 1);
    const paid = await placeOrder(a, ex.ticketTypes[0]!.id, 1);
    const { start } = await payOrder(t, a, paid);
    const ticket = (await a.get<Paged<Ticket>>(`/tickets?orderId=${paid.id}`)).data.items[0]!;
    const feedback = (await a.post<FeedbackDto>('/feedback', { type: 'other', content: 'mine only' })).data;
    let messages: MessageDto[] = [];
    for (let i = 0; i < 100 && !messages.length; i++) {
      messages = (await a.get<Paged<MessageDto>>('/messages')).data.items;
      if (!messages.length) await new Promise((r) => setTimeout(r, 100));
    }
    const contest = await createContest(await admin(t));
    const work = await submitEntry(a, contest.id, 'Pending work'); // not approved: A's alone
    const draft = await a.post<{ id: string }>('/me/articles', {
      title: 'Mine until published',
      cover: '/uploads/test/cover.jpg',
      body: '<p>A draft only its author may read.</p>',
      category: 'training',
      language: 'en-us',
    });
    expect(draft.code).toBe(1);
    ids['me/articles'] = { id: draft.data.id };
    ids['users'] = { id: aUser.user.id }; // the console's person page (staff only: B gets 403)
    const orders = { id: unpaid.id, number: (unpaid as TicketOrder).number };
    ids['orders'] = orders;
    ids['tickets'] = { id: ticket.id };
    ids['messages'] = { id: messages[0]!.id };
    ids['feedback'] = { id: feedback.id };
    ids['entries'] = { id: work.id };
    ids['checkout'] = { paymentId: start.paymentId };
    // advertisers: A's application (rejected: editable) and a paid campaign of A's approved one
    const reviewerClient = (await reviewer(t)).client;
    const rejected = await submit(a);
    await reviewerClient.post(`/admin/advertisers/applications/${rejected.id}/review`, { decision: 'reject', reason: 'test' });
    ids['applications'] = { id: rejected.id };
    const advertiser = (await userWithRoles(t, ['author'])).client;
    await advertiser.get('/me');
    const approved = await submit(advertiser);
    await reviewerClient.post(`/admin/advertisers/applications/${approved.id}/review`, { decision: 'approve' });
    const campaign = await buy(t, advertiser, (await createPackage(reviewerClient)).id);
    ids['campaigns'] = { id: campaign.campaignId };
    ids['me/campaigns'] = { id: campaign.campaignId };
    // paid order: routes that need one (refund) are swept with it too
    ids['orders:paid'] = { id: paid.id, number: (paid as TicketOrder).number };
    // a membership order (issue #22) goes through the same order routes
    const planId = await insertPlan(t, 'credits', 10, 990);
    const membership = await a.post<TicketOrder>('/membership/orders', { planId });
    expect(membership.code).toBe(1);
    ids['orders:membership'] = { id: membership.data.id, number: membership.data.number };
    // the shop (issue #38): A's cart line and address
    const shopAdmin = await admin(t);
    const shelf = await category(shopAdmin, text('脚蹼', 'Fins'));
    const fins = await goods(shopAdmin, { categoryId: shelf.id, title: text('脚蹼', 'Fins'), skus: [{ price: 52000, stock: 5 }] });
    const cart = await a.post<Cart>('/cart/items', { skuId: fins.skus[0]!.id, quantity: 1 });
    expect(cart.code).toBe(1);
    ids['items'] = { id: cart.data.lines[0]!.id }; // /cart/items/:id
    const home = await address(a);
    ids['me/addresses'] = { id: home.id };
    ids['licences'] = { id: LICENCE_REF_RE.exec(await licence(a))![1]! }; // a private upload: its uploader and reviewers only
    // a goods order (its logistics, receipt) goes through the order routes too
    const parcel = await a.post<{ id: string; number: string }>('/shop/orders', {
      lines: [{ skuId: fins.skus[0]!.id, quantity: 1 }],
      addressId: home.id,
    });
    expect(parcel.code).toBe(1);
    ids['orders:goods'] = { id: parcel.data.id, number: parcel.data.number };
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  /** The ids to try a route with: every order kind for the order routes, else the kind's one. */
  const orderVariants = (kind: string) =>
    kind === 'orders' ? [ids['orders']!, ids['orders:paid']!, ids['orders:membership']!, ids['orders:goods']!] : [ids[kind]!];

  it('sweeps every owned-resource route: the other user gets 404 (403 on role routes) and nothing changes', async () => {
    const table = routeTable(t.app);
    await assertMatchesOpenApi(t.url, table);
    const candidates = table.filter((r) => r.params.length > 0 && !r.isPublic && !(r.roles.length === 1 && r.roles[0] === 'admin'));
    const unknown = candidates.filter((r) => !CATALOGUE.has(kindOf(r)) && !ids[kindOf(r)]);
    expect(unknown.map((r) => `${r.method} ${r.path} (${r.source})`)).toEqual([]);
    const swept = candidates.filter((r) => !CATALOGUE.has(kindOf(r)));

    const ds = t.app.get(DataSource);
    const before = await snapshot(ds);
    const results: string[] = [];
    for (const r of swept) {
      const kind = kindOf(r);
      const variants = orderVariants(kind);
      for (const values of variants) {
        const body = BODIES[`${r.method} ${r.path}`]?.() ?? (r.body ? validSample(r.body) : undefined);
        const path = fillPath(r.path, values).replace(/^\/api\/v1/, '');
        const res = await b.request(r.method, path, body ?? (r.method === 'GET' ? undefined : {}));
        const expected = r.roles.length && !r.roles.some((role) => SHARED_ROLES.includes(role)) ? 403 : 404;
        results.push(`${r.method} ${r.path} → ${res.status}/${res.code} ${res.msg}`);
        if (res.status !== expected) console.log(results.at(-1));
        expect({ route: `${r.method} ${r.path}`, status: res.status, code: res.code, msg: res.msg }).toEqual({
          route: `${r.method} ${r.path}`,
          status: expected,
          code: expected,
          msg: expect.any(String),
        });
      }
    }
    expect(await snapshot(ds)).toEqual(before);

    // Not vacuous: the owner reads each of those resources through the same GET routes.
    // (an order route answers for some kinds only, e.g. a goods order's logistics: one of them must read)
    for (const r of swept.filter((x) => x.method === 'GET' && !x.roles.length)) {
      const codes = [];
      for (const values of orderVariants(kindOf(r))) {
        // through the raw probe: some answer a file (a licence picture), not the envelope
        const p = await send(a, 'GET', fillPath(r.path, values).replace(/^\/api\/v1/, ''));
        codes.push(p.status === 200 && (!p.json || p.json.code === 1) ? 1 : p.status);
      }
      expect({ route: r.path, read: codes.includes(1) }).toEqual({ route: r.path, read: true });
    }
    const dir = join(__dirname, '..', '..', '.tmp');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'idor-sweep.txt'),
      `${table.length} routes; ${candidates.length} take an id and are not guest or admin-only; ${swept.length} swept (${candidates.length - swept.length} on catalogue items)\n${results.join('\n')}\n`,
    );
    expect(swept.length).toBeGreaterThanOrEqual(10);
  });
});
