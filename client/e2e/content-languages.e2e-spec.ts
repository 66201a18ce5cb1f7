/**
 * Articles in the reader's language in the browser (issue #36): in the English app, an article
 * without an English version carries a small language tag on its card; the feed's "only in my
 * language" toggle hides it, and the choice is remembered after a reload.
 */
import type { Page } from 'playwright-core';
import { paths } from '@client/config/paths';
import en from '@client/features/content/locales/en.json';
import { insertArticle } from '@test/content/factories';
import { userWithRoles } from '@test/setup/factories';
import { e2eTest, startE2e, waitUntil, type E2eApp } from './support';
import { seriousViolations } from './axe';

describe('articles in the reader’s language (issue #36)', () => {
  let e2e: E2eApp;
  let current: Page | undefined;

  beforeAll(async () => {
    e2e = await startE2e();
  }, 60_000);

  afterAll(async () => {
    await e2e?.close();
  });

  e2eTest(
    'an English reader sees Chinese-only articles tagged, hides them with the toggle, and the choice is kept',
    () => current,
    async () => {
      const author = await userWithRoles(e2e.app, ['author']);
      const stamp = Date.now();
      const zh = await insertArticle(e2e.app, {
        authorId: author.user.id,
        language: 'zh-cn',
        title: `只有中文的文章 ${stamp}`,
        category: 'news',
      });
      const both = await insertArticle(e2e.app, {
        authorId: author.user.id,
        language: 'zh-cn',
        title: `两种语言 ${stamp}`,
        category: 'news',
      });
      const bothEn = await insertArticle(e2e.app, {
        authorId: author.user.id,
        language: 'en-us',
        title: `Two languages ${stamp}`,
        category: 'news',
        translationGroupId: both.translationGroupId,
      });

      const page = await e2e.newPage();
      current = page;
      await page.addInitScript(() => localStorage.setItem('LANGUAGE_TYPE', 'en'));
      await page.goto(e2e.h5(`${paths.tabArticles}?feed=latest&category=news`));
      const card = (id: string) => page.getByTestId('feed').locator(`[data-article-id="${id}"]`);
      await card(zh.id).waitFor();
      await card(bothEn.id).waitFor();
      expect(await card(both.id).count()).toBe(0); // the group shows once, in English
      expect(await card(zh.id).getByTestId('article-card-language').innerText()).toBe(en.content.language['zh-cn']);
      expect(await card(bothEn.id).getByTestId('article-card-language').count()).toBe(0);
      for (const width of [320, 390]) {
        await page.setViewportSize({ width, height: 760 });
        expect(await seriousViolations(page, `feed with language tags at ${width} px`)).toEqual([]);
      }

      const toggle = page.getByTestId('feed-my-language');
      expect(await toggle.isChecked()).toBe(false);
      await page.getByText(en.content.feed.myLanguageOnly).click();
      await waitUntil(async () => (await card(zh.id).count()) === 0, 'the Chinese-only article hidden');
      await card(bothEn.id).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('reefline.content.myLanguageOnly'))).toBe('1');

      await page.reload();
      await card(bothEn.id).waitFor();
      expect(await page.getByTestId('feed-my-language').isChecked()).toBe(true);
      expect(await card(zh.id).count()).toBe(0);

      await page.getByTestId('feed-my-language').uncheck();
      await card(zh.id).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('reefline.content.myLanguageOnly'))).toBeNull();
    },
  );
});
