/**
 * Advertisers (issue #23) in the browser against the real server: a user reads the agreement,
 * applies in four steps (issue #36: fields checked as they are left, the credit code's check
 * character explained, a searchable country-code sheet, the draft kept while the user visits
 * another screen) with a business licence image,
 * an admin rejects the application in the app with a reason, the applicant reads it, edits and
 * resubmits, the admin approves; an admin creates a package on the ad packages screen and the
 * advertiser is offered it; the advertiser buys a home-banner package with a creative through
 * the sandbox provider, an admin approves the creative in the app, the ad shows (labelled) in the
 * home carousel of a guest's phone, a tap counts a click, and the ad records show it on the chart;
 * the admin cannot delete the bought package and takes it off sale instead.
 */
import { createServer } from 'node:net';
import type { Page } from 'playwright-core';
import { interpolate, validationMessages } from '@contracts/messages';
import type { AdPackageAdminDto, AdRecordsDto, ApplicationDto } from '@contracts/schemas/advertisers';
import { creditCodeCheckChar } from '@contracts/validators';
import { LANGUAGE_STORAGE_KEY, LOCALES } from '@client/lib/language';
import { paths } from '@client/config/paths';
import zhCN from '@client/features/advertisers/locales/zh-CN.json';
import shell from '@client/locales/zh-CN.json';
import { advertisersMessages } from '@server/modules/advertisers/advertisers.messages';
import type { ApiClient } from '@test/setup/api';
import { registerUser, userWithRoles } from '@test/setup/factories';
import {
  apiAs,
  e2eTest,
  fieldError,
  fillByTestId,
  goInApp,
  loginThroughUi,
  screenshot,
  startE2e,
  submit,
  waitForRoute,
  waitForText,
  waitForToast,
  waitUntil,
  type E2eApp,
} from './support';
import { ok, png } from './content';
import { seriousViolations } from './axe';

const z = zhCN.advertisers;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

const code17 = '91350100M000100Y4';
const CREDIT_CODE = code17 + creditCodeCheckChar(code17);
const COMPANY = `蓝海潜水 ${Date.now()}`;
const REASON = '营业执照图片不清晰，请重新上传。';
const AD_TITLE = '蓝海潜水 · 十一月特惠';
const NEW_PACKAGE = { 'zh-cn': `信息流 3 天 ${Date.now()}`, 'en-us': 'Feed card, 3 days', 'zh-hant': '資訊流 3 天' };

/** Picks the first province, city and district in the cascade picker. */
async function pickArea(page: Page): Promise<void> {
  await page.getByTestId('ad-area-picker').click();
  const confirm = page.locator('.adm-picker-header-button').last();
  await confirm.waitFor();
  await confirm.click();
  await waitUntil(async () => !(await page.getByTestId('ad-area-picker').getAttribute('class'))?.includes('--empty'), 'a place picked');
}

