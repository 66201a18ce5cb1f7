import { EventBus } from '@nestjs/cqrs';
import type { Language } from '@contracts/language';
import type { PopularSearch, SearchHistoryItem } from '@contracts/schemas/search';
import { SearchDocumentsChanged } from '@server/modules/search/events/search.events';
import { insertArticle } from '@test/content/factories';
import { ApiClient } from '@test/setup/api';
import { registerUser, userWithRoles } from '@test/setup/factories';
import { startApp, type TestApp } from '@test/setup/harness';
import { eventually, search, searchQueueIdle } from './helpers';

const SIMPLIFIED_ONLY = /[们蓝里潜鲼见与]/u;
const TRADITIONAL_ONLY = /[們藍裡潛鱝見與]/u;

/**
 * A translation group is one article to the reader (issue #36): search returns one hit per group,
 * in the reader's language (else zh-CN, English, Traditional, as the detail falls back), its title
 * and snippet from that one version; popular searches and history count 潜水 and 潛水 as one query,
 * shown in the reader's script.
 */
describe('search: one hit per translation group, in the reader’s script', () => {
  let t: TestApp;
  let authorId: string;
  const v: Record<Language, { id: string; title: string }> = {} as never;
  let pair: { zh: string; hant: string };

  const client = (language: Language) => {
    const c = new ApiClient(t.url);
    c.language = language;
    return c;
  };

  beforeAll(async () => {
    t = await startApp();
    await searchQueueIdle(t);
    authorId = (await userWithRoles(t, ['author'])).user.id;
    const texts: Record<Language, { title: string; body: string }> = {
      'zh-cn': { title: '蓝洞里的蝠鲼芭蕾', body: '<p>我们在……蓝洞里潜水，看见了蝠鲼与海龟。</p>' },
      'en-us': { title: 'Manta ballet in the blue hole', body: '<p>We dived in the blue hole… and saw mantas and turtles.</p>' },
      'zh-hant': { title: '藍洞裡的蝠鱝芭蕾', body: '<p>我們在……藍洞裡潛水，看見了蝠鱝與海龜。</p>' },
    };
    const first = await insertArticle(t, { authorId, language: 'zh-cn', title: texts['zh-cn'].title, body: texts['zh-cn'].body });
    v['zh-cn'] = { id: first.id, title: texts['zh-cn'].title };
    for (const language of ['en-us', 'zh-hant'] as const) {
      const a = await insertArticle(t, { authorId, language, ...texts[language], translationGroupId: first.translationGroupId });
      v[language] = { id: a.id, title: texts[language].title };
    }
    // A group without an English version: an English reader gets the zh-CN one.
    const zh = await insertArticle(t, { authorId, language: 'zh-cn', title: '潜水日志：蝠鲼', body: '<p>蝠鲼在清洁站盘旋。</p>' });
    const hant = await insertArticle(t, {
      authorId,
      language: 'zh-hant',
      title: '潛水日誌：蝠鱝',
      body: '<p>蝠鱝在清潔站盤旋。</p>',
      translationGroupId: zh.translationGroupId,
    });
    pair = { zh: zh.id, hant: hant.id };
    t.app
      .get(EventBus)
      .publish(new SearchDocumentsChanged({ kind: 'article', ids: [...Object.values(v).map((x) => x.id), zh.id, hant.id] }));
    await eventually(
      async () => (await search(client('zh-cn'), '蝠鲼')).total,
      (n) => n === 2,
    );
  });
  afterAll(() => t.close());

  const ours = (ids: string[]) => ids.filter((id) => [...Object.values(v).map((x) => x.id), pair.zh, pair.hant].includes(id));

  it.each([
    ['zh-cn', '潜水'],
    ['zh-cn', '潛水'],
    ['zh-hant', '潜水'],
    ['zh-hant', '潛水'],
    ['en-us', '潜水'],
  ] as const)('a %s reader searching %s gets each group once, in their language', async (language, q) => {
    const page = await search(client(language), q);
    expect(page.total).toBe(2);
    const hits = page.items.filter((h) => ours([h.id]).length);
    expect(hits).toHaveLength(2);
    const blueHole = hits.find((h) => Object.values(v).some((x) => x.id === h.id))!;
    expect(blueHole).toMatchObject({ id: v[language].id, title: v[language].title, link: `/pages/article/article?id=${v[language].id}` });
    const diary = hits.find((h) => h.id === pair.zh || h.id === pair.hant)!;
    expect(diary.id).toBe(language === 'zh-hant' ? pair.hant : pair.zh);
    // title and snippet from the same version, in one script
    for (const h of hits) {
      if (h.id === v['en-us'].id) {
        expect(h.snippet).toContain('blue hole');
        expect(h.snippet).not.toMatch(/\p{Script=Han}/u);
      } else if (language === 'zh-hant') {
        expect(`${h.title}${h.snippet}`).not.toMatch(SIMPLIFIED_ONLY);
        expect(h.snippet).toMatch(TRADITIONAL_ONLY);
      } else {
        expect(`${h.title}${h.snippet}`).not.toMatch(TRADITIONAL_ONLY);
        expect(h.snippet).toMatch(SIMPLIFIED_ONLY);
      }
    }
  });

  it('counts 潜水 and 潛水 as one popular search and one history entry, shown in the reader’s script', async () => {
    const popular = async (language: Language) => (await client(language).get<PopularSearch[]>('/search/popular')).data;
    const count = (list: PopularSearch[], q: string) => list.find((p) => p.query === q)?.count ?? 0;
    // the guests above (one address) searched both already: one searcher
    const before = { dive: count(await popular('zh-cn'), '潜水'), manta: count(await popular('zh-cn'), '蝠鲼') };
    const [a, b, c] = await Promise.all([registerUser(t), registerUser(t), registerUser(t)]);
    await search(a.client, '潜水');
    await search(b.client, '潛水');
    c.client.language = 'zh-hant';
    await search(c.client, '潛水');
    await search(a.client, '蝠鲼');
    await search(a.client, '潛水'); // the same reader, the other script: still one search of theirs

    const cn = await popular('zh-cn');
    expect(cn.filter((p) => p.query === '潜水' || p.query === '潛水')).toEqual([{ query: '潜水', count: before.dive + 3 }]);
    const hant = await popular('zh-hant');
    expect(hant.filter((p) => p.query === '潜水' || p.query === '潛水')).toEqual([{ query: '潛水', count: before.dive + 3 }]);
    expect(hant.filter((p) => p.query === '蝠鲼' || p.query === '蝠鱝')).toEqual([{ query: '蝠鱝', count: before.manta + 1 }]);

    const history = async (language: Language) => {
      a.client.language = language;
      return (await a.client.get<SearchHistoryItem[]>('/me/search-history')).data.map((h) => h.query);
    };
    expect(await history('zh-cn')).toEqual(['潜水', '蝠鲼']);
    expect(await history('zh-hant')).toEqual(['潛水', '蝠鱝']);
  });
});
