/**
 * The paywall's per-reader memory (EntitlementCache) across two instances of the app on one
 * database and Redis: what a reader did on one instance (an unlock, a grant) shows on the other at
 * once — through the invalidation channel, well inside the cache's 5 s lifetime — never after it.
 */
import type { ArticleDetail, ArticleListItem } from '@contracts/schemas/content';
import type { UnlockResult } from '@contracts/schemas/membership';
import type { Paged } from '@contracts/api';
import { ApiClient } from '@test/setup/api';
import { startApp, type TestApp } from '@test/setup/harness';
import { insertArticle, makeUsers, staff, until } from '../content/helpers';
import { ENTITLEMENT_TTL_MS } from '@server/modules/membership/services/entitlement-cache';
import { buyPlan, giveCredits, insertPlan } from './helpers';

/** Well inside the cache's lifetime: a change seen sooner than this came through the channel. */
const PROMPTLY_MS = ENTITLEMENT_TTL_MS / 3;

describe('membership: the paywall memory of two instances', () => {
  let a: TestApp;
  let b: TestApp;
  let authorId: string;

  beforeAll(async () => {
    a = await startApp();
    b = await startApp({}, a.env); // a second instance on the same database and Redis
    authorId = (await staff(a, ['author'])).id;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  /** The same reader's session on instance B. */
  const onB = async (client: ApiClient) => {
    const other = new ApiClient(b.url);
    other.token = client.token;
    await other.get('/me');
    return other;
  };

  it('an article unlocked on one instance reads in full on the other at once, in its detail and in a feed', async () => {
    const [reader] = await makeUsers(a, 1);
    await giveCredits(a, reader!.id, 2);
    const art = await insertArticle(a, { authorId, locked: true, previewLength: 40, editorPick: true });
    const other = await onB(reader!.client);

    // B learns (and keeps) that this reader has not unlocked it
    const before = await other.get<ArticleDetail>(`/articles/${art.id}`);
    expect(before.data.body).toBeUndefined();
    expect(before.data.unlock).toEqual({ by: 'credit', remainingCredits: 2 });

    const unlocked = await reader!.client.post<UnlockResult>(`/articles/${art.id}/unlock`);
    expect(unlocked.code).toBe(1);
    const spentAt = Date.now();

    const detail = await until(
      'the detail in full on the other instance',
      async () => {
        const r = await other.get<ArticleDetail>(`/articles/${art.id}`);
        return r.data.body !== undefined ? r.data : undefined;
      },
      PROMPTLY_MS,
    );
    expect(Date.now() - spentAt).toBeLessThan(PROMPTLY_MS);
    expect(detail.unlock).toBeUndefined();
    const feed = await other.get<Paged<ArticleListItem>>('/articles?feed=recommended&page=1&limit=50');
    expect(feed.data.items.find((i) => i.id === art.id)?.locked).toBe(false);
  });

  /** Polls the article on the other instance until it offers a credit unlock (within PROMPTLY_MS). */
  const creditOffer = (other: ApiClient, articleId: string) =>
    until(
      'the credit offer on the other instance',
      async () => {
        const r = await other.get<ArticleDetail>(`/articles/${articleId}`);
        return r.data.unlock?.by === 'credit' ? r.data.unlock : undefined;
      },
      PROMPTLY_MS,
    );

  it('credits granted on one instance are offered on the other at once', async () => {
    const [reader] = await makeUsers(a, 1);
    const art = await insertArticle(a, { authorId, locked: true, previewLength: 40 });
    const other = await onB(reader!.client);
    expect((await other.get<ArticleDetail>(`/articles/${art.id}`)).data.unlock).toEqual({ by: 'membership' });

    await giveCredits(a, reader!.id, 3); // the ledger forgets the reader on instance A, and says so
    const offer = await creditOffer(other, art.id);
    expect(offer).toEqual({ by: 'credit', remainingCredits: 3 });
  });

  it('article packs paid on one instance (the order’s own handler) are offered on the other at once', async () => {
    const readers = await makeUsers(a, 3);
    const art = await insertArticle(a, { authorId, locked: true, previewLength: 40 });
    const others = await Promise.all(readers.map((r) => onB(r.client)));
    // B learns (and keeps) that none of them has a credit
    for (const other of others) expect((await other.get<ArticleDetail>(`/articles/${art.id}`)).data.unlock).toEqual({ by: 'membership' });

    // Three packs paid at once on A: the payment's event reaches membership's order handler, which
    // writes the credits and forgets each reader on every instance (nothing here calls the cache).
    const pack = await insertPlan(a, 'credits', 2);
    await Promise.all(readers.map((r) => buyPlan(a, r.client, r.id, pack)));

    for (const other of others) {
      const offer = await creditOffer(other, art.id);
      expect(offer).toEqual({ by: 'credit', remainingCredits: 2 });
    }
  });
});
