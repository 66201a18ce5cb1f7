/**
 * Accessibility (axe-core, WCAG 2 A and AA) of the sign-in screens, of the logged-in settings
 * and edit-profile screens, of the reading screens (issue #21), and of the writing and admin
 * screens (issues #21, #22): no `critical` or `serious` violations.
 */
import type { Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import type { Role } from '@contracts/api';
import { paths } from '@client/config/paths';
import { insertArticle } from '@test/content/factories';
import { registerUser, userWithRoles } from '@test/setup/factories';
import { e2eTest, loginThroughUi, sessionToken, startE2e, waitForRoute, type E2eApp } from './support';
import { seriousViolations } from './axe';
import { insertIssue, insertMagazine } from './content';

describe('accessibility (axe, WCAG 2 A/AA)', () => {
  let e2e: E2eApp;
  let page: Page | undefined;

  const p = (): Page => {
    if (!page) throw new Error('no page');
    return page;
  };

  beforeAll(async () => {
    e2e = await startE2e();
    page = await e2e.newPage();
  }, 60_000);

  afterAll(async () => {
    await e2e?.close();
  });

  /** A new page logged in as a new user with these roles (kept as `page`, shot on failure). */
  async function staffPage(roles: Role[]): Promise<Page> {
    const staff = await userWithRoles(e2e.app, roles);
    page = await e2e.newPage();
    await page.goto(e2e.h5(paths.login));
    await loginThroughUi(page, staff.phone, 'reef2026');
    return page;
  }

  /** Opens each screen `[label, route, test id shown when ready]` in turn; axe's serious findings on all of them. */
  async function violationsOf(on: Page, screens: [string, string, string][]): Promise<string[]> {
    const found: string[] = [];
    for (const [label, route, ready] of screens) {
      await on.goto(e2e.h5(route));
      await waitForRoute(on, route.split('?')[0] ?? route);
      await on.getByTestId(ready).first().waitFor();
      found.push(...(await seriousViolations(on, label)));
    }
    return found;
  }

  e2eTest(
    'the login page',
    () => page,
    async () => {
      const page = p();
      await page.goto(e2e.h5(paths.login));
      await page.getByTestId('login-submit').waitFor();
      expect(await seriousViolations(page, 'login')).toEqual([]);
    },
  );

  e2eTest(
    'the register page',
    () => page,
    async () => {
      const page = p();
      await page.goto(e2e.h5(paths.register));
      await page.getByTestId('register-submit').waitFor();
      expect(await seriousViolations(page, 'register')).toEqual([]);
    },
  );

  e2eTest(
    'the settings page (logged in)',
    () => page,
    async () => {
      const page = p();
      const member = await registerUser(e2e.app);
      await page.goto(e2e.h5(paths.login));
      await loginThroughUi(page, member.account, member.password);
      await page.goto(e2e.h5(paths.settings));
      await waitForRoute(page, paths.settings);
      await page.getByTestId('logout').waitFor();
      expect(await seriousViolations(page, 'settings')).toEqual([]);
    },
  );

  e2eTest(
    'the edit-profile page (logged in)',
    () => page,
    async () => {
      const page = p();
      await page.goto(e2e.h5(paths.editProfile));
      await waitForRoute(page, paths.editProfile);
      await page.getByTestId('nickname-input').waitFor();
      await page.getByTestId('profile-save').waitFor();
      expect(await seriousViolations(page, 'edit-profile')).toEqual([]);
    },
  );

  e2eTest(
    'the reading screens: home, Articles tab, a locked article, its author, search, saved, viewed, downloaded, member centre, rules, purchased and magazines (logged in)',
    () => page,
    async () => {
      const page = p();
      const author = await userWithRoles(e2e.app, ['author']);
      const article = await insertArticle(e2e.app, {
        authorId: author.user.id,
        title: '蓝洞的光',
        body: `<p>${'蓝洞里的光从上方洒下来，像一束束丝线。'.repeat(20)}</p>`,
        locked: true,
        previewLength: 60,
        editorPick: true,
      });
      const ds = e2e.app.app.get(DataSource);
      const magazine = await insertMagazine(ds, '深蓝潜水');
      const issue = await insertIssue(ds, magazine, 'periodical', 7, '第 7 期');
      await page.goto(e2e.h5(paths.tabIndex));
      if (!(await sessionToken(page))) {
        const reader = await registerUser(e2e.app);
        await page.goto(e2e.h5(paths.login));
        await loginThroughUi(page, reader.account, reader.password);
      }
      const screens: [string, string, string][] = [
        ['home', paths.tabIndex, 'home-recommended'],
        ['articles tab', paths.tabArticles, 'feed'],
        ['article', `${paths.article}?id=${article.id}`, 'lock-prompt'],
        ['author', `${paths.author}?id=${author.user.id}`, 'author-articles'],
        ['search', paths.search, 'search-page'],
        ['saved', paths.savedArticles, 'saved-favourites-empty'],
        ['viewed', paths.viewedArticles, 'viewed'],
        ['downloaded', paths.downloadedArticles, 'downloaded-empty'],
        ['member centre', paths.memberCentre, 'plans-empty'],
        ['membership rules', paths.memberRules, 'rules-months'],
        ['purchased', paths.purchased, 'purchased-articles-empty'],
        ['magazines', paths.magazines, 'magazines-list'],
        ['magazine', `${paths.magazine}?id=${magazine}`, 'issues-periodical'],
        ['magazine issue', `${paths.magazinePeriodical}?id=${issue}`, 'issue-title'],
      ];
      expect(await violationsOf(page, screens)).toEqual([]);
    },
    90_000,
  );
  e2eTest(
    "the writing and admin screens: an author's studio and editor, the article review queue, banners, plans, the member ledger and the advertisers' review queues",
    () => page,
    async () => {
      const staff = await staffPage(['admin', 'author']);
      const reader = await registerUser(e2e.app);
      const screens: [string, string, string][] = [
        ['studio', paths.studio, 'studio-empty'],
        ['editor', paths.studioEditor, 'editor-submit'],
        ['article review', paths.adminArticles, 'admin-articles-empty'],
        ['banners', paths.adminBanners, 'banners-empty'],
        ['membership plans', paths.adminMembershipPlans, 'admin-plans-empty'],
        ['member ledger', `${paths.adminMembershipLedger}?user=${reader.user.id}`, 'adjust-form'],
        ['advertiser review', paths.adminAdvertisers, 'ad-admin-list-empty'],
        ['ad creatives', paths.adminAdCreatives, 'ad-creatives-list-empty'],
      ];
      expect(await violationsOf(staff, screens)).toEqual([]);
    },
    90_000,
  );

  e2eTest(
    'the staff screens: entry review, the contest editor, customer service, ad packages and the door check-in',
    () => page,
    async () => {
      const staff = await staffPage(['admin', 'customer_service', 'volunteer']);
      const screens: [string, string, string][] = [
        ['entry review', paths.reviewEntries, 'review-page'],
        ['contest editor', paths.contestEditor, 'contest-editor'],
        ['customer service', paths.csFeedback, 'cs-page'],
        ['ad packages', paths.adminAdPackages, 'ad-admin-packages-page'],
        ['check-in', paths.checkin, 'checkin-page'],
      ];
      expect(await violationsOf(staff, screens)).toEqual([]);
    },
    90_000,
  );
});
