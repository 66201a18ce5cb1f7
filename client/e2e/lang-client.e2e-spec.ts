/**
 * Issue #36, the reader's language everywhere: a guest chooses the language on the login page and
 * in the profile (the first choice restarts the app, SPEC §9), the device's language decides the
 * first one, and the screens that broke at 320 px fit in every language: the search kinds in one
 * row that scrolls sideways, the inbox's six tabs with their badges.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { paths } from '@client/config/paths';
import authEn from '@client/features/auth/locales/en.json';
import authZhCN from '@client/features/auth/locales/zh-CN.json';
import authZhHant from '@client/features/auth/locales/zh-Hant.json';
import shellZhHant from '@client/locales/zh-Hant.json';
import { registerUser } from '@test/setup/factories';
import { seriousViolations } from './axe';
import { e2eTest, goInApp, loginThroughUi, startE2e, waitForText, waitUntil, type E2eApp } from './support';

/** A mark on the page's window: gone after a reload, kept by an in-place switch. */
const mark = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
const storedLanguage = (page: Page) => page.evaluate(() => window.localStorage.getItem('LANGUAGE_TYPE'));
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
/** How far the page is wider than the screen (0: no sideways scrolling). */
const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('the language for everyone, and rows that fit at 320 px (issue #36)', () => {
  let e2e: E2eApp;
  let page: Page | undefined;

  beforeAll(async () => {
    e2e = await startE2e();
  }, 90_000);

  afterAll(async () => {
    await e2e?.close();
  });

  /** A fresh phone with the device language `locale` (Chromium sets navigator.languages from it). */
  const phone = async (locale: string, width = 320) => {
    const context = await e2e.browser.newContext({
      viewport: { width, height: 640 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale,
    });
    page = await context.newPage();
    return page;
  };

  e2eTest(
    'the device decides the first language: zh-CN Simplified, zh-HK Traditional, fr-FR English',
    () => page,
    async () => {
      for (const [device, title, lang] of [
        ['zh-CN', authZhCN.auth.login.welcome, 'zh-CN'],
        ['zh-HK', authZhHant.auth.login.welcome, 'zh-Hant'],
        ['fr-FR', authEn.auth.login.welcome, 'en'],
      ] as const) {
        const p = await phone(device);
        await p.goto(e2e.h5(paths.login));
        await waitForText(p.locator('.auth-hero__title'), title);
        expect(await htmlLang(p)).toBe(lang);
        // nothing chosen yet: the device's language is not stored as a choice
        expect(await storedLanguage(p)).toBeNull();
        await p.context().close();
      }
    },
  );

  e2eTest(
    'a guest switches to English on the login page: the app restarts in English; a later switch is in place',
    () => page,
    async () => {
      const p = await phone('zh-CN');
      await p.goto(e2e.h5(paths.login));
      await waitForText(p.locator('.auth-hero__title'), authZhCN.auth.login.welcome);
      // the switch names each language in itself and marks the one shown
      const sw = p.getByTestId('language-switch');
      expect(await sw.getAttribute('aria-label')).toBeTruthy();
      expect(await p.getByTestId('switch-lang-zh-cn').getAttribute('aria-pressed')).toBe('true');
      await waitForText(p.getByTestId('switch-lang-en'), 'English');
      expect(await pageOverflow(p)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(p, 'login page with the language switch (320 px)')).toEqual([]);

      // the first choice: stored, and the page reloads in it
      await mark(p);
      await p.getByTestId('switch-lang-en').click();
      await waitUntil(async () => !(await sameDocument(p).catch(() => true)), 'the app to restart');
      await waitForText(p.locator('.auth-hero__title'), authEn.auth.login.welcome);
      await waitForText(p.locator('.reef-nav__title'), authEn.auth.login.title);
      expect(await htmlLang(p)).toBe('en');
      expect(await storedLanguage(p)).toBe('en');
      expect(await p.getByTestId('switch-lang-en').getAttribute('aria-pressed')).toBe('true');

      // a later choice switches in place (no restart) and is kept
      await mark(p);
      await p.getByTestId('switch-lang-zh-hant').click();
      await waitForText(p.locator('.auth-hero__title'), authZhHant.auth.login.welcome);
      expect(await sameDocument(p)).toBe(true);
      expect(await storedLanguage(p)).toBe('zh-Hant');
      await p.reload();
      await waitForText(p.locator('.auth-hero__title'), authZhHant.auth.login.welcome);
      await p.context().close();
    },
  );

  e2eTest(
    'a guest tapping the profile tab meets the switch on the login page it leads to (SPEC §2) and restarts in Traditional',
    () => page,
    async () => {
      const p = await phone('en-US');
      await p.goto(e2e.h5(paths.tabIndex));
      await p.getByTestId('tab-profile').click();
      await p.getByTestId('login-page').waitFor();
      await waitForText(p.locator('.reef-nav__title'), authEn.auth.login.title);
      await mark(p);
      await p.getByTestId('switch-lang-zh-hant').click();
      await waitUntil(async () => !(await sameDocument(p).catch(() => true)), 'the app to restart');
      await waitForText(p.locator('.reef-nav__title'), authZhHant.auth.login.title);
      expect(await htmlLang(p)).toBe('zh-Hant');
      expect(await storedLanguage(p)).toBe('zh-Hant');
      expect(await pageOverflow(p)).toBeLessThanOrEqual(0);
      // the rest of the app restarted in Traditional too
      await goInApp(p, paths.tabIndex);
      await waitForText(p.getByTestId('tab-profile'), new RegExp(shellZhHant.tabs.profile));
      await p.context().close();
    },
  );

  e2eTest(
    'search: the kinds stay in one row at 320 px in every language, and it scrolls to the last one',
    () => page,
    async () => {
      for (const language of ['zh-CN', 'en', 'zh-Hant']) {
        const p = await phone('zh-CN');
        await p.addInitScript((l) => window.localStorage.setItem('LANGUAGE_TYPE', l), language);
        await p.goto(e2e.h5(paths.search));
        await p.getByTestId('search-types').waitFor();
        if (language === 'en') expect(await seriousViolations(p, 'search at 320 px')).toEqual([]);
        await goInApp(p, `${paths.search}?q=reef`);
        const row = p.getByTestId('search-types');
        await row.waitFor();
        const tops = await row.locator('button').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
        expect(tops.length).toBe(8);
        expect(new Set(tops).size).toBe(1);
        expect((await row.boundingBox())!.height).toBeLessThan(56);
        // the row scrolls, not the page
        expect(await pageOverflow(p)).toBeLessThanOrEqual(0);
        const last = p.getByTestId('search-type-goods');
        await last.scrollIntoViewIfNeeded();
        const box = (await last.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(320);
        await last.click();
        await waitUntil(() => p.url().includes('type=goods'), 'the goods kind chosen');
        expect(await last.getAttribute('aria-pressed')).toBe('true');
        await p.context().close();
      }
    },
  );

  e2eTest(
    'the inbox: six tabs and their two-digit badges fit 320 px in every language',
    () => page,
    async () => {
      const member = await registerUser(e2e.app);
      // 12 unread messages in each of the member's categories (an announcement counts for everyone)
      const ds = e2e.app.app.get(DataSource);
      for (const category of ['system', 'review', 'order', 'service']) {
        for (let i = 0; i < 12; i += 1) {
          await ds.query(
            `INSERT INTO messages (event_id, recipient_id, category, title_key, body_key, params, link) VALUES ($1, $2, $3, $4, $5, '{}', null)`,
            [`e2e-${randomUUID()}`, member.user.id, category, 'notice.welcome.title', 'notice.welcome.body'],
          );
        }
      }
      for (const language of ['en', 'zh-CN', 'zh-Hant']) {
        const p = await phone('zh-CN');
        await p.addInitScript((l) => window.localStorage.setItem('LANGUAGE_TYPE', l), language);
        await p.goto(e2e.h5(paths.login));
        await loginThroughUi(p, member.account, member.password);
        await goInApp(p, paths.messages);
        await waitForText(p.getByTestId('messages-tab-service').locator('.adm-badge-content'), '12');
        const list = p.locator('.messages__tabs .adm-tabs-tab-list');
        // no sideways scrolling of the tab row
        expect(await list.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
        const keys = ['all', 'announcement', 'system', 'review', 'order', 'service'];
        for (const [i, key] of keys.entries()) {
          const tab = p.getByTestId(`messages-tab-${key}`);
          const following = keys[i + 1];
          const next = following ? await p.getByTestId(`messages-tab-${following}`).locator('.messages__tab-label').boundingBox() : null;
          const label = (await tab.locator('.messages__tab-label').boundingBox())!;
          const wrapper = (await tab.locator('xpath=ancestor::*[contains(@class,"adm-tabs-tab-wrapper")]').boundingBox())!;
          // the label whole inside its own tab, and on screen
          expect(label.x).toBeGreaterThanOrEqual(wrapper.x - 0.5);
          expect(label.x + label.width).toBeLessThanOrEqual(wrapper.x + wrapper.width + 0.5);
          expect(label.x + label.width).toBeLessThanOrEqual(320);
          const badge = tab.locator('.adm-badge');
          if ((await badge.count()) > 0) {
            const b = (await badge.boundingBox())!;
            expect(b.x).toBeGreaterThanOrEqual(0);
            expect(b.x + b.width).toBeLessThanOrEqual(320);
            // clear of the next tab's label
            if (next) expect(b.x + b.width).toBeLessThanOrEqual(next.x + 0.5);
          }
        }
        expect(await pageOverflow(p)).toBeLessThanOrEqual(0);
        await p.context().close();
      }
    },
    120_000,
  );
});
