/**
 * Reading (issue #21) in the browser against the real server: a guest reads a locked article's
 * preview, is asked to log in to follow its author, logs in, follows, likes and saves it and finds
 * it under "Saved and liked"; a search typed in Traditional Chinese finds a Simplified article; an
 * author writes an article with an image in the app's editor, an admin approves it in the app and
 * a follower's open app shows the notice live.
 */
import type { Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import type { Paged } from '@contracts/api';
import type { ArticleListItem, MyArticle } from '@contracts/schemas/content';
import type { SearchHit } from '@contracts/schemas/search';
import { paths } from '@client/config/paths';
import zhCN from '@client/features/content/locales/zh-CN.json';
import { insertArticle } from '@test/content/factories';
import { registerUser, userWithRoles } from '@test/setup/factories';
import {
  e2eTest,
  goInApp,
  loginThroughUi,
  sessionToken,
  startE2e,
  submit,
  waitForRoute,
  waitForText,
  waitForToast,
  waitUntil,
  type E2eApp,
} from './support';
import { insertIssue, insertMagazine, ok, png } from './content';

const z = zhCN.content;

describe('reading in the browser (issue #21)', () => {
  let e2e: E2eApp;
  const pages: Page[] = [];
  let current: Page | undefined;

  const open = async (): Promise<Page> => {
    const page = await e2e.newPage();
    pages.push(page);
    current = page;
    return page;
  };

  beforeAll(async () => {
    e2e = await startE2e();
  }, 60_000);

  afterAll(async () => {
    await e2e?.close();
  });

  e2eTest(
    'a guest reads a preview, logs in to follow the author, then follows, likes and saves the article',
    () => current,
    async () => {
      const author = await userWithRoles(e2e.app, ['author']);
      const reader = await registerUser(e2e.app);
      const secret = `锁定段落${Date.now()}`;
      const free = '珊瑚礁在清晨的光线里最安静，潜水员可以慢慢靠近，观察鱼群在礁石之间穿梭的样子。'.repeat(3);
      const article = await insertArticle(e2e.app, {
        authorId: author.user.id,
        title: `清晨的珊瑚礁 ${Date.now()}`,
        body: `<p>${free}</p><p>${'后面还有很多内容。'.repeat(30)}</p><p>${secret}</p>`,
        locked: true,
        previewLength: 60,
        editorPick: true,
        category: 'destinations',
      });

      const page = await open();
      await page.goto(e2e.h5(paths.tabIndex));
      const card = page.getByTestId('home-recommended').locator(`[data-article-id="${article.id}"] a`);
      await card.click();
      await waitForRoute(page, paths.article);
      await page.getByTestId('article-preview').waitFor();
      await waitUntil(
        async () => (await page.getByTestId('lock-prompt').getAttribute('data-unlock')) === 'login',
        'a lock prompt asking to log in',
      );
      await waitForText(page.getByTestId('lock-prompt-text'), z.lock.login);
      expect(await page.getByTestId('article-body').count()).toBe(0);
      // the locked part never reached the browser
      expect(await page.content()).not.toContain(secret);

      await page.getByTestId('article-author').click();
      await waitForRoute(page, paths.author);
      await page.getByTestId('author-hero').waitFor();
      await page.getByTestId('follow-button').click();
      const dialog = page.locator('.adm-dialog');
      await waitForText(dialog.locator('.adm-dialog-content'), z.login.follow);
      await dialog.getByRole('button', { name: z.login.go, exact: true }).click();
      await waitForRoute(page, paths.login);
      await loginThroughUi(page, reader.account, reader.password);
      await waitForRoute(page, paths.author);

      await submit(page, 'follow-button');
      await waitForText(page.getByTestId('follow-button'), z.author.following);
      await waitForText(page.getByTestId('author-followers-count'), '1');
      await page.getByTestId('author-followers-link').click();
      await waitForRoute(page, paths.authorFollowers);
      await page.getByTestId('followers-list').getByTestId('person-row').filter({ hasText: reader.user.nickname }).waitFor();

      await goInApp(page, `${paths.article}?id=${article.id}`);
      // logged in, the prompt now names what unlocks it for a member of the public: membership
      await waitUntil(
        async () => (await page.getByTestId('lock-prompt').getAttribute('data-unlock')) === 'membership',
        'a membership prompt',
      );
      await submit(page, 'article-like');
      await waitForText(page.getByTestId('article-likes'), '1');
      await submit(page, 'article-favourite');
      await waitForText(page.getByTestId('article-favourites'), '1');
      // the share sheet (the contest's) gives a member's link with their share code
      await page.getByTestId('article-share').click();
      await waitForText(page.getByTestId('share-link'), new RegExp(`${article.id}.*ref=|ref=.*${article.id}`));
      await page.locator('.adm-popup-close-icon').click();
      const me = reader.client;
      me.token = (await sessionToken(page)) ?? '';
      await waitUntil(
        async () => (await ok(me.get<Paged<ArticleListItem>>('/me/likes'))).items.some((a) => a.id === article.id),
        'the like on the server',
      );

      await goInApp(page, paths.tabProfile);
      await page.getByTestId('profile-entry-saved').click();
      await waitForRoute(page, paths.savedArticles);
      await page.getByTestId('saved-favourites').locator(`[data-article-id="${article.id}"]`).waitFor();
      await page.getByTestId('saved-tab-likes').click();
      await page.getByTestId('saved-likes').locator(`[data-article-id="${article.id}"]`).waitFor();

      // "Viewed" holds it until the reader clears the history
      await goInApp(page, paths.viewedArticles);
      await page.getByTestId('viewed').locator(`[data-article-id="${article.id}"]`).waitFor();
      await page.getByTestId('viewed-clear').click();
      await page.locator('.adm-dialog').getByRole('button', { name: z.viewed.clear, exact: true }).click();
      await waitForToast(page, z.viewed.cleared);
      await page.getByTestId('viewed-empty').waitFor();
      expect((await ok(me.get<Paged<ArticleListItem>>('/me/history'))).total).toBe(0);
    },
    90_000,
  );

  e2eTest(
    'a search typed in Traditional Chinese finds a Simplified article',
    () => current,
    async () => {
      // nothing searched yet on this site or device: the page says what the search covers
      const first = await open();
      await first.goto(e2e.h5(paths.search));
      await waitForText(first.getByTestId('search-tip'), /潛水/);
      await first.close();

      const author = await userWithRoles(e2e.app, ['author']);
      const admin = await userWithRoles(e2e.app, ['admin']);
      const draft = await ok(
        author.client.post<MyArticle>('/me/articles', {
          title: '水下摄影的光线与色彩',
          summary: '潜水摄影入门',
          cover: '/uploads/test/cover.jpg',
          body: '<p>在潜水摄影中，光线决定了照片的色彩。靠近拍摄对象，减少水体对颜色的吸收。</p>',
          category: 'photography',
          tags: ['摄影'],
          language: 'zh-cn',
        }),
      );
      await ok(author.client.post(`/me/articles/${draft.id}/submit`, {}));
      await ok(admin.client.post(`/admin/articles/${draft.id}/review`, { decision: 'approve' }));
      // indexing is queued: wait until the server finds it, then search as a reader would
      const guest = e2e.api;
      await waitUntil(
        async () =>
          (await ok(guest.get<Paged<SearchHit>>(`/search?q=${encodeURIComponent('潛水攝影')}`))).items.some((h) => h.id === draft.id),
        'the article in the search index',
        20_000,
      );

      const page = await open();
      await page.goto(e2e.h5(paths.search));
      await page.getByTestId('search-input').locator('input').fill('潛水攝影');
      await page.getByTestId('search-input').locator('input').press('Enter');
      const hit = page.locator(`[data-testid="search-hit"][data-hit-type="article"]`).filter({ hasText: '光线与色彩' });
      await hit.waitFor();
      expect(await hit.locator('mark').count()).toBeGreaterThan(0);
      await hit.locator('a').click();
      await waitForRoute(page, paths.article);
      await waitForText(page.getByTestId('article-title'), '水下摄影的光线与色彩');
      // a guest's keywords stay on the device
      await goInApp(page, paths.search);
      await waitForText(page.getByTestId('search-history'), /潛水攝影/);
      expect(await page.getByTestId('search-tip').count()).toBe(0);
    },
    90_000,
  );

  e2eTest(
    "an author writes an article with an image, an admin approves it in the app, a follower's inbox shows the notice live",
    () => current,
    async () => {
      const author = await userWithRoles(e2e.app, ['author']);
      const admin = await userWithRoles(e2e.app, ['admin']);
      const follower = await registerUser(e2e.app);
      await ok(follower.client.post(`/authors/${author.user.id}/follow`, {}));
      const title = `鲸鲨季 ${Date.now()}`;

      // the follower's app stays open on the profile tab
      const reader = await open();
      await reader.goto(e2e.h5(paths.login));
      await loginThroughUi(reader, follower.account, follower.password);
      await goInApp(reader, paths.tabProfile);
      await reader.getByTestId('profile-page').waitFor();
      await reader.evaluate(() => {
        (window as unknown as { __stillOpen?: boolean }).__stillOpen = true;
      });

      const writer = await open();
      await writer.goto(e2e.h5(paths.login));
      await loginThroughUi(writer, author.phone, 'reef2026');
      await goInApp(writer, paths.tabProfile);
      await writer.getByTestId('profile-entry-studio').click();
      await waitForRoute(writer, paths.studio);
      await writer.getByTestId('studio-new').click();
      await waitForRoute(writer, paths.studioEditor);
      await writer.getByTestId('editor-title').locator('input').fill(title);
      await writer
        .getByTestId('editor-cover-input')
        .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await png(320, 180, '#0a5aa6') });
      await writer.getByTestId('editor-cover-preview').waitFor();
      await writer.getByTestId('editor-body').click();
      await writer.keyboard.type('今年的鲸鲨比往年来得早，我们在清晨下水，遇到了三条。');
      await writer
        .getByTestId('editor-image-input')
        .setInputFiles({ name: 'shark.png', mimeType: 'image/png', buffer: await png(200, 120, '#12a0c6') });
      await writer.getByTestId('editor-body').locator('img').waitFor({ state: 'attached' });
      await waitUntil(async () => (await writer.getByTestId('editor-upload-progress').count()) === 0, 'the upload to finish');
      await submit(writer, 'editor-submit');
      await waitForToast(writer, z.editor.submitted);
      await waitForRoute(writer, paths.studio);
      const row = writer.getByTestId('studio-row').filter({ hasText: title });
      await waitUntil(
        async () => (await row.getByTestId('article-status').getAttribute('data-status')) === 'in_review',
        'the article in review',
      );

      const reviewer = await open();
      await reviewer.goto(e2e.h5(paths.login));
      await loginThroughUi(reviewer, admin.phone, 'reef2026');
      await goInApp(reviewer, paths.tabProfile);
      await reviewer.getByTestId('profile-entry-articleReview').click();
      await waitForRoute(reviewer, paths.adminArticles);
      await reviewer.getByTestId('admin-article-row').filter({ hasText: title }).getByTestId('admin-article-open').click();
      await reviewer.getByTestId('admin-review-body').locator('img').waitFor({ state: 'attached' });
      // the body's picture is asked for after the first screen, as its screen-wide copy, and shows
      await waitUntil(
        async () =>
          reviewer
            .getByTestId('admin-review-body')
            .locator('img')
            .evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
        'the article body’s picture loaded',
      );
      expect(await reviewer.getByTestId('admin-review-body').locator('img').getAttribute('src')).toMatch(
        /^\/uploads\/size\/w\d+\/images\//,
      );
      await submit(reviewer, 'admin-approve');
      await waitForToast(reviewer, z.admin.approved);

      // the follower's open app: the badge arrives over the socket, no reload
      await waitUntil(
        async () => (await reader.getByTestId('tab-profile-unread').count()) > 0,
        'the unread badge on the profile tab',
        20_000,
      );
      await reader.getByTestId('profile-entry-messages').click();
      await waitForRoute(reader, paths.messages);
      await reader.getByTestId('message-item').filter({ hasText: title }).first().waitFor();
      expect(await reader.evaluate(() => (window as unknown as { __stillOpen?: boolean }).__stillOpen)).toBe(true);

      // the author's list shows it published
      await writer.reload();
      await waitUntil(
        async () => (await row.getByTestId('article-status').getAttribute('data-status')) === 'published',
        'the article published',
      );

      // the author starts its English version from it: same translation group, a draft
      await row.getByTestId('studio-translate').click();
      await waitForRoute(writer, paths.studioEditor);
      await writer.getByTestId('editor-translating').waitFor();
      await writer.getByTestId('editor-title').locator('input').fill('Whale shark season');
      await submit(writer, 'editor-save');
      await waitForToast(writer, z.editor.saved);
      const mine = await ok(author.client.get<Paged<MyArticle>>('/me/articles'));
      const original = mine.items.find((a) => a.title === title);
      const translation = mine.items.find((a) => a.title === 'Whale shark season');
      expect(translation).toMatchObject({ status: 'draft', translationGroupId: original?.translationGroupId });
      expect(translation?.language).not.toBe(original?.language);
    },
    120_000,
  );

  e2eTest(
    'an admin sets a home banner in the app; home shows it first, loaded eagerly at high priority',
    () => current,
    async () => {
      const admin = await userWithRoles(e2e.app, ['admin']);
      const page = await open();
      await page.goto(e2e.h5(paths.login));
      await loginThroughUi(page, admin.phone, 'reef2026');
      await goInApp(page, paths.tabProfile);
      await page.getByTestId('profile-entry-banners').click();
      await waitForRoute(page, paths.adminBanners);
      await page.getByTestId('banners-empty').waitFor();
      await page.getByTestId('banner-new').click();
      const form = page.getByTestId('banner-form');
      await form
        .getByTestId('editor-cover-input')
        .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: await png(750, 320, '#08306b') });
      await form.getByTestId('editor-cover-preview').waitFor({ state: 'attached' });
      await form.locator('#banner-title-zh-cn').fill('鲸鲨季开始了');
      await form.locator('#banner-title-en-us').fill('Whale shark season');
      await form.locator('#banner-title-zh-hant').fill('鯨鯊季開始了');
      await form.locator('#banner-link').fill(paths.magazines);
      await submit(page, 'banner-save');
      await waitForToast(page, z.banners.saved);
      await page.getByTestId('banner-row').filter({ hasText: '鲸鲨季开始了' }).waitFor();

      await goInApp(page, paths.tabIndex);
      const first = page.locator('[data-to="/pages/magazine/list"] img').first();
      await first.waitFor({ state: 'attached' });
      expect(await first.getAttribute('fetchpriority')).toBe('high');
      expect(await first.getAttribute('loading')).toBe('eager');
      expect(await first.getAttribute('alt')).toBe('鲸鲨季开始了');
    },
  );

  e2eTest(
    "an article not in the reader's language says so and offers its other versions, the reader's own first",
    () => current,
    async () => {
      const author = await userWithRoles(e2e.app, ['author']);
      const en = await insertArticle(e2e.app, { authorId: author.user.id, language: 'en-us', title: 'Night dive at the house reef' });
      await insertArticle(e2e.app, {
        authorId: author.user.id,
        language: 'zh-hant',
        title: '家門口礁石的夜潛',
        translationGroupId: en.translationGroupId,
      });
      const page = await open();
      await page.goto(e2e.h5(`${paths.article}?id=${en.id}`));
      await waitForText(page.getByTestId('article-title'), 'Night dive at the house reef');
      await waitForText(page.getByTestId('language-fallback'), z.article.fallback.replace('{{language}}', z.language['en-us']));
      await page.getByTestId('translation-zh-hant').click();
      await waitForText(page.getByTestId('article-title'), '家門口礁石的夜潛');
      await page.getByTestId('translation-en-us').waitFor();

      // A link to the English version of an article that has one in the reader's language: no
      // "not yet available", but the reader's own version offered first.
      const shared = await insertArticle(e2e.app, { authorId: author.user.id, language: 'en-us', title: 'Kelp forest at dawn' });
      await insertArticle(e2e.app, {
        authorId: author.user.id,
        language: 'zh-cn',
        title: '黎明的海藻林',
        translationGroupId: shared.translationGroupId,
      });
      await page.goto(e2e.h5(`${paths.article}?id=${shared.id}`));
      await waitForText(page.getByTestId('article-title'), 'Kelp forest at dawn');
      await waitForText(page.getByTestId('language-other'), z.article.otherVersion.replace('{{language}}', z.language['en-us']));
      expect(await page.getByTestId('language-fallback').count()).toBe(0);
      expect(await page.getByTestId('translation-zh-cn').count()).toBe(0); // offered once, above
      await page.getByTestId('read-in-mine').click();
      await waitForText(page.getByTestId('article-title'), '黎明的海藻林');
    },
  );

  e2eTest(
    "magazines: the home shortcut, a magazine's issues and monthly editions, an issue's contents with lock badges",
    () => current,
    async () => {
      const mag = await insertMagazine(e2e.app.app.get(DataSource), '深蓝潜水');
      const issueId = await insertIssue(e2e.app.app.get(DataSource), mag, 'periodical', 7, '第 7 期');
      await insertIssue(e2e.app.app.get(DataSource), mag, 'monthly', 3, '月度合辑 3');
      const author = await userWithRoles(e2e.app, ['author']);
      const locked = await insertArticle(e2e.app, {
        authorId: author.user.id,
        title: '沉船里的光',
        issueId,
        locked: true,
        previewLength: 50,
      });
      const open1 = await insertArticle(e2e.app, { authorId: author.user.id, title: '潮汐表怎么读', issueId });

      const page = await open();
      await page.goto(e2e.h5(paths.tabIndex));
      await page.getByTestId('home-shortcut-magazines').click();
      await waitForRoute(page, paths.magazines);
      await page.getByTestId('magazine-row').filter({ hasText: '深蓝潜水' }).locator('a').click();
      await waitForRoute(page, paths.magazine);
      await page.getByTestId('issues-periodical').getByTestId('issue-card').first().waitFor();
      await page.getByTestId('issues-tab-monthly').click();
      await waitForText(page.getByTestId('issues-monthly').getByTestId('issue-card').first(), /月度合辑 3/);
      await page.getByTestId('issues-tab-periodical').click();
      await page.getByTestId('issues-periodical').getByTestId('issue-card').first().locator('a').click();
      await waitForRoute(page, paths.magazinePeriodical);
      const contents = page.getByTestId('issue-contents');
      await contents.locator(`[data-article-id="${locked.id}"] .article-card__lock`).waitFor();
      await contents.locator(`[data-article-id="${open1.id}"]`).waitFor();
      expect(await contents.locator(`[data-article-id="${open1.id}"] .article-card__lock`).count()).toBe(0);
    },
  );
});
