import type { Paged } from '@contracts/api';
import type { ArticleDetail, ArticleListItem } from '@contracts/schemas/content';
import type { UnlockResult } from '@contracts/schemas/membership';
import { startApp, type TestApp } from '@test/setup/harness';
import { insertArticle, makeUsers, staff, until } from '../content/helpers';
import { giveCredits, ledgerCheck } from './helpers';

/**
 * A translation group is one article to the reader (issue #36): one credit opens every language
 * version, a second version's unlock charges nothing, two versions unlocked at once take one credit,
 * and the reader's unlocked list shows the group once, in their language.
 */
describe('membership: an unlock opens every version of a translation group', () => {
  let t: TestApp;
  let authorId: string;

  beforeAll(async () => {
    t = await startApp();
    authorId = (await staff(t, ['author'])).id;
  });
  afterAll(() => t.close());

  /** Three locked versions of one article (zh-cn first: its id is the group's), and another article. */
  const group = async () => {
    const zh = await insertArticle(t, { authorId, locked: true, previewLength: 50, language: 'zh-cn', title: '告别背散射' });
    const [en, hant] = await Promise.all(
      (['en-us', 'zh-hant'] as const).map(
        async (language) =>
          (await insertArticle(t, { authorId, locked: true, previewLength: 50, language, translationGroupId: zh.translationGroupId })).id,
      ),
    );
    const other = (await insertArticle(t, { authorId, locked: true, previewLength: 50 })).id;
    return { zh: zh.id, en: en!, hant: hant!, other };
  };

  it('one credit, spent on the zh-CN version, opens the English and Traditional ones', async () => {
    const a = await group();
    const [reader] = await makeUsers(t, 1);
    await giveCredits(t, reader!.id, 2);
    const before = await reader!.client.get<ArticleDetail>(`/articles/${a.en}`);
    expect(before.data).toMatchObject({ locked: true, unlock: { by: 'credit', remainingCredits: 2 } });
    expect(before.data.body).toBeUndefined();

    const spent = await reader!.client.post<UnlockResult>(`/articles/${a.zh}/unlock`);
    expect(spent).toMatchObject({ code: 1, data: { articleId: a.zh, charged: true, remainingCredits: 1 } });

    for (const [id, language] of [
      [a.en, 'en-us'],
      [a.hant, 'zh-hant'],
      [a.zh, 'zh-cn'],
    ] as const) {
      reader!.client.language = language;
      const read = await until(`the ${language} version in full`, async () => {
        const r = await reader!.client.get<ArticleDetail>(`/articles/${id}`);
        return r.data.body !== undefined && r.data;
      });
      expect(read).toMatchObject({ id, locked: false });
      expect(read.unlock).toBeUndefined();
    }
    // The other article is still locked, with the credit left.
    const other = await reader!.client.get<ArticleDetail>(`/articles/${a.other}`);
    expect(other.data).toMatchObject({ locked: true, unlock: { by: 'credit', remainingCredits: 1 } });

    // Unlocking another version charges nothing.
    const again = await reader!.client.post<UnlockResult>(`/articles/${a.hant}/unlock`);
    expect(again).toMatchObject({ code: 1, data: { articleId: a.hant, charged: false, remainingCredits: 1 } });

    // The lists show the group unlocked (not locked) and once.
    reader!.client.language = 'en-us';
    const mine = await reader!.client.get<Paged<ArticleListItem>>('/me/unlocked-articles');
    expect(mine.data.total).toBe(1);
    expect(mine.data.items.map((i) => [i.id, i.language, i.locked, i.inReaderLanguage])).toEqual([[a.en, 'en-us', false, true]]);

    const c = await ledgerCheck(t, reader!.id);
    expect(c.state).toEqual(c.ledger);
    expect(c).toMatchObject({ state: { credits: 1, cumulative: 1 }, unlocks: 1 });
  });

  it('two versions unlocked at the same time take one credit', async () => {
    const a = await group();
    const [reader] = await makeUsers(t, 1);
    await giveCredits(t, reader!.id, 3);
    const answers = await Promise.all([a.zh, a.en, a.hant, a.en].map((id) => reader!.client.post<UnlockResult>(`/articles/${id}/unlock`)));
    expect(answers.map((r) => r.code)).toEqual([1, 1, 1, 1]);
    expect(answers.filter((r) => r.data.charged)).toHaveLength(1);
    const c = await ledgerCheck(t, reader!.id);
    expect(c.state).toEqual(c.ledger);
    expect(c).toMatchObject({ state: { credits: 2, cumulative: 1 }, unlocks: 1 });
  });
});
