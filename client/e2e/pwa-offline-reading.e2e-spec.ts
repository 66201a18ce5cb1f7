/**
 * Issue #35, offline reading (docs/decisions/0133-offline-reading.md): "Download" keeps an article
 * the reader may read, with its pictures, in the session's saved cache; the last articles read are
 * kept too; offline (the browser context's offline mode) a reload reads them with their pictures,
 * and an article not kept says it needs a connection; the "Downloaded" list shows them with their
 * size and removes them; logout deletes them; a like made offline is sent once back online and the
 * server counts one.
 */
import type { Page } from 'playwright-core';
import type { ArticleDetail } from '@contracts/schemas/content';
import type { UploadDto } from '@contracts/api';
import { paths } from '@client/config/paths';
import authZhCN from '@client/features/auth/locales/zh-CN.json';
import contentZhCN from '@client/features/content/locales/zh-CN.json';
import shellZhCN from '@client/locales/zh-CN.json';
import { insertArticle } from '@test/content/factories';
import type { ApiClient } from '@test/setup/api';
import { registerUser, userWithRoles } from '@test/setup/factories';
import { seriousViolations } from './axe';
import { png } from './content';
import { e2eTest, loginThroughUi, screenshot, sessionToken, startE2e, waitForRoute, waitForText, waitUntil, type E2eApp } from './support';

const z = contentZhCN.content;
/** A text within an element's text. */
const within = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

async function upload(client: ApiClient, colour: string): Promise<string> {
  const fd = new FormData();
  fd.append('file', new Blob([new Uint8Array(await png(640, 360, colour))], { type: 'image/png' }), 'p.png');
  const res = await client.request<UploadDto>('POST', '/uploads/images', fd);
  if (res.code !== 1) throw new Error(`upload refused: ${res.msg}`);
  return res.data.url;
}

const articleUrl = (e2e: E2eApp, id: string) => e2e.h5(`${paths.article}?id=${encodeURIComponent(id)}`);

/** The names of the session's saved-articles caches. */
const savedCaches = async (page: Page) => (await page.evaluate(() => caches.keys())).filter((n) => n.startsWith('reefline-saved-'));

/** The ids in the session's saved index (as the page stored it), downloaded ones marked `!`. */
async function savedIds(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names = (await caches.keys()).filter((n) => n.startsWith('reefline-saved-'));
    if (names.length !== 1) return [];
    const hit = await (await caches.open(names[0]!)).match('/h5/__saved__/index.json');
    const index = hit ? ((await hit.json()) as { entries: { id: string; explicit: boolean }[] }) : { entries: [] };
    return index.entries.map((e) => (e.explicit ? `!${e.id}` : e.id)).sort();
  });
}

/** The queue of likes made offline, as stored. */
async function queued(page: Page): Promise<unknown[]> {
  return page.evaluate(async () => {
    const names = (await caches.keys()).filter((n) => n.startsWith('reefline-saved-'));
    if (names.length !== 1) return [];
    const hit = await (await caches.open(names[0]!)).match('/h5/__saved__/interactions.json');
    return hit ? ((await hit.json()) as { items: unknown[] }).items : [];
  });
}

/** Every picture of the article (cover and body) has loaded, and how many there are. */
async function picturesLoaded(page: Page): Promise<number> {
  return page
    .getByTestId('article')
    .locator('img.article__cover, [data-testid="article-body"] img')
    .evaluateAll((imgs) => (imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0) ? imgs.length : -1));
}

