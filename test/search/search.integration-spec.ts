import { ApiClient } from '@test/setup/api';
import { startApp, type TestApp } from '@test/setup/harness';
import { t as translate } from '@server/common/i18n/i18n';
import { PgSearchEngine, RANK_CAP } from '@server/modules/search/engine/pg-search-engine';
import { SearchEngine } from '@server/modules/search/engine/search-engine';
import { doc, ids, index, search, searchQueueIdle } from './helpers';

/**
 * Search over the real engine (PostgreSQL tsvector, jieba, OpenCC) through GET /search: documents
 * enter the index as the sync job writes them (see indexing.integration-spec.ts for the queue).
 */
describe('search', () => {
  let t: TestApp;
  let guest: ApiClient;

  beforeAll(async () => {
    t = await startApp();
    guest = new ApiClient(t.url);
    await searchQueueIdle(t);
  });
  afterAll(() => t.close());

  it('finds Simplified text with a Traditional query and Traditional text with a Simplified one', async () => {
    const [hans] = await index(t, doc({ title: '潜水摄影入门', text: '第一次潜水摄影，先学会控制浮力。' }));
    const [hant] = await index(t, doc({ language: 'zh-hant', title: '珊瑚礁巡禮', text: '在蘭嶼的珊瑚礁旁，海龜慢慢游過。' }));
    expect(await ids(guest, '潛水攝影')).toContain(hans!.id);
    expect(await ids(guest, '潜水摄影')).toContain(hans!.id);
    expect(await ids(guest, '兰屿 海龟')).toContain(hant!.id);
    expect(await ids(guest, '蘭嶼')).toContain(hant!.id);
    expect(await ids(guest, '潛水攝影')).not.toContain(hant!.id);
  });

  it('finds a multi-character word where jieba cut the text differently (水下摄影 in 水下摄影师)', async () => {
    const [a] = await index(t, doc({ title: '人物', text: '她是一位水下摄影师，常年在红海工作。' }));
    const [b] = await index(t, doc({ title: '器材', text: '水下相机的外壳要定期保养。' }));
    const found = await ids(guest, '水下摄影');
    expect(found).toContain(a!.id);
    expect(found).not.toContain(b!.id);
    // and a long query word where the text holds only its inner words' spelling in a longer word
    const [reef] = await index(t, doc({ title: '大堡礁', text: '世界上最大的珊瑚礁群。' }));
    expect(await ids(guest, '珊瑚礁')).toContain(reef!.id);
  });

  it('stems English words: diving finds dive and dives', async () => {
    const [a] = await index(
      t,
      doc({ language: 'en-us', title: 'A night dive', text: 'We dive after sunset; the reef dives into the blue.' }),
    );
    const [b] = await index(t, doc({ language: 'en-us', title: 'Camera housings', text: 'Seals, ports and o-rings.' }));
    const found = await search(guest, 'Diving');
    expect(found.items.map((h) => h.id)).toContain(a!.id);
    expect(found.items.map((h) => h.id)).not.toContain(b!.id);
    const hit = found.items.find((h) => h.id === a!.id)!;
    expect(hit.snippet).toContain('<mark>dive</mark>');
  });

  it('escapes everything in snippets but the marks', async () => {
    const [a] = await index(t, doc({ title: 'x', text: '<img src=x onerror=alert(1)> 蝠鲼 & "manta" <b>night</b>' }));
    const hit = (await search(guest, '蝠鲼')).items.find((h) => h.id === a!.id)!;
    expect(hit.snippet).toBe('&lt;img src=x onerror=alert(1)&gt; <mark>蝠鲼</mark> &amp; &quot;manta&quot; &lt;b&gt;night&lt;/b&gt;');
    expect(hit.snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  it('filters by type and answers the paging envelope', async () => {
    const word = '鲸鲨巡游';
    const articles = await index(
      t,
      ...Array.from({ length: 5 }, (_, i) =>
        doc({ title: `${word} ${i}`, text: `鲸鲨 第${i}篇`, publishedAt: new Date(Date.now() - i * 86400_000) }),
      ),
    );
    const [show] = await index(
      t,
      doc({ kind: 'exhibition', language: 'zh-cn', title: `${word}展`, text: '展览', link: '/pages/exhibition/exhibition?id=x' }),
    );
    const all = await search(guest, word, { limit: 4 });
    expect(all).toMatchObject({ page: 1, limit: 4, total: 6, hasMore: true });
    expect(all.items).toHaveLength(4);
    const page2 = await search(guest, word, { limit: 4, page: 2 });
    expect(page2).toMatchObject({ page: 2, total: 6, hasMore: false });
    expect(new Set([...all.items, ...page2.items].map((h) => h.id)).size).toBe(6);
    const past = await search(guest, word, { limit: 4, page: 9 });
    expect(past).toMatchObject({ items: [], total: 6, hasMore: false });
    // a page far past the end (its offset beyond a 32-bit integer) is an empty page too, not a 500
    const far = await search(guest, word, { limit: 20, page: 999_999_999 });
    expect(far).toMatchObject({ items: [], total: 6, hasMore: false });

    const onlyShows = await search(guest, word, { type: 'exhibition' });
    expect(onlyShows.items.map((h) => [h.type, h.id])).toEqual([['exhibition', show!.id]]);
    const onlyArticles = await search(guest, word, { type: 'article' });
    expect(onlyArticles.total).toBe(5);
    // newest first among equal matches
    expect(onlyArticles.items.map((h) => h.id)).toEqual(articles.map((a) => a.id));
  });

  it('shows a thing indexed in several languages once, in the reader’s language', async () => {
    const id = '11111111-2222-3333-4444-555555555555';
    await index(
      t,
      doc({ kind: 'exhibition', id, language: 'zh-cn', title: '亚洲潜水展', text: '潜水装备 manta' }),
      doc({ kind: 'exhibition', id, language: 'en-us', title: 'Asia Dive Expo', text: 'Dive gear manta' }),
      doc({ kind: 'exhibition', id, language: 'zh-hant', title: '亞洲潛水展', text: '潛水裝備 manta' }),
    );
    const reader = new ApiClient(t.url);
    reader.language = 'en-us';
    const en = await search(reader, 'manta', { type: 'exhibition' });
    expect(en.items.filter((h) => h.id === id).map((h) => h.title)).toEqual(['Asia Dive Expo']);
    reader.language = 'zh-hant';
    expect((await search(reader, 'manta', { type: 'exhibition' })).items.find((h) => h.id === id)?.title).toBe('亞洲潛水展');
  });

  it('refuses an empty or too long query with a localised message, and a query of operators finds nothing', async () => {
    const empty = await guest.get('/search?q=%20');
    expect(empty.code).toBe(0);
    expect(empty.msg).toBe('请输入搜索内容');
    const long = await guest.get(`/search?q=${'鲨'.repeat(51)}`);
    expect(long.code).toBe(0);
    const ops = await search(guest, "!:*&|()'");
    expect(ops).toMatchObject({ items: [], total: 0 });
    // A kind no module provides (well-formed or not): code 0, the field error on `type`.
    for (const type of ['video', 'Video!']) {
      const bad = await guest.get(`/search?q=x&type=${encodeURIComponent(type)}`);
      expect(bad).toMatchObject({ code: 0, msg: translate('zh-cn', 'v.enum.invalid'), data: { errors: [{ field: 'type' }] } });
    }
  });

  it('ranks at most rankCap matched rows: a broad query is cut to them, a rarer one stays exact and title-first', async () => {
    const engine = t.app.get(SearchEngine, { strict: false }) as PgSearchEngine;
    expect(engine.rankCap).toBe(RANK_CAP);
    engine.rankCap = 5;
    try {
      const broad = Array.from({ length: 12 }, (_, i) =>
        doc({ language: 'en-us', title: `Log ${i}`, text: `A quillfish drifted past the wall, dive ${i}.` }),
      );
      await index(t, ...broad);
      const capped = await search(guest, 'quillfish', { limit: 20 });
      expect(capped.total).toBe(5); // the count among the ranked rows, not all 12
      expect(capped.items).toHaveLength(5);
      expect(capped.items.every((h) => broad.some((d) => d.id === h.id))).toBe(true);

      const rare = [
        doc({ language: 'en-us', title: 'Night notes', text: 'A glasswing passed the boat.' }),
        doc({ language: 'en-us', title: 'The glasswing', text: 'Seen once at dusk.' }),
        doc({ language: 'en-us', title: 'Gear', text: 'No glasswing today.' }),
      ];
      await index(t, ...rare);
      const exact = await search(guest, 'glasswing');
      expect(exact.total).toBe(3);
      expect(exact.items[0]!.id).toBe(rare[1]!.id); // the title match ranks first
    } finally {
      engine.rankCap = RANK_CAP;
    }
  });
});
