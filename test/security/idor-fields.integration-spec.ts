/**
 * IDOR sweep, part two (part one, idor.integration-spec.ts, sweeps path ids of owned resources):
 * - ids in query strings and bodies: every id-carrying field of every route's query and body schema
 *   (test/security/id-fields.ts) is either another user's resource (`fields`: user B sends A's id;
 *   B is refused exactly as for an id that does not exist — 404, or the route's own refusal such as
 *   "translation not found" —, nothing of A's is in the answer, no row changes; A with the same request is
 *   served, so the request was otherwise valid) or a catalogue id anyone may name (CATALOGUE_FIELDS,
 *   each with its reason). A new id field fails the sweep until it is put in one of them.
 * - public routes (and routes on catalogue kinds) on private resources: a draft article, a pending
 *   entry, a draft exhibition, draft goods, an inactive coupon, a member who is not an author: B
 *   and a guest get 404 on every route that takes them, nothing changes, and the published
 *   counterpart answers (so the 404 is about the state). A kind with no private state is listed
 *   in NO_PRIVATE_STATE with the reason.
 */
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { MyCoupon } from '@contracts/schemas/commerce';
import { ApiClient } from '@test/setup/api';
import { userWithRoles } from '@test/setup/factories';
import { startApp, type TestApp } from '@test/setup/harness';
import { assertMatchesOpenApi, fillPath, routeTable, type RouteInfo } from '@test/setup/route-table';
import { validSample } from '@test/setup/schema-arbitrary';
import { buy, createPackage, reviewer, submit } from '../advertisers/helpers';
import { insertArticle } from '../content/factories';
import { approve, makeUsers, submitEntry } from '../contest/helpers';
import { createExhibition, holder } from '../commerce/fixtures';
import { address, goods, text } from '../shop/helpers';
import { catalogue, ownResources, type Catalogue, type Owned } from './fixtures';
import { fieldName, idFields, withField } from './id-fields';
import { snapshot } from './snapshot';

/** Ids anyone may name: what they point at is public (or the caller's own by construction). */
const CATALOGUE_FIELDS: Record<string, string> = {
  ticketTypeId: 'a ticket type of a published exhibition (the order route refuses others)',
  skuId: 'a SKU of goods on sale (the cart and order routes refuse others)',
  planId: 'a membership plan on sale',
  packageId: 'an advertising package on sale',
  issueId: 'a magazine issue (public)',
  categoryId: 'a shop category (public; admin routes only)',
  parentId: 'a shop category (public; admin routes only)',
  clientId: 'the scanning device’s own id for its offline check-in (volunteer routes)',
  wechatId: 'a WeChat account name typed by the applicant, not an id of ours',
  author: 'an author (public profile)',
};

/** Requests the owner is refused too, and why (the other user's refusal is still compared with a missing id's). */
const OWNER_REFUSED: Record<string, string> = {
  'POST /api/v1/shop/orders couponId': 'goods orders take no coupon yet (decision 0126)',
};

/** Kinds of catalogue item with no private state, and why. */
const NO_PRIVATE_STATE: Record<string, string> = {
  contests: 'contests are created public by admins (in progress or ended: both public)',
  magazines: 'magazines have no draft state: every magazine is public',
  'magazine-issues': 'issues have no draft state: every issue is public',
  ads: 'an ad id is served to anyone by /ads; its events are the ads serve-id work',
  oauth: 'the path names a login provider, not a resource',
  payments: 'the path names a payment provider (signed callbacks), not a resource',
  carriers: 'the path names a carrier (signed callbacks), not a resource',
  checkout: 'the sandbox stands in for the payment provider’s hosted page, opened by its unguessable payment id; it shows the amount only',
};

/** Valid bodies the sample generator cannot make (holder rules, a real SKU, a draft). */
function bodies(cat: Catalogue, addressId: string): Record<string, () => unknown> {
  return {
    'POST /api/v1/orders': () => ({ ticketTypeId: cat.exhibition.ticketTypes[0]!.id, quantity: 1, ...holder }),
    'POST /api/v1/shop/orders': () => ({ lines: [{ skuId: cat.skuId, quantity: 1 }], addressId }),
    'POST /api/v1/me/articles': () => ({
      title: 'A translation',
      cover: '/uploads/test/cover.jpg',
      body: '<p>Translated.</p>',
      category: 'training',
      language: 'zh-cn',
    }),
  };
}

const kindOf = (r: RouteInfo) => /\/((?:me\/)?[\w-]+)\/:\w+/.exec(r.path)?.[1] ?? '';
const adminOnly = (r: RouteInfo) => r.roles.length === 1 && r.roles[0] === 'admin';
/** B holds the author role: a route narrowed to other roles refuses B before any id is read. */
const bMayUse = (r: RouteInfo) => !r.roles.length || r.roles.includes('author');

