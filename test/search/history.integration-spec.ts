import type { PopularSearch, SearchHistoryItem } from '@contracts/schemas/search';
import { ApiClient } from '@test/setup/api';
import { registerUser } from '@test/setup/factories';
import { startApp, type TestApp } from '@test/setup/harness';
import { doc, index, search, searchQueueIdle } from './helpers';

/** Search history per reader (last 10, clearable) and popular searches (top 10 of 7 days, once per searcher a day). */
describe('search history and popular searches', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp();
    await searchQueueIdle(t);
    await index(
      t,
      ...['海龟', '鲸鲨', '蝠鲼', '海马', '章鱼', '小丑鱼', '魔鬼鱼', '海葵', '海蛞蝓', '石斑鱼', '砗磲', '海蛇'].map((w) =>
        doc({ title: w, text: `${w}的观察笔记` }),
      ),
    );
  });
  afterAll(() => t.close());

  const history = async (c: ApiClient) => (await c.get<SearchHistoryItem[]>('/me/search-history')).data;

  it('keeps a reader’s last 10 searches, newest first, a repeated one moved to the top', async () => {
    const { client } = await registerUser(t);
    const words = ['海龟', '鲸鲨', '蝠鲼', '海马', '章鱼', '小丑鱼', '魔鬼鱼', '海葵', '海蛞蝓', '石斑鱼', '砗磲', '海蛇'];
    for (const w of words) await search(client, w);
    await search(client, '没有结果的词');
    await search(client, '海马');
    const list = await history(client);
    expect(list.map((h) => h.query)).toEqual([
      '海马',
      '没有结果的词',
      '海蛇',
      '砗磲',
      '石斑鱼',
      '海蛞蝓',
      '海葵',
      '魔鬼鱼',
      '小丑鱼',
      '章鱼',
    ]);
    expect(Date.parse(list[0]!.searchedAt)).toBeGreaterThanOrEqual(Date.parse(list[1]!.searchedAt));
  });

  it('is per reader, concurrent searches keep at most 10, and clearing empties only mine', async () => {
    const me = (await registerUser(t)).client;
    const other = (await registerUser(t)).client;
    await search(other, '海龟');
    await Promise.all(Array.from({ length: 15 }, (_, i) => search(me, `鲸鲨 ${i}`)));
    const mine = await history(me);
    expect(mine.length).toBe(10);
    expect(mine.every((h) => h.query.startsWith('鲸鲨'))).toBe(true);
    const cleared = await me.delete<{ cleared: number }>('/me/search-history');
    expect(cleared.code).toBe(1);
    expect(cleared.data.cleared).toBeGreaterThanOrEqual(10);
    expect(await history(me)).toEqual([]);
    expect((await history(other)).map((h) => h.query)).toEqual(['海龟']);
  });

  it('keeps no history for guests and refuses the history routes to them', async () => {
    const guest = new ApiClient(t.url);
    await search(guest, '海龟');
    expect((await guest.get('/me/search-history')).code).not.toBe(1);
  });

  it('counts popular searches once per searcher a day, only when they found something', async () => {
    await index(t, doc({ title: '躄鱼', text: '躄鱼的伪装' }), doc({ title: '叶海龙', text: '叶海龙在海藻间' }));
    const readers = await Promise.all(Array.from({ length: 3 }, () => registerUser(t)));
    const guest = new ApiClient(t.url);
    // 躄鱼: 3 readers (one of them 5 times) + the guest = 4; 叶海龙: 2; a query without hits: none
    await Promise.all(readers.map((r) => search(r.client, '躄鱼')));
    await Promise.all(Array.from({ length: 4 }, () => search(readers[0]!.client, '躄鱼')));
    await search(guest, '躄鱼');
    await search(guest, ' 躄鱼 ');
    await Promise.all(readers.slice(0, 2).map((r) => search(r.client, '叶海龙')));
    await Promise.all(readers.map((r) => search(r.client, '完全找不到的东西')));
    const popular = (await guest.get<PopularSearch[]>('/search/popular')).data;
    const count = (q: string) => popular.find((p) => p.query === q)?.count;
    expect(count('躄鱼')).toBe(4);
    expect(count('叶海龙')).toBe(2);
    expect(count('完全找不到的东西')).toBeUndefined();
    expect(popular.length).toBeLessThanOrEqual(10);
    const order = popular.map((p) => p.count);
    expect(order).toEqual([...order].sort((a, b) => b - a));
  });
});
