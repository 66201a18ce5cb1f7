import type { Paged } from '@contracts/api';
import type { AdminArticle, ArticleDetail, ArticleListItem, MyArticle } from '@contracts/schemas/content';
import type { MessageDto } from '@contracts/schemas/messages';
import { ApiClient } from '@test/setup/api';
import { startApp, type TestApp } from '@test/setup/harness';
import { ids, makeUsers, staff, until } from './helpers';
import { checkedFetch } from '@test/setup/contract';

const SECRET = 'The locked sentence about the secret dive site behind the reef.';
const draftBody = (over: Record<string, unknown> = {}) => ({
  title: 'Night dive at Anilao',
  summary: 'Blackwater and critters',
  cover: '/uploads/test/anilao.jpg',
  body: `<p>Free opening paragraph of the night dive.</p><p>${SECRET}</p>`,
  category: 'photography',
  tags: ['anilao', 'night'],
  language: 'en-us',
  locked: true,
  previewLength: 50,
  ...over,
});

describe('content: authoring, review, paywall, notices', () => {
  let t: TestApp;
  let author: { client: ApiClient; id: string };
  let other: { client: ApiClient; id: string };
  let admin: { client: ApiClient; id: string };

  beforeAll(async () => {
    t = await startApp();
    [author, other, admin] = [await staff(t, ['author']), await staff(t, ['author']), await staff(t, ['admin'])];
  });
  afterAll(() => t.close());

  const write = async (over: Record<string, unknown> = {}, who = author) => {
    const res = await who.client.post<MyArticle>('/me/articles', draftBody(over));
    expect(res.code).toBe(1);
    return res.data;
  };
  const publish = async (id: string, who = author) => {
    expect((await who.client.post(`/me/articles/${id}/submit`)).code).toBe(1);
    const res = await admin.client.post<MyArticle>(`/admin/articles/${id}/review`, { decision: 'approve' });
    expect([res.code, res.data.status]).toEqual([1, 'published']);
    return res.data;
  };

  it('sanitises the body on write: no <script>, no event handlers, no javascript: URLs', async () => {
    const a = await write({
      locked: false,
      body: '<p onmouseover="steal()">Reef <a href="javascript:alert(1)">link</a><script>alert(document.cookie)</script></p><img src="x" onerror="alert(1)"><a href="https://reef.example">ok</a>',
    });
    expect(a.body).toBe('<p>Reef <a>link</a></p><a href="https://reef.example" rel="noopener">ok</a>');
    const patched = await author.client.patch<MyArticle>(`/me/articles/${a.id}`, {
      body: '<p>x<script>y</script><b onclick="z">b</b></p>',
    });
    expect(patched.data.body).toBe('<p>xb</p>');
    // A PATCH leaves what it does not send.
    expect([patched.data.title, patched.data.tags, patched.data.locked]).toEqual(['Night dive at Anilao', ['anilao', 'night'], false]);
  });

  it('never sends the locked part to a guest or a member: not in lists, not in the detail', async () => {
    const a = await write();
    await publish(a.id);
    const [member] = await makeUsers(t, 1);
    const guest = new ApiClient(t.url);
    for (const [who, by] of [
      [guest, 'login'],
      [member!.client, 'membership'],
    ] as const) {
      const raw = await checkedFetch(`${t.url}/api/v1/articles/${a.id}`, { headers: who.token ? { token: who.token } : {} }).then((r) =>
        r.text(),
      );
      expect(raw).not.toContain('secret dive site');
      const d = await who.get<ArticleDetail>(`/articles/${a.id}`);
      expect([d.data.locked, d.data.body, d.data.unlock]).toEqual([true, undefined, { by }]);
      expect(d.data.preview).toBe('<p>Free opening paragraph of the night dive.</p>');
      for (const path of [
        '/articles?feed=latest',
        '/articles?feed=recommended',
        '/articles?feed=popular',
        `/articles?author=${author.id}`,
      ]) {
        const list = await checkedFetch(`${t.url}/api/v1${path}`, { headers: who.token ? { token: who.token } : {} }).then((r) => r.text());
        expect(list).toContain(a.id);
        expect(list).not.toContain('secret dive site');
      }
    }
    // The author and admins read it all.
    for (const who of [author, admin]) {
      const d = await who.client.get<ArticleDetail>(`/articles/${a.id}`);
      expect([d.data.locked, d.data.body?.includes(SECRET)]).toEqual([false, true]);
    }
  });

  it('an author cannot see, edit, submit or withdraw another’s article (404); drafts are invisible to others', async () => {
    const a = await write();
    expect((await other.client.get(`/me/articles/${a.id}`)).code).toBe(404);
    expect((await other.client.patch(`/me/articles/${a.id}`, { title: 'Mine now' })).code).toBe(404);
    expect((await other.client.post(`/me/articles/${a.id}/submit`)).code).toBe(404);
    expect((await other.client.post(`/me/articles/${a.id}/withdraw`)).code).toBe(404);
    const [reader] = await makeUsers(t, 1);
    for (const c of [other.client, reader!.client, new ApiClient(t.url)]) {
      expect((await c.get(`/articles/${a.id}`)).code).toBe(404);
      expect((await c.get(`/articles/${a.id}/related`)).code).toBe(404);
    }
    expect((await author.client.get<ArticleDetail>(`/articles/${a.id}`)).code).toBe(1);
    // Readers cannot write at all.
    expect((await reader!.client.post('/me/articles', draftBody())).code).toBe(403);
    expect((await author.client.get<MyArticle>(`/me/articles/${a.id}`)).data.title).toBe('Night dive at Anilao');
  });

  it('only admins review; transitions are guarded and illegal ones refused with a message', async () => {
    const a = await write();
    expect((await author.client.post(`/admin/articles/${a.id}/review`, { decision: 'approve' })).code).toBe(403);
    expect((await author.client.get('/admin/articles')).code).toBe(403);
    // Not in review yet.
    const early = await admin.client.post(`/admin/articles/${a.id}/review`, { decision: 'approve' });
    expect([early.code, early.msg]).toEqual([0, '该文章不在待审核状态']);
    expect((await author.client.post(`/me/articles/${a.id}/submit`)).code).toBe(1);
    // In review: no edits.
    expect((await author.client.patch(`/me/articles/${a.id}`, { title: 'x' })).code).toBe(0);
    const queue = await admin.client.get<Paged<AdminArticle>>('/admin/articles');
    expect(ids(queue.data.items)).toContain(a.id);
    expect(queue.data.items.find((i) => i.id === a.id)!.author.id).toBe(author.id);
    // A rejection needs a reason.
    expect((await admin.client.post(`/admin/articles/${a.id}/review`, { decision: 'reject' })).code).toBe(0);
    // Two admins deciding at once: one wins.
    const both = await Promise.all([
      admin.client.post<MyArticle>(`/admin/articles/${a.id}/review`, { decision: 'reject', reason: 'Needs photos' }),
      admin.client.post<MyArticle>(`/admin/articles/${a.id}/review`, { decision: 'approve' }),
    ]);
    expect(both.map((r) => r.code).sort()).toEqual([0, 1]);
    expect((await author.client.post(`/me/articles/${a.id}/withdraw`)).code).toBe(both[1]!.code === 1 ? 1 : 0);
  });

  it('an admin sets and clears the editor’s pick of a published article only', async () => {
    const a = await write({ locked: false });
    const early = await admin.client.patch(`/admin/articles/${a.id}/pick`, { pick: true });
    expect([early.code, early.msg]).toEqual([0, '只有已发布的文章可以设为精选']);
    await publish(a.id);
    expect((await author.client.patch(`/admin/articles/${a.id}/pick`, { pick: true })).code).toBe(403);
    const on = await admin.client.patch<MyArticle>(`/admin/articles/${a.id}/pick`, { pick: true });
    expect([on.code, on.data.id, on.data.editorPick]).toEqual([1, a.id, true]);
    const off = await admin.client.patch<MyArticle>(`/admin/articles/${a.id}/pick`, { pick: false });
    expect([off.code, off.data.editorPick]).toEqual([1, false]);
  });

  it('a translation joins its original’s group: one version per language, only of one’s own article', async () => {
    const original = await write({ locked: false, language: 'zh-cn', title: '夜潜阿尼洛' });
    const en = await write({ locked: false, language: 'en-us', translationOf: original.id });
    expect(en.translationGroupId).toBe(original.translationGroupId);
    const twice = await author.client.post('/me/articles', draftBody({ language: 'en-us', translationOf: original.id }));
    expect([twice.code, twice.msg]).toEqual([0, '这篇文章已有该语言的版本']);
    const foreign = await other.client.post('/me/articles', draftBody({ language: 'zh-hant', translationOf: original.id }));
    expect(foreign.code).toBe(0);
    await publish(original.id);
    await publish(en.id);
    const d = await new ApiClient(t.url).get<ArticleDetail>(`/articles/${original.id}`);
    expect(d.data.translations).toEqual([{ id: en.id, language: 'en-us' }]);
  });

  it('withdrawn articles leave the feeds; the author’s article count follows publish and withdraw, one per piece as the list counts', async () => {
    const count = async () => (await new ApiClient(t.url).get<{ articles: number }>(`/authors/${author.id}`)).data.articles;
    const listed = async () => (await new ApiClient(t.url).get<Paged<ArticleListItem>>(`/articles?author=${author.id}&limit=1`)).data.total;
    const start = await count();
    const a = await write({ locked: false });
    await publish(a.id);
    expect(await count()).toBe(start + 1);
    // the same piece in another language is not another article
    const translated = await write({ locked: false, language: 'zh-hant', translationOf: a.id });
    await publish(translated.id);
    expect(await count()).toBe(start + 1);
    expect(await listed()).toBe(await count());
    expect((await author.client.post(`/me/articles/${translated.id}/withdraw`)).code).toBe(1);
    expect(await count()).toBe(start + 1); // its first language is still out
    const w = await author.client.post<MyArticle>(`/me/articles/${a.id}/withdraw`);
    expect([w.code, w.data.status]).toEqual([1, 'withdrawn']);
    expect(await count()).toBe(start);
    expect(await listed()).toBe(await count());
    const feed = await new ApiClient(t.url).get<Paged<ArticleListItem>>(`/articles?author=${author.id}&limit=100`);
    expect(ids(feed.data.items)).not.toContain(a.id);
    expect((await new ApiClient(t.url).get(`/articles/${a.id}`)).code).toBe(404);
    expect((await author.client.post(`/me/articles/${a.id}/withdraw`)).code).toBe(0);
  });

  it('the author gets a review message for each decision, followers a notice of the publication', async () => {
    const [follower] = await makeUsers(t, 1);
    expect((await follower!.client.post(`/authors/${other.id}/follow`)).code).toBe(1);
    const inbox = async (c: ApiClient) => (await c.get<Paged<MessageDto>>('/messages?limit=100')).data.items;

    const rejected = await write({ title: 'First try' }, other);
    expect((await other.client.post(`/me/articles/${rejected.id}/submit`)).code).toBe(1);
    expect((await admin.client.post(`/admin/articles/${rejected.id}/review`, { decision: 'reject', reason: 'Blurry cover' })).code).toBe(1);
    const no = await until('the rejection', async () => (await inbox(other.client)).find((m) => m.title === '文章审核未通过'));
    expect([no.category, no.body]).toEqual(['review', '您的文章《First try》未通过审核。审核员留言（原文）：“Blurry cover”']);

    const ok = await write({ title: 'Second try' }, other);
    await publish(ok.id, other);
    const yes = await until('the approval', async () => (await inbox(other.client)).find((m) => m.title === '文章审核通过'));
    expect([yes.category, yes.link]).toEqual(['review', `/pages/article/article?id=${ok.id}`]);
    const notice = await until('the follower notice', async () =>
      (await inbox(follower!.client)).find((m) => m.link === `/pages/article/article?id=${ok.id}`),
    );
    expect(notice.body).toContain('《Second try》');
    // The rejected one told no follower.
    expect((await inbox(follower!.client)).filter((m) => m.body.includes('First try'))).toEqual([]);
  });
});
