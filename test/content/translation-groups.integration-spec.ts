import type { Paged } from '@contracts/api';
import type { Language } from '@contracts/language';
import type { ArticleListItem } from '@contracts/schemas/content';
import { ApiClient } from '@test/setup/api';
import { startApp, type TestApp } from '@test/setup/harness';
import { insertArticle, makeUsers, staff, until } from './helpers';

/**
 * Articles in the reader's language (issue #36): list items say which language the shown version
 * is in and whether it is the reader's; `myLanguage=1` keeps only the articles that have a version
 * in it; the reader's own lists (likes, favourites, history) count a translation group once.
 */
describe('content: the reader’s language in lists', () => {
  let t: TestApp;
  let authorId: string;
  let both: { zh: string; en: string };
  let zhOnly: string;
  let enOnly: string;
  let hantOnly: string;

  beforeAll(async () => {
    t = await startApp();
    authorId = (await staff(t, ['author'])).id;
    const zh = await insertArticle(t, { authorId, language: 'zh-cn', category: 'training', title: '中性浮力' });
    const en = await insertArticle(t, {
      authorId,
      language: 'en-us',
      category: 'training',
      title: 'Neutral buoyancy',
      translationGroupId: zh.translationGroupId,
    });
    both = { zh: zh.id, en: en.id };
    zhOnly = (await insertArticle(t, { authorId, language: 'zh-cn', category: 'training', title: '只有中文' })).id;
    enOnly = (await insertArticle(t, { authorId, language: 'en-us', category: 'training', title: 'English only' })).id;
    hantOnly = (await insertArticle(t, { authorId, language: 'zh-hant', category: 'training', title: '只有繁體' })).id;
  });
  afterAll(() => t.close());

  const feed = async (language: Language, query = '') => {
    const c = new ApiClient(t.url);
    c.language = language;
    const res = await c.get<Paged<ArticleListItem>>(`/articles?feed=latest&category=training${query || '&limit=50'}`);
    expect(res.code).toBe(1);
    return res.data;
  };
  const view = (p: Paged<ArticleListItem>) => new Map(p.items.map((i) => [i.id, [i.language, i.inReaderLanguage]]));

  it('marks each list item with its language and whether it is the reader’s', async () => {
    const en = view(await feed('en-us'));
    expect(en).toEqual(
      new Map([
        [both.en, ['en-us', true]],
        [zhOnly, ['zh-cn', false]],
        [enOnly, ['en-us', true]],
        [hantOnly, ['zh-hant', false]],
      ]),
    );
    const hant = view(await feed('zh-hant'));
    expect(hant.get(both.zh)).toEqual(['zh-cn', false]); // no Traditional version: zh-CN, marked
    expect(hant.get(hantOnly)).toEqual(['zh-hant', true]);
  });

  it('myLanguage=1 keeps only the articles with a version in the reader’s language, with totals', async () => {
    const en = await feed('en-us', '&myLanguage=1&limit=50');
    expect(en.items.map((i) => i.id).sort()).toEqual([both.en, enOnly].sort());
    expect(en.total).toBe(2);
    expect(en.items.every((i) => i.inReaderLanguage)).toBe(true);
    const zh = await feed('zh-cn', '&myLanguage=true');
    expect(zh.items.map((i) => i.id).sort()).toEqual([both.zh, zhOnly].sort());
    const hant = await feed('zh-hant', '&myLanguage=1');
    expect(hant.items.map((i) => i.id)).toEqual([hantOnly]);
    // past the last page: the total still counts only the reader's language
    const beyond = await feed('en-us', '&myLanguage=1&page=3&limit=1');
    expect(beyond).toMatchObject({ items: [], total: 2 });
    // off (0 or absent): everything
    expect((await feed('en-us', '&myLanguage=0')).total).toBe(4);
    // anything else: a field error, not a 500
    const bad = await new ApiClient(t.url).get('/articles?myLanguage=maybe');
    expect(bad.code).toBe(0);
  });

  it('counts a translation group once in likes, favourites and history', async () => {
    const [reader] = await makeUsers(t, 1);
    const c = reader!.client;
    for (const id of [both.zh, both.en, zhOnly]) {
      expect((await c.post(`/articles/${id}/like`)).code).toBe(1);
      expect((await c.post(`/articles/${id}/favourite`)).code).toBe(1);
      expect((await c.get(`/articles/${id}`)).code).toBe(1);
    }
    for (const list of ['likes', 'favourites', 'history']) {
      const page = await until(`${list} listed`, async () => {
        const r = await c.get<Paged<ArticleListItem>>(`/me/${list}`);
        return r.data.total === 2 && r.data;
      });
      // newest first; the group shows as the version touched last
      expect(page.items.map((i) => i.id)).toEqual([zhOnly, both.en]);
    }
  });
});
