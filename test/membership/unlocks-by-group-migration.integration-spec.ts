import { DataSource } from 'typeorm';
import type { Paged } from '@contracts/api';
import type { ArticleDetail, ArticleListItem } from '@contracts/schemas/content';
import type { UnlockResult } from '@contracts/schemas/membership';
import { startApp, type TestApp } from '@test/setup/harness';
import { UnlocksByTranslationGroup1795913400000 as Migration } from '../../migrations/1795913400000-UnlocksByTranslationGroup';
import { insertArticle, makeUsers, staff, until } from '../content/helpers';
import { giveCredits, ledgerCheck } from './helpers';

/**
 * The migration that keys unlocks by translation group (issue #36): the rows written under the old
 * key (one per language version) stay entitlements — nothing lost, and every other version of them
 * opens with no charge; a reader who had paid for two versions of one article gets the second credit
 * back; state and ledger keep agreeing.
 */
describe('migration: unlocks by translation group (issue #36)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  const run = async (step: 'up' | 'down') => {
    const q = t.app.get(DataSource).createQueryRunner();
    try {
      await new Migration()[step](q);
    } finally {
      await q.release();
    }
  };

  it('keeps old unlocks, opens their other versions free, gives back a credit paid twice for one group', async () => {
    const ds = t.app.get(DataSource);
    const authorId = (await staff(t, ['author'])).id;
    const zh = await insertArticle(t, { authorId, locked: true, previewLength: 50, language: 'zh-cn' });
    const en = (
      await insertArticle(t, { authorId, locked: true, previewLength: 50, language: 'en-us', translationGroupId: zh.translationGroupId })
    ).id;
    const hant = (
      await insertArticle(t, { authorId, locked: true, previewLength: 50, language: 'zh-hant', translationGroupId: zh.translationGroupId })
    ).id;
    const single = (await insertArticle(t, { authorId, locked: true, previewLength: 50 })).id;
    const [twice, once] = await makeUsers(t, 2);

    // The old schema, and what the old statement wrote: `twice` paid for zh and en of one group and
    // for `single`; `once` paid for the en version only.
    await run('down');
    const spend = async (userId: string, articleId: string, at: string) => {
      await ds.query(`INSERT INTO article_unlocks (user_id, article_id, charged, created_at) VALUES ($1, $2, true, $3)`, [
        userId,
        articleId,
        at,
      ]);
      await ds.query(`INSERT INTO membership_ledger (user_id, kind, key, credits, article_id) VALUES ($1, 'spend', $2, -1, $3)`, [
        userId,
        `spend:${userId}:${articleId}`,
        articleId,
      ]);
      await ds.query(
        `UPDATE memberships SET remaining_credits = remaining_credits - 1, cumulative_articles = cumulative_articles + 1 WHERE user_id = $1`,
        [userId],
      );
    };
    await giveCredits(t, twice!.id, 4);
    await giveCredits(t, once!.id, 1);
    await spend(twice!.id, zh.id, '2026-11-01T00:00:00Z');
    await spend(twice!.id, en, '2026-11-02T00:00:00Z');
    await spend(twice!.id, single, '2026-11-03T00:00:00Z');
    await spend(once!.id, en, '2026-11-04T00:00:00Z');
    for (const u of [twice!, once!]) expect((await ledgerCheck(t, u.id)).state).toEqual((await ledgerCheck(t, u.id)).ledger);

    await run('up');

    const left = await ds.query(
      `SELECT user_id, group_id, article_id, charged FROM article_unlocks WHERE user_id = ANY($1) ORDER BY created_at`,
      [[twice!.id, once!.id]],
    );
    const singleGroup = (await ds.query(`SELECT translation_group_id AS g FROM articles WHERE id = $1`, [single]))[0].g;
    expect(left).toEqual([
      { user_id: twice!.id, group_id: zh.translationGroupId, article_id: zh.id, charged: true },
      { user_id: twice!.id, group_id: singleGroup, article_id: single, charged: true },
      { user_id: once!.id, group_id: zh.translationGroupId, article_id: en, charged: true },
    ]);
    const a = await ledgerCheck(t, twice!.id);
    expect(a.state).toEqual(a.ledger);
    expect(a.state).toMatchObject({ credits: 2, cumulative: 3 }); // 4 − 3 spent + 1 returned
    const b = await ledgerCheck(t, once!.id);
    expect(b.state).toEqual(b.ledger);
    expect(b.state).toMatchObject({ credits: 0, cumulative: 1 });

    // Every version of the old unlocks reads in full, and unlocking one charges nothing.
    for (const [u, id] of [
      [once!, hant],
      [once!, zh.id],
      [twice!, hant],
      [twice!, single],
    ] as const) {
      await until(`${id} in full`, async () => (await u.client.get<ArticleDetail>(`/articles/${id}`)).data.body !== undefined);
    }
    const free = await once!.client.post<UnlockResult>(`/articles/${hant}/unlock`);
    expect(free).toMatchObject({ code: 1, data: { charged: false, remainingCredits: 0 } });
    const listed = await twice!.client.get<Paged<ArticleListItem>>('/me/unlocked-articles');
    expect(listed.data.items.map((i) => i.id).sort()).toEqual([zh.id, single].sort());
  });
});