describe('advertisers in the browser (issue #23)', () => {
  let e2e: E2eApp;
  let current: Page | undefined;
  let applicantPage: Page;
  let adminPage: Page;
  let applicant: { account: string; password: string; client: ApiClient };
  let admin: { phone: string; client: ApiClient };
  let pkg: AdPackageAdminDto;
  let campaignId = '';

  const openAs = async (account: string, password: string): Promise<Page> => {
    const page = await e2e.newPage();
    current = page;
    await page.goto(e2e.h5(paths.login));
    await loginThroughUi(page, account, password);
    return page;
  };

  beforeAll(async () => {
    const port = await freePort();
    // impressions and clicks reach the records (PostgreSQL) within half a second
    e2e = await startE2e({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, ADS_FLUSH_MS: '500' });
    applicant = await registerUser(e2e.app);
    admin = await userWithRoles(e2e.app, ['admin']);
    pkg = await ok(
      admin.client.post<AdPackageAdminDto>('/admin/advertisers/packages', {
        slot: 'home_banner',
        days: 7,
        price: 50_000,
        names: { 'zh-cn': '首页轮播 7 天', 'en-us': 'Home banner, 7 days', 'zh-hant': '首頁輪播 7 天' },
      }),
    );
  }, 90_000);

  afterAll(async () => {
    await e2e?.close();
  });

  e2eTest(
    'applies in four steps after the agreement: each field checked as it is left (the credit code\'s check character explained), a searchable country code, the draft kept across a visit elsewhere, the licence last',
    () => current,
    async () => {
      applicantPage = await openAs(applicant.account, applicant.password);
      const page = applicantPage;
      await goInApp(page, paths.advertiserStatus);
      await page.getByTestId('ad-status-none').waitFor();
      await page.getByTestId('ad-status-apply').click();
      await waitForRoute(page, paths.advertiserAgreement);
      await waitForText(page.getByTestId('ad-agreement-page').locator('h2'), z.agreement.sections[0]!.title);
      await page.getByTestId('ad-agreement-continue').click();
      await waitForRoute(page, paths.advertiserApply);

      const msg = (key: keyof typeof validationMessages, params?: Record<string, string | number>) =>
        interpolate(validationMessages[key]['zh-cn'], params ?? {});
      const leave = async (testId: string) => {
        await page.getByTestId(testId).focus();
        await page.getByTestId(testId).blur();
      };
      const next = async (from: string, to: string) => {
        await submit(page, 'ad-step-next');
        await page.getByTestId(`ad-step-${to}`).waitFor();
        expect(await page.getByTestId(`ad-step-${from}`).isVisible()).toBe(false);
      };

      // step 1 of 4, every field marked required, the example credit code a help text, not a value
      await page.getByTestId('ad-step-company').waitFor();
      await waitForText(page.getByTestId('ad-step-title'), new RegExp(z.apply.steps.company));
      expect(await page.getByTestId('ad-creditCode').inputValue()).toBe('');
      expect(await page.getByTestId('ad-creditCode').getAttribute('placeholder')).toBe(z.apply.placeholders.creditCode);
      expect(await page.getByTestId('ad-creditCode').getAttribute('aria-required')).toBe('true');
      expect(await page.getByTestId('ad-step-company').textContent()).toContain(z.apply.help.creditCode);

      // a field left empty says so at once; typing clears it
      await leave('ad-companyName');
      await waitForText(fieldError(page, 'ad-companyName'), msg('v.advertiser.companyName.required'));
      await fillByTestId(page, 'ad-companyName', COMPANY);
      await waitUntil(async () => (await fieldError(page, 'ad-companyName').count()) === 0, 'the error gone once typed');
      // a credit code one character off: the check character is explained as the user leaves it
      const typed = CREDIT_CODE.endsWith('0') ? '1' : '0';
      await fillByTestId(page, 'ad-creditCode', `${code17}${typed}`);
      await leave('ad-creditCode');
      await waitForText(
        fieldError(page, 'ad-creditCode'),
        msg('v.advertiser.creditCode.check', { expected: CREDIT_CODE.charAt(17), typed }),
      );
      // too short: its length is said
      await fillByTestId(page, 'ad-creditCode', code17);
      await leave('ad-creditCode');
      await waitForText(fieldError(page, 'ad-creditCode'), msg('v.advertiser.creditCode.length', { length: 17 }));
      await fillByTestId(page, 'ad-creditCode', CREDIT_CODE);
      await leave('ad-creditCode');
      await waitUntil(async () => (await fieldError(page, 'ad-creditCode').count()) === 0, 'a valid code accepted');

      // "next" checks the step: the place and the rest are missing, so the step stays
      await submit(page, 'ad-step-next');
      await waitForText(fieldError(page, 'ad-address'), msg('v.advertiser.address.required'));
      await fieldError(page, 'ad-businessScope').waitFor();
      expect(await page.getByTestId('ad-step-company').isVisible()).toBe(true);
      await pickArea(page);
      await fillByTestId(page, 'ad-address', '南山区科技园 1 号');
      await fillByTestId(page, 'ad-businessScope', '潜水培训；潜水装备销售');
      await next('company', 'legal');

      await fillByTestId(page, 'ad-legalName', '张三');
      await fillByTestId(page, 'ad-legalPhone', '1380013800');
      await leave('ad-legalPhone');
      await waitForText(fieldError(page, 'ad-legalPhone'), msg('v.advertiser.legalPhone.invalid'));
      await fillByTestId(page, 'ad-legalPhone', '13800138000');

      // the user leaves for another screen and comes back: the draft and its step wait
      await goInApp(page, paths.advertiserPackages);
      await goInApp(page, paths.advertiserApply);
      await waitForToast(page, z.apply.draftRestored);
      await page.getByTestId('ad-step-legal').waitFor();
      expect(await page.getByTestId('ad-legalName').inputValue()).toBe('张三');
      expect(await page.getByTestId('ad-legalPhone').inputValue()).toBe('13800138000');
      expect(await page.getByTestId('ad-companyName').inputValue()).toBe(COMPANY);
      await fillByTestId(page, 'ad-legalEmail', 'legal@example.com');
      await next('legal', 'contact');

      // the country code: a searchable sheet; an English name finds Hong Kong in the Chinese app
      await fillByTestId(page, 'ad-contactName', '李四');
      await page.getByTestId('ad-contactPhone-prefix').click();
      await fillByTestId(page, 'ad-contactPhone-prefix-search', 'hong kong');
      const hk = page.locator('[data-testid="ad-contactPhone-prefix-option"][data-region="HK"]');
      await hk.waitFor();
      expect(await page.getByTestId('ad-contactPhone-prefix-option').count()).toBeLessThan(3);
      await hk.click();
      await waitUntil(async () => (await page.getByTestId('ad-contactPhone-prefix').getAttribute('data-prefix')) === '+852', '+852 picked');
      await fillByTestId(page, 'ad-contactPhone', '5123');
      await leave('ad-contactPhone');
      await waitForText(fieldError(page, 'ad-contactPhone'), msg('v.advertiser.contactPhone.invalid'));
      await fillByTestId(page, 'ad-contactPhone', '51234567');
      await leave('ad-contactPhone');
      await waitUntil(async () => (await fieldError(page, 'ad-contactPhone').count()) === 0, 'a Hong Kong number accepted');
      await fillByTestId(page, 'ad-contactEmail', 'contact@example.com');
      await fillByTestId(page, 'ad-wechatId', 'bluereef');
      await fillByTestId(page, 'ad-whatsapp', '+85251234567');
      await next('contact', 'licence');

      // the last step: the licence and the ticks; sending without the ticks is refused under them
      await page
        .getByTestId('ad-licence-input')
        .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: await png(600, 400, '#f4e4c1') });
      await waitUntil(
        async () => ((await page.getByTestId('ad-licence-image').getAttribute('data-url')) ?? '') !== '',
        'the licence uploaded',
      );
      await submit(page, 'ad-apply-submit');
      await waitForText(fieldError(page, 'ad-agree'), msg('v.advertiser.agree_required'));
      // back keeps what was typed
      await page.getByTestId('ad-step-back').click();
      await page.getByTestId('ad-step-contact').waitFor();
      expect(await page.getByTestId('ad-contactPhone').inputValue()).toBe('51234567');
      await next('contact', 'licence');
      await page.getByTestId('ad-agree').click();
      await page.getByTestId('ad-risk').click();
      await submit(page, 'ad-apply-submit');
      await waitForRoute(page, paths.advertiserStatus);
      await waitForText(page.getByTestId('ad-status-tag'), z.status.awaiting_review);
      // sent: the draft is gone
      expect(await page.evaluate(() => Object.keys(window.localStorage).filter((k) => k.startsWith('reefline:ad-application:')))).toEqual([]);
    },
    120_000,
  );

  e2eTest(
    'an admin rejects it in the app with a reason; the applicant edits and resubmits; the admin approves',
    () => current,
    async () => {
      adminPage = await openAs(admin.phone, 'reef2026');
      await goInApp(adminPage, paths.adminAdvertisers);
      const row = adminPage.getByTestId('ad-admin-row').filter({ hasText: COMPANY });
      await row.getByTestId('ad-admin-open').click();
      await adminPage.getByTestId('ad-admin-detail').waitFor();
      await waitUntil(
        async () => (await adminPage.getByTestId('ad-admin-licence').evaluate((img) => (img as HTMLImageElement).naturalWidth)) > 0,
        'the licence image shown to the reviewer',
      );
      await adminPage.getByTestId('ad-admin-reject').click();
      await adminPage.getByTestId('ad-admin-reason').locator('textarea').fill(REASON);
      await adminPage.getByTestId('ad-admin-reject-confirm').click();
      await waitForToast(adminPage, z.admin.rejected);

      current = applicantPage;
      await applicantPage.reload();
      await waitForText(applicantPage.getByTestId('ad-status-tag'), z.status.rejected);
      await waitForText(applicantPage.getByTestId('ad-reject-reason'), new RegExp(REASON));
      await applicantPage.getByTestId('ad-status-edit').click();
      await waitForRoute(applicantPage, paths.advertiserApply);
      await waitUntil(
        async () => (await applicantPage.getByTestId('ad-companyName').inputValue()) === COMPANY,
        'the form holds the application',
      );
      await fillByTestId(applicantPage, 'ad-businessScope', '潜水培训；潜水装备销售；潜水旅游');
      for (const step of ['legal', 'contact', 'licence']) {
        await submit(applicantPage, 'ad-step-next');
        await applicantPage.getByTestId(`ad-step-${step}`).waitFor();
      }
      await applicantPage.getByTestId('ad-agree').click();
      await applicantPage.getByTestId('ad-risk').click();
      await submit(applicantPage, 'ad-apply-submit');
      await waitForRoute(applicantPage, paths.advertiserStatus);
      await waitForText(applicantPage.getByTestId('ad-status-tag'), z.status.awaiting_review);
      await waitUntil(
        async () => (await applicantPage.getByTestId('ad-history-entry').count()) >= 3,
        'submitted, rejected, resubmitted in the history',
      );

      current = adminPage;
      await adminPage.reload();
      await adminPage.getByTestId('ad-admin-row').filter({ hasText: COMPANY }).getByTestId('ad-admin-open').click();
      await adminPage.getByTestId('ad-admin-approve').click();
      await waitForToast(adminPage, z.admin.approved);

      current = applicantPage;
      await applicantPage.reload();
      await waitForText(applicantPage.getByTestId('ad-status-tag'), z.status.approved);
      const mine = await (await apiAs(e2e, applicantPage)).get<ApplicationDto>('/me/advertiser');
      expect(mine.data.history.map((h) => h.action)).toEqual(['submitted', 'rejected', 'resubmitted', 'approved']);
    },
    90_000,
  );

  e2eTest(
    'an admin creates a package in the app (an empty save names each refusal at its field); the approved advertiser is offered it',
    () => current,
    async () => {
      current = adminPage;
      await goInApp(adminPage, paths.tabProfile);
      await adminPage.getByTestId('profile-entry-adPackages').click();
      await waitForRoute(adminPage, paths.adminAdPackages);
      await adminPage.getByTestId('ad-admin-packages-list').waitFor();
      await adminPage.getByTestId('ad-package-new').click();
      const form = adminPage.getByTestId('ad-package-form');
      await form.getByTestId('ad-package-save').click();
      await waitForText(form.getByTestId('ad-package-name-en-us-error'), validationMessages['v.required']['zh-cn']);
      await form.getByTestId('ad-package-days-error').waitFor();
      // a blank price is required, not read as a free package
      await waitForText(form.getByTestId('ad-package-price-error'), validationMessages['v.required']['zh-cn']);
      await screenshot(adminPage, 'advertisers-admin-package-form');

      await form.locator('.adm-selector-item').filter({ hasText: z.packages.slot.feed_card }).click();
      await form.getByTestId('ad-package-days').locator('input').fill('3');
      await form.getByTestId('ad-package-price').locator('input').fill('120.50');
      for (const [language, name] of Object.entries(NEW_PACKAGE)) {
        await form.getByTestId(`ad-package-name-${language}`).locator('input').fill(name);
      }
      await form.getByTestId('ad-package-save').click();
      await waitForToast(adminPage, z.adminPackages.saved);
      const row = adminPage.getByTestId('ad-package-row').filter({ hasText: NEW_PACKAGE['zh-cn'] });
      await waitForText(row, /¥120\.50/);
      await waitForText(row.getByTestId('ad-package-state'), z.adminPackages.isActive);

      current = applicantPage;
      await goInApp(applicantPage, paths.advertiserPackages);
      const offered = applicantPage.getByTestId('ad-package').filter({ hasText: NEW_PACKAGE['zh-cn'] });
      await waitForText(offered, /¥120\.50/);
      expect(await offered.getAttribute('data-slot')).toBe('feed_card');
      // the next test buys from the status page
      await goInApp(applicantPage, paths.advertiserStatus);
    },
    90_000,
  );

  e2eTest(
    'buys a home-banner package with the sandbox provider; the approved ad shows on the home banner, a tap counts, the records chart it',
    () => current,
    async () => {
      const page = applicantPage;
      current = page;
      await page.getByTestId('ad-status-buy').click();
      await waitForRoute(page, paths.advertiserPackages);
      await page.getByTestId('ad-package').filter({ hasText: pkg.names['zh-cn'] }).click();
      await page
        .getByTestId('ad-creative-input')
        .setInputFiles({ name: 'ad.png', mimeType: 'image/png', buffer: await png(750, 320, '#0a5aa6') });
      await waitUntil(
        async () => ((await page.getByTestId('ad-creative-image').getAttribute('data-url')) ?? '') !== '',
        'the ad image uploaded',
      );
      await fillByTestId(page, 'ad-creative-title', AD_TITLE);
      await fillByTestId(page, 'ad-creative-link', 'javascript:alert(1)');
      await submit(page, 'ad-buy');
      await waitForText(fieldError(page, 'ad-creative-link'), validationMessages['v.advertiser.link.invalid']['zh-cn']);
      await fillByTestId(page, 'ad-creative-link', paths.vote);
      await submit(page, 'ad-buy');

      await waitForRoute(page, paths.orderPay);
      await submit(page, 'pay-submit');
      await page.getByTestId('sandbox-pay').waitFor();
      await page.getByTestId('sandbox-pay').click();
      await waitForRoute(page, paths.orderDetail);

      await goInApp(page, paths.advertiserCampaigns);
      const campaign = page.getByTestId('ad-campaign').first();
      await waitForText(campaign.locator('.ad-campaign__title'), AD_TITLE);
      campaignId = (await campaign.getAttribute('data-campaign-id')) ?? '';
      await waitUntil(async () => (await campaign.getAttribute('data-state')) === 'awaiting_creative_review', 'the creative in review');

      // the creative is reviewed in the app before it runs
      current = adminPage;
      await goInApp(adminPage, paths.adminAdCreatives);
      await adminPage.getByTestId('ad-creative-row').filter({ hasText: AD_TITLE }).getByTestId('ad-creative-open').click();
      await adminPage.getByTestId('ad-admin-approve').click();
      await waitForToast(adminPage, z.admin.approved);

      // a guest's phone: the ad joins the home carousel after the first banner, labelled
      const guest = await e2e.newPage();
      current = guest;
      await guest.goto(e2e.h5(paths.tabIndex));
      const ad = guest.getByTestId(`sponsored-${campaignId}`);
      await ad.waitFor({ state: 'attached' });
      await waitForText(ad, shell.home.adLabel);
      await waitUntil(() => ad.evaluate((el) => el.closest('.adm-swiper-slide-active') !== null), 'the carousel showing the ad', 20_000);
      await ad.click();
      await waitForRoute(guest, paths.vote);

      current = page;
      await waitUntil(
        async () => {
          const r = await (await apiAs(e2e, page)).get<AdRecordsDto>(`/me/ad-records?campaignId=${campaignId}`);
          return r.data.totals.clicks >= 1 && r.data.totals.impressions >= 1;
        },
        'the click and the impression in the records',
        20_000,
      );
      await goInApp(page, `${paths.advertiserRecords}?campaign=${campaignId}`);
      await waitUntil(async () => Number(await page.getByTestId('ad-totals-clicks').textContent()) >= 1, 'a click in the totals');
      const chart = page.getByTestId('ad-chart');
      await chart.waitFor();
      expect(Number(await chart.getAttribute('data-clicks'))).toBeGreaterThanOrEqual(1);
      expect(Number(await chart.getAttribute('data-impressions'))).toBeGreaterThanOrEqual(1);
      await waitUntil(() => chart.locator('canvas').evaluate((c) => (c as HTMLCanvasElement).width > 0), 'the chart drawn');

      // the bought package cannot be deleted: the admin is told so and takes it off sale instead
      current = adminPage;
      await goInApp(adminPage, paths.adminAdPackages);
      const bought = adminPage.getByTestId('ad-package-row').filter({ hasText: pkg.names['zh-cn'] });
      await bought.getByTestId('ad-package-delete').click();
      await waitForText(adminPage.locator('.adm-dialog-content'), z.adminPackages.confirmDelete);
      await adminPage.locator('.adm-dialog').getByRole('button', { name: z.adminPackages.delete, exact: true }).click();
      await waitForText(adminPage.locator('.adm-dialog-content'), advertisersMessages['e.advertisers.package_in_use']['zh-cn']);
      await adminPage.locator('.adm-dialog').getByRole('button', { name: z.adminPackages.deactivate, exact: true }).click();
      await waitForToast(adminPage, z.adminPackages.deactivated);
      await waitForText(bought.getByTestId('ad-package-state'), z.adminPackages.inactive);
      await waitUntil(async () => (await adminPage.locator('.adm-dialog:visible').count()) === 0, 'the dialogs closed');
      await fitsAndShoot(adminPage, 'advertisers-admin-packages');
    },
    120_000,
  );

  /** The page is no wider than the phone (nothing sticks out sideways); a screenshot for review. */
  async function fitsAndShoot(page: Page, name: string): Promise<void> {
    await waitUntil(
      () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      () => `${name}: nothing wider than the screen`,
    );
    await screenshot(page, name);
  }

  e2eTest(
    'the form (with its refusals and its country sheet) and the records fit 320 and 390 px phones in the three languages, axe-clean',
    () => current,
    async () => {
      const newcomer = await registerUser(e2e.app);
      const form = await openAs(newcomer.account, newcomer.password);
      for (const locale of LOCALES) {
        for (const width of [320, 390]) {
          for (const page of [form, applicantPage]) {
            current = page;
            await page.setViewportSize({ width, height: 740 });
            await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [LANGUAGE_STORAGE_KEY, locale] as const);
          }
          await form.goto(e2e.h5(paths.advertiserApply));
          await form.reload();
          await submit(form, 'ad-step-next');
          await fieldError(form, 'ad-companyName').waitFor();
          await fitsAndShoot(form, `advertisers-form-${locale}-${width}`);
          expect(await seriousViolations(form, `advertiser form ${locale} ${width}`)).toEqual([]);
          // the country-code sheet of the next step, searched
          await fillByTestId(form, 'ad-companyName', COMPANY);
          await fillByTestId(form, 'ad-creditCode', CREDIT_CODE);
          await fillByTestId(form, 'ad-address', '1');
          await fillByTestId(form, 'ad-businessScope', '1');
          await pickArea(form);
          await submit(form, 'ad-step-next');
          await form.getByTestId('ad-step-legal').waitFor();
          await form.getByTestId('ad-legalPhone-prefix').click();
          await fillByTestId(form, 'ad-legalPhone-prefix-search', '香');
          await form.locator('[data-testid="ad-legalPhone-prefix-option"][data-region="HK"]').waitFor();
          await fitsAndShoot(form, `advertisers-country-sheet-${locale}-${width}`);
          expect(await seriousViolations(form, `country sheet ${locale} ${width}`)).toEqual([]);
          await form.getByTestId('ad-legalPhone-prefix-close').click();
          // a fresh form for the next round
          await form.evaluate(() => {
            for (const k of Object.keys(window.localStorage)) if (k.startsWith('reefline:ad-application:')) window.localStorage.removeItem(k);
          });
          await applicantPage.goto(e2e.h5(`${paths.advertiserRecords}?campaign=${campaignId}`));
          await applicantPage.reload();
          await applicantPage.getByTestId('ad-chart').waitFor();
          await fitsAndShoot(applicantPage, `advertisers-records-${locale}-${width}`);
        }
      }
    },
    180_000,
  );
});
