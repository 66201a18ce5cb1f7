/**
 * Paywall sweep over the route table. A locked article exists in three languages (one translation
 * group); it is in a magazine issue, a category, an editor's pick, a banner, the search index, an
 * author's list and another article's related list. Every GET route of the app's route table is
 * called as a guest, a member without credits and the author of another article, in each
 * interface language:
 * - a route the caller may use must answer success (its own resources fill the path: orders,
 *   tickets, messages…), and where it lists the article its answer carries one of its ids;
 * - a route the caller may not use must answer 401 (guest) / 403 (role);
 * - no answer carries the locked body's marker (nor do the answers to like, favourite and share).
 * A new GET route is swept without editing this file; one the sweep cannot fill fails with the route
 * named, unless listed in EXCLUDED with the reason.
 */
import { EventBus } from '@nestjs/cqrs';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import type { Role } from '@contracts/api';
import { SearchDocumentsChanged } from '@server/modules/search/events/search.events';
import { ApiClient } from '@test/setup/api';
import { userWithRoles } from '@test/setup/factories';
import { startApp, type TestApp } from '@test/setup/harness';
import { assertMatchesOpenApi, fillPath, routeTable, type RouteInfo } from '@test/setup/route-table';
import { insertArticle, makeUsers } from '../content/helpers';
import { setVipUntil } from '../membership/helpers';
import { eventually, ids as searchIds, searchQueueIdle } from '../search/helpers';
import { catalogue, ownResources, type Catalogue, type Owned } from './fixtures';
import { send, violation } from './probe';

const LANGUAGES = ['zh-cn', 'en-us', 'zh-hant'] as const;

/**
 * GET routes the sweep does not call, each with its reason. Keep it short: every entry is a route
 * whose answer is not checked for the locked body.
 */
const EXCLUDED: Record<string, string> = {
  'GET /api/v1/auth/oauth/:provider/url': 'needs an identity provider (test/auth/oauth runs one); answers a sign-in URL, never content',
  'GET /api/v1/auth/oauth/:provider/callback': 'needs an identity provider and its code; answers a session, never content',
  'GET /api/v1/auth/oauth/:provider/return': 'a redirect to the app carrying the provider’s code and state, never content',
};

interface Call {
  path: string;
  query?: Record<string, string>;
  /** The answer must carry one of the article's ids. */
  lists?: boolean;
  /** The answer must carry none of the article's ids (a search for words only the locked part has). */
  hides?: boolean;
}

interface Caller {
  name: string;
  client: ApiClient;
  loggedIn: boolean;
  roles: Role[];
  owned?: Owned;
}