describe('IDOR sweep: ids in queries and bodies, public routes on private resources', () => {
  let t: TestApp;
  let a: ApiClient;
  let b: ApiClient;
  let guest: ApiClient;
  let advertiser: ApiClient;
  let cat: Catalogue;
  let owned: Owned;
  let bAddress: string;
  const fields: Record<string, { id: string; owner: () => ApiClient }> = {};
  /** Per kind: a private instance (path values) and, where one exists, its public counterpart. */
  const privates: Record<string, { hidden: Record<string, string>; shown?: Record<string, string> }> = {};

  beforeAll(async () => {
    t = await startApp({ LOG_LEVEL: 'error', CONTEST_NEW_ACCOUNT_COOLDOWN_MINUTES: '0' });
    cat = await catalogue(t);
    const aUser = await userWithRoles(t, ['author']);
    a = aUser.client;
    b = (await userWithRoles(t, ['author'])).client;
    await Promise.all([a.get('/me'), b.get('/me')]);
    guest = new ApiClient(t.url);
    await guest.get('/common/init');
    owned = await ownResources(t, a, cat, { author: true });
    bAddress = (await address(b)).id;
    for (const [k, id] of Object.entries(owned.fields)) fields[k] = { id, owner: () => a };
    fields['ids'] = { id: owned.kinds['messages']![0]!['id']!, owner: () => a }; // DELETE /messages {ids}
    // A's claimed coupon (POST /orders {couponId} takes the claimed one)
    const db = t.app.get(DataSource);
    const couponOf = async (active: boolean) => {
      const id = randomUUID();
      await db.query(
        `INSERT INTO coupons (id, title, kind, value, min_spend, currency, per_person_limit, valid_days, stock, active)
         VALUES ($1, $2, 'amount', 100, 0, 'CNY', 5, 7, 100, $3)`,
        [id, { 'zh-cn': '券', 'en-us': 'Coupon', 'zh-hant': '券' }, active],
      );
      return id;
    };
    const claimed = await a.post<MyCoupon>(`/coupons/${await couponOf(true)}/claim`);
    expect(claimed.code).toBe(1);
    fields['couponId'] = { id: claimed.data.id, owner: () => a };
    // an advertiser's campaign (GET /me/ad-records?campaignId=)
    const reviewerClient = (await reviewer(t)).client;
    advertiser = (await userWithRoles(t, ['author'])).client;
    await advertiser.get('/me');
    const approved = await submit(advertiser);
    await reviewerClient.post(`/admin/advertisers/applications/${approved.id}/review`, { decision: 'approve' });
    const campaign = await buy(t, advertiser, (await createPackage(reviewerClient)).id);
    fields['campaignId'] = { id: campaign.campaignId, owner: () => advertiser };

    // private instances and their public counterparts
    const published = await insertArticle(t, { authorId: aUser.user.id, title: 'Published piece' });
    privates['articles'] = { hidden: { id: owned.kinds['me/articles']![0]!['id']! }, shown: { id: published.id } };
    privates['entries'] = { hidden: { id: owned.kinds['entries']![0]!['id']! }, shown: { id: cat.entryId } };
    const draftShow = await createExhibition(t);
    await db.query(`UPDATE exhibitions SET state = 'draft' WHERE id = $1`, [draftShow.id]);
    privates['exhibitions'] = { hidden: { id: draftShow.id }, shown: { id: cat.exhibition.id } };
    const hiddenGoods = await goods(cat.admin, {
      categoryId: cat.categoryId,
      title: text('草稿', 'Draft'),
      status: 'draft',
      skus: [{ price: 100, stock: 5 }],
    });
    privates['goods'] = { hidden: { id: hiddenGoods.id }, shown: { id: cat.goodsId } };
    privates['coupons'] = { hidden: { id: await couponOf(false) }, shown: { id: await couponOf(true) } };
    const [reader] = await makeUsers(t, 1);
    privates['authors'] = { hidden: { id: reader!.id }, shown: { id: aUser.user.id } };
    // a second approved entry: the shown entry B may vote for stays unvoted by the sweep (the sweep changes nothing)
    const [photographer] = await makeUsers(t, 1);
    await approve(cat.admin, (await submitEntry(photographer!.client, cat.contestId, 'Second')).id);
  }, 180_000);

  afterAll(async () => {
    await t?.close();
  });

  it('ids of another user’s resources in queries and bodies: refused as a missing id is, nothing of theirs, nothing changed; the owner is served', async () => {
    const table = routeTable(t.app);
    await assertMatchesOpenApi(t.url, table);
    const unknown: string[] = [];
    const cases: { r: RouteInfo; field: string }[] = [];
    for (const r of table.filter((x) => !adminOnly(x))) {
      for (const path of [...idFields(r.query), ...idFields(r.body)]) {
        const name = fieldName(path);
        if (CATALOGUE_FIELDS[name]) continue;
        if (!fields[name] || path !== name) unknown.push(`${r.method} ${r.path} (${r.source}): field ${path}`);
        else cases.push({ r, field: name });
      }
    }
    // a new id field: give it a fixture in OWNED_FIELDS (another user's resource) or a reason in CATALOGUE_FIELDS
    expect(unknown).toEqual([]);
    const ds = t.app.get(DataSource);
    const before = await snapshot(ds);
    const request = (client: ApiClient, r: RouteInfo, field: string, id = fields[field]!.id) => {
      const path = r.path.replace(/^\/api\/v1/, '');
      if (r.method === 'GET') return client.get(`${path}?${new URLSearchParams({ [field]: id })}`);
      const own = client === b ? bAddress : owned.fields['addressId']!;
      const base = bodies(cat, own)[`${r.method} ${r.path}`]?.() ?? (r.body ? validSample(r.body) : {});
      return client.request(r.method, path, withField(base, field, id));
    };
    for (const { r, field } of cases.filter((c) => bMayUse(c.r))) {
      const res = await request(b, r, field);
      // refused exactly as an id that does not exist is (404, or the route's own refusal): B learns nothing
      const none = await request(b, r, field, randomUUID());
      const route = `${r.method} ${r.path} {${field}}`;
      expect({ route, status: res.status, code: res.code, msg: res.msg, data: res.data }).toEqual({
        route,
        status: none.status,
        code: none.code,
        msg: none.msg,
        data: none.data,
      });
      // a single id is refused; a list of ids (`ids`: delete these messages) may be served for the caller's own only
      if (!/Ids$|^ids$/.test(field)) expect({ route, refused: res.code !== 1 }).toEqual({ route, refused: true });
      const text = JSON.stringify(res);
      expect({ route, carries: owned.all.filter((id) => text.includes(id)), marker: text.includes(owned.marker) }).toEqual({
        route,
        carries: [],
        marker: false,
      });
    }
    expect(await snapshot(ds)).toEqual(before);
    expect(cases.length).toBeGreaterThanOrEqual(6);
    // Not vacuous: the owner's same request is served.
    for (const { r, field } of cases.filter((c) => !OWNER_REFUSED[`${c.r.method} ${c.r.path} ${c.field}`])) {
      const res = await request(fields[field]!.owner(), r, field);
      expect({ route: `${r.method} ${r.path}`, field, code: res.code, msg: res.msg }).toEqual({
        route: `${r.method} ${r.path}`,
        field,
        code: 1,
        msg: expect.any(String),
      });
    }
  });

  it('routes that take a private resource (draft, pending, inactive, not an author): 404 to others, nothing changes', async () => {
    const table = routeTable(t.app);
    const candidates = table.filter(
      (r) =>
        r.params.length &&
        !adminOnly(r) &&
        (r.isPublic || Object.keys(privates).includes(kindOf(r)) || NO_PRIVATE_STATE[kindOf(r)] !== undefined),
    );
    const unknown = candidates.filter((r) => !privates[kindOf(r)] && !NO_PRIVATE_STATE[kindOf(r)] && !r.isPublic);
    const publicUnknown = candidates.filter((r) => r.isPublic && !privates[kindOf(r)] && !NO_PRIVATE_STATE[kindOf(r)]);
    // a public route on a new kind: give the kind a private instance in `privates`, or a reason in NO_PRIVATE_STATE
    expect([...unknown, ...publicUnknown].map((r) => `${r.method} ${r.path} (${r.source})`)).toEqual([]);
    const swept = candidates.filter((r) => privates[kindOf(r)] && bMayUse(r));
    const ds = t.app.get(DataSource);
    const before = await snapshot(ds);
    const made = bodies(cat, bAddress);
    for (const r of swept) {
      const path = fillPath(r.path, privates[kindOf(r)]!.hidden).replace(/^\/api\/v1/, '');
      const body = r.method === 'GET' ? undefined : (made[`${r.method} ${r.path}`]?.() ?? (r.body ? validSample(r.body) : {}));
      for (const [who, client] of r.isPublic
        ? ([
            ['B', b],
            ['guest', guest],
          ] as const)
        : ([['B', b]] as const)) {
        const res = await client.request(r.method, path, body);
        expect({ route: `${r.method} ${r.path}`, who, status: res.status, code: res.code }).toEqual({
          route: `${r.method} ${r.path}`,
          who,
          status: 404,
          code: 404,
        });
        expect(owned.marker && JSON.stringify(res).includes(owned.marker)).toBe(false);
      }
    }
    expect(await snapshot(ds)).toEqual(before);
    expect(new Set(swept.map(kindOf)).size).toBeGreaterThanOrEqual(6);
    // Not vacuous: the public counterpart answers on every GET route of the sweep.
    for (const r of swept.filter((x) => x.method === 'GET')) {
      const res = await b.get(fillPath(r.path, privates[kindOf(r)]!.shown!).replace(/^\/api\/v1/, ''));
      expect({ route: r.path, code: res.code }).toEqual({ route: r.path, code: 1 });
    }
  });
});
