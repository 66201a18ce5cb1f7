import { DataSource } from 'typeorm';
import type { UnlockResult } from '@contracts/schemas/membership';
import type { ArticleDetail } from '@contracts/schemas/content';
import { startApp, type TestApp } from '@test/setup/harness';
import { VipReadsAreNotUnlocks1795860000000 as Migration } from '../../migrations/1795860000000-VipReadsAreNotUnlocks';
import { insertArticle, makeUsers, until } from '../content/helpers';
import { giveCredits, ledgerCheck, setVipUntil } from './helpers';

const DAY = 86_400_000;

/**
 * The migration behind "only a credit unlocks for good": rows a VIP's unlock wrote before it
 * (`charged = false`, a zero-credit spend keyed `spend:<user>:<article>`) stop being entitlements,
 * credit unlocks stay, the ledger keeps agreeing with the state, and a credit can then be spent on
 * an article the reader had read as a VIP.
 */
describe('migration: VIP reads are not unlocks (issue #37)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it('removes the VIP-written unlocks, keeps the credit ones, and keeps state == ledger', async () => {
    const ds = t.app.get(DataSource);
    const [reader] = await makeUsers(t, 1);
    const id = reader!.id;
    const [author] = await makeUsers(t, 1);
    const [vipArticle, creditedArticle] = await Promise.all(
      [0, 1].map(async () => insertArticle(t, { authorId: author!.id, locked: true, previewLength: 50 })),
    );
    const [vipRead, credited] = [vipArticle!.id, creditedArticle!.id];
    await giveCredits(t, id, 2);
    // What the old statement wrote: a VIP unlock (uncharged row + zero spend) and a credit unlock.
    await ds.query(`UPDATE memberships SET cumulative_articles = 2, remaining_credits = 1 WHERE user_id = $1`, [id]);
    // (unlocks keyed by translation group since issue #36's migration, which runs after this one)
    await ds.query(`INSERT INTO article_unlocks (user_id, group_id, article_id, charged) VALUES ($1, $2, $3, false), ($1, $4, $5, true)`, [
      id,
      vipArticle!.translationGroupId,
      vipRead,
      creditedArticle!.translationGroupId,
      credited,
    ]);
    await ds.query(
      `INSERT INTO membership_ledger (user_id, kind, key, credits, article_id) VALUES ($1, 'spend', $2, 0, $3), ($1, 'spend', $4, -1, $5)`,
      [id, `spend:${id}:${vipRead}`, vipRead, `spend:${id}:${credited}`, credited],
    );
    expect((await ledgerCheck(t, id)).state).toEqual((await ledgerCheck(t, id)).ledger);

    const q = ds.createQueryRunner();
    try {
      await new Migration().up(q);
    } finally {
      await q.release();
    }
    const left = await ds.query(`SELECT article_id, charged FROM article_unlocks WHERE user_id = $1`, [id]);
    expect(left).toEqual([{ article_id: credited, charged: true }]);
    const c = await ledgerCheck(t, id);
    expect(c.state).toEqual(c.ledger);
    expect(c.state).toMatchObject({ credits: 1, cumulative: 2 });

    // The reader is no VIP: the credit unlock reads in full, the VIP read asks for a credit, and one can be spent on it.
    await until('the paywall to see the migrated rows', async () => {
      const r = await reader!.client.get<ArticleDetail>(`/articles/${vipRead}`);
      return r.data.body === undefined && r.data.unlock?.by === 'credit';
    });
    expect((await reader!.client.get<ArticleDetail>(`/articles/${credited}`)).data.body).toBeDefined();
    const spent = await reader!.client.post<UnlockResult>(`/articles/${vipRead}/unlock`);
    expect(spent).toMatchObject({ code: 1, data: { charged: true, remainingCredits: 0 } });
    expect((await ledgerCheck(t, id)).state).toMatchObject({ credits: 0, cumulative: 3 });
    // A VIP later reads without writing anything.
    await setVipUntil(t, id, new Date(Date.now() + DAY));
    const fresh = (await insertArticle(t, { authorId: author!.id, locked: true, previewLength: 50 })).id;
    const vipUnlock = await reader!.client.post<UnlockResult>(`/articles/${fresh}/unlock`);
    expect(vipUnlock).toMatchObject({ code: 1, data: { charged: false } });
    expect((await ds.query(`SELECT count(*)::int AS n FROM article_unlocks WHERE user_id = $1`, [id]))[0].n).toBe(2);
  });
});