describe('paywall sweep over every GET route (guest, member without credits, another author)', () => {
  let t: TestApp;
  const marker = `LOCKEDREEF${randomBytes(5).toString('hex')}`;
  const openWord = `OPENREEF${randomBytes(3).toString('hex')}`;
  /** The article's versions: zh-cn (the group), en-us, zh-hant. */
  const versions: string[] = [];
  let siblingId: string;
  let issueId: string;
  let magazineId: string;
  let authorId: string;
  let cat: Catalogue;
  let callers: Caller[];
  const interactions: Record<string, string> = {};

  beforeAll(async () => {
    t = await startApp({ LOG_LEVEL: 'error', CONTEST_NEW_ACCOUNT_COOLDOWN_MINUTES: '0' });
    await searchQueueIdle(t);
    const author = await userWithRoles(t, ['author']);
    authorId = author.user.id;
    const db = t.app.get(DataSource);
    const [m] = (await db.query(
      `INSERT INTO magazines (title, description, publisher, frequency, cover, position) VALUES ($1, $1, $2, 'monthly', '/uploads/m.jpg', 0) RETURNING id`,
      [
        JSON.stringify({ 'zh-cn': '海', 'en-us': 'Sea', 'zh-hant': '海' }),
        JSON.stringify({ 'zh-cn': 'Sea Press', 'en-us': 'Sea Press', 'zh-hant': 'Sea Press' }),
      ],
    )) as { id: string }[];
    magazineId = m!.id;
    const [i] = (await db.query(
      `INSERT INTO magazine_issues (magazine_id, kind, number, title, cover, issued_on) VALUES ($1, 'monthly', 1, $2, '/uploads/i.jpg', '2026-01-01') RETURNING id`,
      [magazineId, JSON.stringify({ 'zh-cn': '一期', 'en-us': 'One', 'zh-hant': '一期' })],
    )) as { id: string }[];
    issueId = i!.id;
    let group: string | undefined;
    for (const language of LANGUAGES) {
      const body = `<p>${openWord} ${'open water words '.repeat(6)}</p><p>${'filler text here '.repeat(20)}</p><p>${marker} hidden reef coordinates</p>`;
      const a = await insertArticle(t, {
        authorId,
        title: `Locked dive log ${language}`,
        body,
        language,
        translationGroupId: group,
        locked: true,
        previewLength: 60,
        category: 'training',
        tags: ['paywallsweep'],
        issueId,
        editorPick: true,
        views: 500,
        likes: 50,
      });
      group ??= a.translationGroupId;
      versions.push(a.id);
    }
    siblingId = (await insertArticle(t, { authorId, title: 'Sibling', tags: ['paywallsweep'], category: 'training' })).id;
    t.app.get(EventBus).publish(new SearchDocumentsChanged({ kind: 'article', ids: versions }));
    cat = await catalogue(t);
    const banner = await cat.admin.post('/admin/banners', {
      image: '/uploads/b.jpg',
      link: `/pages/articles/detail?id=${versions[0]}`,
      title: { 'zh-cn': '锁', 'en-us': 'Locked', 'zh-hant': '鎖' },
    });
    expect(banner.code).toBe(1);

    const guest = new ApiClient(t.url);
    await guest.get('/common/init');
    const [member] = await makeUsers(t, 1);
    const other = await userWithRoles(t, ['author']);
    await other.client.get('/me');
    await insertArticle(t, { authorId: other.user.id, title: 'Another author’s free piece' });
    callers = [
      { name: 'guest', client: guest, loggedIn: false, roles: [] },
      { name: 'member', client: member!.client, loggedIn: true, roles: [], owned: await ownResources(t, member!.client, cat) },
      {
        name: 'author',
        client: other.client,
        loggedIn: true,
        roles: ['author'],
        owned: await ownResources(t, other.client, cat, { author: true }),
      },
    ];
    // The logged-in callers read, like, favourite and share it: their history, likes and favourites list it.
    for (const c of callers.filter((x) => x.loggedIn)) {
      for (const v of versions) await c.client.get(`/articles/${v}`);
      interactions[`${c.name} like`] = JSON.stringify(await c.client.post(`/articles/${versions[1]}/like`));
      interactions[`${c.name} favourite`] = JSON.stringify(await c.client.post(`/articles/${versions[1]}/favourite`));
      interactions[`${c.name} share`] = JSON.stringify(await c.client.post(`/articles/${versions[1]}/shares`));
    }
    await eventually(
      () => searchIds(guest, openWord),
      (l) => l.some((id) => versions.includes(id)),
    );
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  /** Path values by route kind (the segment before the first parameter): the catalogue's and the caller's own. */
  function kinds(c: Caller): Record<string, Record<string, string>[]> {
    const member = callers.find((x) => x.name === 'member')!.owned!;
    return {
      articles: versions.map((id) => ({ id })),
      authors: [{ id: authorId }],
      magazines: [{ id: magazineId }],
      'magazine-issues': [{ id: issueId }],
      contests: [{ id: cat.contestId }],
      entries: [{ id: cat.entryId }],
      exhibitions: [{ id: cat.exhibition.id }],
      goods: [{ id: cat.goodsId }],
      // the sandbox checkout page is opened by its payment id (a guest has none: the member's)
      checkout: (c.owned ?? member).kinds['checkout']!,
      ...(c.owned?.kinds ?? {}),
    };
  }

  /** Routes whose calls are not "fill the path, no query". */
  const CALLS: Record<string, (c: Caller) => Call[]> = {
    'GET /api/v1/articles': (): Call[] => [
      ...['latest', 'popular', 'recommended'].map((feed) => ({ path: '/articles', query: { feed, limit: '100' }, lists: true })),
      { path: '/articles', query: { category: 'training', limit: '100' }, lists: true },
      { path: '/articles', query: { author: authorId, limit: '100' }, lists: true },
    ],
    'GET /api/v1/articles/:id': () => versions.map((id) => ({ path: `/articles/${id}`, lists: true })),
    'GET /api/v1/articles/:id/related': () => [{ path: `/articles/${siblingId}/related`, lists: true }],
    'GET /api/v1/magazine-issues/:id': () => [{ path: `/magazine-issues/${issueId}`, lists: true }],
    'GET /api/v1/banners': () => [{ path: '/banners', query: { slot: 'home' }, lists: true }],
    'GET /api/v1/search': (): Call[] => [
      { path: '/search', query: { q: openWord }, lists: true },
      { path: '/search', query: { q: openWord, type: 'article' }, lists: true },
      { path: '/search', query: { q: marker }, hides: true },
    ],
    'GET /api/v1/me/history': () => [{ path: '/me/history', query: { limit: '100' }, lists: true }],
    'GET /api/v1/me/likes': () => [{ path: '/me/likes', query: { limit: '100' }, lists: true }],
    'GET /api/v1/me/favourites': () => [{ path: '/me/favourites', query: { limit: '100' }, lists: true }],
    // a goods order's parcel (ticket and membership orders have none)
    'GET /api/v1/orders/:id/logistics': (c) => [{ path: `/orders/${c.owned!.kinds['orders']![2]!['id']}/logistics` }],
    'GET /api/v1/tickets': (c) => [{ path: '/tickets' }, { path: '/tickets', query: { orderId: c.owned!.fields['orderId']! } }],
    'GET /api/v1/tickets/history': (c) => [
      { path: '/tickets/history' },
      { path: '/tickets/history', query: { orderId: c.owned!.fields['orderId']! } },
    ],
  };

  const kindOf = (r: RouteInfo) => /\/((?:me\/)?[\w-]+)\/:\w+/.exec(r.path)?.[1] ?? '';

  /** The calls of a route for a caller, or why it cannot be filled. */
  function callsOf(r: RouteInfo, c: Caller): Call[] | string {
    const key = `${r.method} ${r.path}`;
    const custom = CALLS[key];
    if (custom) return custom(c);
    if (!r.params.length) return [{ path: r.path.replace(/^\/api\/v1/, '') }];
    const values = kinds(c)[kindOf(r)];
    if (!values)
      return `no value for its parameters (kind "${kindOf(r)}"): add one to kinds() or CALLS, or list it in EXCLUDED with a reason`;
    return values.map((v) => ({ path: fillPath(r.path, v).replace(/^\/api\/v1/, '') }));
  }

  const mayUse = (r: RouteInfo, c: Caller) => r.isPublic || (c.loggedIn && (!r.roles.length || r.roles.some((x) => c.roles.includes(x))));

  it('answers every GET route, lists the article where it should, never carries the locked part', async () => {
    const table = routeTable(t.app);
    await assertMatchesOpenApi(t.url, table);
    const gets = table.filter((r) => r.method === 'GET');
    const stale = Object.keys(EXCLUDED).filter((k) => !gets.some((r) => `${r.method} ${r.path}` === k));
    expect({ excludedButGone: stale }).toEqual({ excludedButGone: [] });
    const started = Date.now();
    const problems: string[] = [];
    const log: string[] = [];
    let requests = 0;
    const leakIn = (text: string) => text.includes(marker);
    for (const [k, v] of Object.entries(interactions)) if (leakIn(v)) problems.push(`${k}: carries the locked part`);
    for (const r of gets) {
      const key = `${r.method} ${r.path}`;
      if (EXCLUDED[key]) continue;
      for (const c of callers) {
        const allowed = mayUse(r, c);
        const calls = allowed
          ? callsOf(r, c)
          : [{ path: fillPath(r.path, Object.fromEntries(r.params.map((p) => [p, versions[0]!]))).replace(/^\/api\/v1/, '') }];
        if (typeof calls === 'string') {
          problems.push(`${key} as ${c.name}: ${calls}`);
          continue;
        }
        for (const call of calls) {
          const url = call.path + (call.query ? `?${new URLSearchParams(call.query)}` : '');
          for (const language of LANGUAGES) {
            requests++;
            const p = await send(c.client, 'GET', url, undefined, { language });
            const at = `${c.name} ${language} GET ${url}`;
            log.push(`${at} → ${p.status}/${typeof p.json?.code === 'number' ? p.json.code : '-'}`);
            const why = violation(p);
            if (why) problems.push(`${at}: ${why}`);
            if (leakIn(p.text)) problems.push(`${at}: carries the locked part`);
            if (!allowed) {
              const expected = c.loggedIn ? 403 : 401;
              if (p.status !== expected) problems.push(`${at}: answered ${p.status}, not ${expected} (the caller may not use it)`);
              continue;
            }
            if (p.status >= 400 || (p.json && p.json.code !== 1)) {
              problems.push(
                `${at}: answered ${p.status}/${String(p.json?.code)} "${String(p.json?.msg)}" — fill it in CALLS/kinds() or list it in EXCLUDED with a reason`,
              );
              continue;
            }
            const carries = versions.some((id) => p.text.includes(id));
            if (call.lists && !carries) problems.push(`${at}: does not list the article`);
            if (call.hides && carries) problems.push(`${at}: finds the article by words only its locked part has`);
          }
        }
      }
    }
    const seconds = (Date.now() - started) / 1000;
    const dir = join(__dirname, '..', '..', '.tmp');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'paywall-sweep.txt'),
      `${gets.length} GET routes, ${requests} requests in ${seconds.toFixed(1)} s\n${problems.join('\n')}\n${log.join('\n')}\n`,
    );
    expect(problems).toEqual([]);
    expect(gets.length).toBeGreaterThanOrEqual(80);
  }, 120_000);

  it('control: a VIP reads the whole body on the same route (so the marker check can fail)', async () => {
    const [vip] = await makeUsers(t, 1);
    await setVipUntil(t, vip!.id, new Date(Date.now() + 86_400_000));
    for (const id of versions) {
      const p = await send(vip!.client, 'GET', `/articles/${id}`, undefined, { language: 'en-us' });
      expect(p.text).toContain(marker);
    }
  });
});