describe('offline reading (issue #35)', () => {
  let e2e: E2eApp;
  let page: Page | undefined;
  let reader: Awaited<ReturnType<typeof registerUser>>;
  let other: Awaited<ReturnType<typeof registerUser>>;
  let kept: { id: string };
  let lastRead: { id: string };
  let unsaved: { id: string };
  let locked: { id: string };
  let author: Awaited<ReturnType<typeof userWithRoles>>;

  beforeAll(async () => {
    e2e = await startE2e();
    author = await userWithRoles(e2e.app, ['author']);
    const cover = await upload(author.client, '#0a5aa6');
    const inBody = await upload(author.client, '#ff3e05');
    kept = await insertArticle(e2e.app, {
      authorId: author.user.id,
      title: `离线读的珊瑚礁 ${Date.now()}`,
      cover,
      body: `<p>船上没有信号也能读。</p><p><img src="${inBody}" alt="鱼群"></p><p>最后一段。</p>`,
    });
    lastRead = await insertArticle(e2e.app, { authorId: author.user.id, title: `最近读过的沉船 ${Date.now()}`, cover: await upload(author.client, '#228833') });
    unsaved = await insertArticle(e2e.app, { authorId: author.user.id, title: `没有下载的海龟 ${Date.now()}`, cover });
    locked = await insertArticle(e2e.app, { authorId: author.user.id, title: `会员专享 ${Date.now()}`, locked: true, previewLength: 10 });
    reader = await registerUser(e2e.app);
    other = await registerUser(e2e.app);
  }, 90_000);

  afterAll(async () => {
    await e2e?.close();
  });

  e2eTest(
    'Download keeps an article with its pictures; offline, a reload reads it with its cover; an unsaved one needs a connection',
    () => page,
    async () => {
      page = await e2e.newPage();
      const p = page;
      // the Downloaded list, empty at first (it asks for a login)
      await p.goto(e2e.h5(paths.downloadedArticles));
      await loginThroughUi(p, reader.account, reader.password);
      await waitForRoute(p, paths.downloadedArticles);
      await waitForText(p.getByTestId('downloaded-empty'), within(z.downloaded.empty));
      await waitUntil(() => p.evaluate(() => !!navigator.serviceWorker.controller), 'the service worker to control the page', 20_000);

      // a locked article offers no Download and is not kept as read
      await p.goto(articleUrl(e2e, locked.id));
      await p.getByTestId('lock-prompt').waitFor();
      await p.getByTestId('article-like').waitFor();
      expect(await p.getByTestId('article-download').count()).toBe(0);

      await p.goto(articleUrl(e2e, kept.id));
      await p.getByTestId('article-body').waitFor();
      await waitUntil(async () => (await picturesLoaded(p)) === 2, 'the cover and the body picture online');
      await waitForText(p.getByTestId('article-download'), z.downloaded.download);
      await p.getByTestId('article-download').click();
      await waitUntil(async () => (await p.getByTestId('article-download').getAttribute('data-state')) === 'done', 'the article downloaded');
      expect(await savedIds(p)).toEqual([`!${kept.id}`]);
      expect(await savedCaches(p)).toHaveLength(1);
      // the very pictures the page shows (its phone-wide copies) are in the saved cache
      const shown = await p
        .getByTestId('article')
        .locator('img.article__cover, [data-testid="article-body"] img')
        .evaluateAll((imgs) => imgs.map((i) => new URL((i as HTMLImageElement).currentSrc).pathname));
      expect(shown).toHaveLength(2);
      const inSaved = await p.evaluate(async (urls) => {
        const name = (await caches.keys()).find((n) => n.startsWith('reefline-saved-'))!;
        const cache = await caches.open(name);
        return Promise.all(urls.map(async (u) => !!(await cache.match(u))));
      }, shown);
      expect(inSaved).toEqual([true, true]);
      expect(await seriousViolations(p, 'article with Download')).toEqual([]);

      // the pictures come from the saved copy, not from the pictures' cache (gone) nor the network
      await p.evaluate(() => caches.delete('reefline-pictures'));
      await p.context().setOffline(true);
      try {
        await p.reload();
        await waitForText(p.getByTestId('article-title'), /离线读的珊瑚礁/);
        await waitForText(p.getByTestId('offline-banner'), shellZhCN.offline.banner);
        await waitForText(p.getByTestId('article-body'), within('最后一段。'));
        await waitUntil(async () => (await picturesLoaded(p)) === 2, 'the cover and the body picture offline');

        // an article never opened: it says it needs a connection
        await p.goto(articleUrl(e2e, unsaved.id));
        await waitForText(p.getByTestId('article-offline'), within(z.offline.title));

        // the Downloaded list opens offline with the article and its size
        await p.goto(e2e.h5(paths.downloadedArticles));
        const row = p.getByTestId(`downloaded-${kept.id}`);
        await waitForText(row, /离线读的珊瑚礁/);
        await waitForText(row, within(z.downloaded.kept));
        expect(await row.getByTestId('downloaded-size').textContent()).toMatch(/^\d+(\.\d)?\s?(kB|MB)$/);
        await waitForText(p.getByTestId('downloaded-usage'), /\d/);
        expect(await seriousViolations(p, 'downloaded list')).toEqual([]);
        // at 320 and 390 px: nothing wider than the screen
        for (const width of [320, 390]) {
          await p.setViewportSize({ width, height: 740 });
          await screenshot(p, `downloaded-${width}`);
          expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        }
      } finally {
        await p.context().setOffline(false);
      }
    },
    120_000,
  );

  e2eTest(
    'the last article read is kept without Download and reads offline; Remove takes articles off the device',
    () => page,
    async () => {
      const p = page!;
      await p.goto(articleUrl(e2e, lastRead.id));
      await p.getByTestId('article-body').waitFor();
      await waitUntil(async () => (await savedIds(p)).includes(lastRead.id), 'the article read kept automatically');
      expect(await savedIds(p)).toEqual([`!${kept.id}`, lastRead.id].sort());

      await p.context().setOffline(true);
      try {
        await p.reload();
        await waitForText(p.getByTestId('article-title'), /最近读过的沉船/);
        await waitUntil(async () => (await picturesLoaded(p)) === 1, 'its cover offline');
        await p.goto(e2e.h5(paths.downloadedArticles));
        await waitForText(p.getByTestId(`downloaded-${lastRead.id}`), within(z.downloaded.auto));
      } finally {
        await p.context().setOffline(false);
      }

      // Remove, confirmed: the article and the pictures only it showed leave the device
      await p.getByTestId(`downloaded-remove-${lastRead.id}`).click();
      await p.locator('.adm-dialog').getByRole('button', { name: z.downloaded.remove, exact: true }).click();
      await waitUntil(async () => (await p.getByTestId(`downloaded-${lastRead.id}`).count()) === 0, 'the row to go');
      expect(await savedIds(p)).toEqual([`!${kept.id}`]);
      const answerLeft = await p.evaluate(async (id) => {
        const name = (await caches.keys()).find((n) => n.startsWith('reefline-saved-'))!;
        return !!(await (await caches.open(name)).match(`/api/v1/articles/${id}`));
      }, lastRead.id);
      expect(answerLeft).toBe(false);
    },
    90_000,
  );

  e2eTest(
    'a like made offline is queued, sent once back online, and the server counts one',
    () => page,
    async () => {
      const p = page!;
      await p.goto(articleUrl(e2e, kept.id));
      await p.getByTestId('article-body').waitFor();
      await waitForText(p.getByTestId('article-likes'), '0');

      await p.context().setOffline(true);
      try {
        await waitUntil(() => p.evaluate(() => !navigator.onLine), 'the page to be offline');
        await p.getByTestId('article-like').click();
        await waitForText(p.getByTestId('article-likes'), '1');
        await waitUntil(async () => (await queued(p)).length === 1, 'the like queued');
        expect(await queued(p)).toEqual([{ articleId: kept.id, kind: 'like', on: true }]);
        const server = await author.client.get<ArticleDetail>(`/articles/${kept.id}`);
        expect(server.data.likes).toBe(0);
      } finally {
        await p.context().setOffline(false);
      }

      await waitUntil(async () => (await queued(p)).length === 0, 'the queue sent back online', 20_000);
      const liked = await reader.client.get<ArticleDetail>(`/articles/${kept.id}`);
      expect(liked.data).toMatchObject({ liked: true, likes: 1 });
      // another start and another `online` event send nothing more
      await p.reload();
      await p.getByTestId('article-body').waitFor();
      await p.evaluate(() => window.dispatchEvent(new Event('online')));
      await waitForText(p.getByTestId('article-likes'), '1');
      expect((await author.client.get<ArticleDetail>(`/articles/${kept.id}`)).data.likes).toBe(1);
    },
    90_000,
  );

  e2eTest(
    'logout deletes the saved articles; another account on the phone has none',
    () => page,
    async () => {
      const p = page!;
      expect(await savedCaches(p)).toHaveLength(1);
      await p.goto(e2e.h5(paths.settings));
      await p.getByTestId('logout').click();
      await p.locator('.adm-dialog').getByRole('button', { name: authZhCN.settings.logout, exact: true }).click();
      await waitUntil(async () => (await sessionToken(p)) === null, 'the token to be cleared');
      await waitUntil(async () => (await savedCaches(p)).length === 0, 'the saved articles deleted at logout');

      await p.goto(e2e.h5(paths.downloadedArticles));
      await loginThroughUi(p, other.account, other.password);
      await waitForRoute(p, paths.downloadedArticles);
      await waitForText(p.getByTestId('downloaded-empty'), within(z.downloaded.empty));
      await p.context().setOffline(true);
      try {
        await p.goto(articleUrl(e2e, kept.id));
        await waitForText(p.getByTestId('article-offline'), within(z.offline.title));
      } finally {
        await p.context().setOffline(false);
      }
    },
    90_000,
  );
});
