/**
 * VIP membership (issue #22) in the browser against the real server: a guest meets the lock on a
 * locked article, logs in, buys a 10-article pack in the member centre with the sandbox provider
 * (the activation notice arrives live in the inbox open in another tab), unlocks the article with
 * one tap and sees 9 credits left, and the article stays open after logging out and in; a VIP
 * reads a locked article without spending anything.
 */
import { createServer } from 'node:net';
import type { Page } from 'playwright-core';
import type { Paged } from '@contracts/api';
import type { AdminMembershipPlan, LedgerEntry, MembershipState } from '@contracts/schemas/membership';
import { paths } from '@client/config/paths';
import { lastVipDay } from '@client/features/membership/utils/vip-day';
import accountZhCN from '@client/features/auth/locales/zh-CN.json';
import commerceZhCN from '@client/features/commerce/locales/zh-CN.json';
import contentZhCN from '@client/features/content/locales/zh-CN.json';
import membershipZhCN from '@client/features/membership/locales/zh-CN.json';
import { membershipMessages } from '@server/modules/membership/membership.messages';
import { insertArticle } from '@test/content/factories';
import { registerUser, userWithRoles } from '@test/setup/factories';
import type { ApiClient } from '@test/setup/api';
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
import { ok } from './content';

const lock = contentZhCN.content.lock;
const m = membershipZhCN.membership;

/** A free local port: the sandbox checkout returns to PUBLIC_URL, so the app's address is fixed up front. */
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

const texts = (s: string) => ({ 'zh-cn': s, 'en-us': s, 'zh-hant': s });

/** i18next's `{{count}}` filled in. */
const fill = (template: string, count: number) => template.replace('{{count}}', String(count));

async function unlockBy(page: Page): Promise<string | null> {
  return page.getByTestId('lock-prompt').getAttribute('data-unlock');
}

describe('membership in the browser (issue #22)', () => {
  let e2e: E2eApp;
  let admin: { client: ApiClient };
  let author: { user: { id: string } };
  let pack: AdminMembershipPlan;
  let current: Page | undefined;

  const open = async (): Promise<Page> => {
    current = await e2e.newPage();
    return current;
  };

  const lockedArticle = async (title: string) => {
    const secret = `会员段落${Date.now()}${Math.random()}`;
    const article = await insertArticle(e2e.app, {
      authorId: author.user.id,
      title,
      body: `<p>${'潜水员在礁石之间慢慢游过，观察鱼群。'.repeat(4)}</p><p>${'后面还有很多内容。'.repeat(30)}</p><p>${secret}</p>`,
      locked: true,
      previewLength: 60,
    });
    return { id: article.id, secret };
  };

  beforeAll(async () => {
    const port = await freePort();
    e2e = await startE2e({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
    admin = await userWithRoles(e2e.app, ['admin']);
    author = await userWithRoles(e2e.app, ['author']);
    pack = await ok(
      admin.client.post<AdminMembershipPlan>('/admin/membership/plans', {
        kind: 'credits',
        credits: 10,
        price: 1800,
        currency: 'CNY',
        names: texts('十篇阅读包'),
        descriptions: texts('可解锁任意 10 篇付费文章'),
        active: true,
      }),
    );
  }, 90_000);

  afterAll(async () => {
    await e2e?.close();
  });

  e2eTest(
    'a guest meets the lock, logs in, buys a 10-article pack, unlocks the article (9 left) and keeps it after logging out and in',
    () => current,
    async () => {
      const reader = await registerUser(e2e.app);
      const article = await lockedArticle(`会员文章 ${Date.now()}`);
      const articleRoute = `${paths.article}?id=${article.id}`;

      // a guest: the preview and a prompt to log in
      const page = await open();
      await page.goto(e2e.h5(articleRoute));
      await page.getByTestId('article-preview').waitFor();
      await waitUntil(async () => (await unlockBy(page)) === 'login', 'a lock prompt asking to log in');
      expect(await page.content()).not.toContain(article.secret);
      await page.getByTestId('lock-login').click();
      await waitForRoute(page, paths.login);
      await loginThroughUi(page, reader.account, reader.password);
      await waitForRoute(page, paths.article);

      // a member without credits: the way to the member centre
      await waitUntil(async () => (await unlockBy(page)) === 'membership', 'a membership prompt');
      await page.getByTestId('lock-member').click();
      await waitForRoute(page, paths.memberCentre);
      await waitForText(page.getByTestId('membership-state'), m.status.noneTitle);
      expect(await page.getByTestId('membership-opened').count()).toBe(0);
      await waitForText(page.getByTestId('membership-remaining'), '0');

      // the inbox, open in another tab of the same app, before paying
      const inbox = await page.context().newPage();
      await inbox.goto(e2e.h5(paths.messages));
      await inbox.getByTestId('message-item').first().waitFor();
      const activated = inbox
        .getByTestId('message-item')
        .filter({ hasText: membershipMessages['notice.membership.activated.title']['zh-cn'] });
      expect(await activated.count()).toBe(0);

      // buy the pack: an order, the pay page, the sandbox checkout, back to the paid order
      const plan = page.getByTestId(`plan-${pack.id}`);
      await waitForText(plan.getByTestId('plan-price'), '¥18.00');
      await plan.getByTestId('plan-buy').click();
      await waitForRoute(page, paths.orderPay);
      await waitForText(page.getByTestId('pay-amount'), '¥18.00');
      await submit(page, 'pay-submit');
      await page.getByTestId('sandbox-pay').waitFor();
      await page.getByTestId('sandbox-pay').click();
      await waitForRoute(page, paths.orderDetail);
      // a pack is fulfilled when paid: "paid", in its own words (not a ticket's "to use")
      await waitForText(page.getByTestId('order-status'), commerceZhCN.orders.statusOther.paid);
      await waitForText(page.getByTestId('order-status-text'), commerceZhCN.orders.statusTextKind.membership.paid);

      // the activation notice reaches the open inbox without a reload
      await activated.first().waitFor();
      await inbox.close();

      // the member centre shows the credits, and says so first (issue #36: not "not a VIP member yet")
      await goInApp(page, paths.memberCentre);
      await waitForText(page.getByTestId('membership-remaining'), '10');
      await waitForText(page.getByTestId('membership-state'), fill(m.status.creditsTitle, 10));
      expect(await page.getByTestId('membership-until').count()).toBe(0);
      await page.getByTestId('membership-opened').waitFor();

      // one tap (confirmed) unlocks the article: the body shows, 9 credits left
      await goInApp(page, articleRoute);
      await waitUntil(async () => (await unlockBy(page)) === 'credit', 'a credit prompt');
      await waitForText(page.getByTestId('lock-unlock'), fill(lock.unlockAction, 10));
      await page.getByTestId('lock-unlock').click();
      await page.locator('.adm-dialog').getByRole('button', { name: lock.confirmAction, exact: true }).click();
      await waitForToast(page, fill(lock.unlocked, 9));
      await waitForText(page.getByTestId('article-body'), new RegExp(article.secret));
      expect(await page.getByTestId('lock-prompt').count()).toBe(0);

      await goInApp(page, paths.memberCentre);
      await waitForText(page.getByTestId('membership-remaining'), '9');
      await waitForText(page.getByTestId('membership-cumulative'), '1');
      // "Purchased" lists the article and the order
      await page.getByTestId('member-purchased-link').click();
      await waitForRoute(page, paths.purchased);
      await page.getByTestId('purchased-articles').locator(`[data-article-id="${article.id}"]`).waitFor();
      await page.getByTestId('purchased-tab-orders').click();
      await page.getByTestId('purchased-orders').getByText('十篇阅读包').waitFor();
      // the profile's member-centre line tells a reader with credits what they have
      await goInApp(page, paths.tabProfile);
      await waitForText(page.getByTestId('profile-member-centre'), new RegExp(fill(accountZhCN.profile.memberCredits, 9)));

      // log out, log in again: the article is still open, and nothing more was spent
      await goInApp(page, paths.settings);
      await page.getByTestId('logout').click();
      await page.locator('.adm-dialog').getByRole('button', { name: accountZhCN.settings.logout, exact: true }).click();
      await waitUntil(async () => (await sessionToken(page)) === null, 'the token to be cleared');
      await goInApp(page, articleRoute);
      await waitUntil(async () => (await unlockBy(page)) === 'login', 'the guest prompt after logging out');
      await page.getByTestId('lock-login').click();
      await waitForRoute(page, paths.login);
      await loginThroughUi(page, reader.account, reader.password);
      await waitForRoute(page, paths.article);
      await waitForText(page.getByTestId('article-body'), new RegExp(article.secret));
      const state = await ok(reader.client.get<MembershipState>('/me/membership'));
      expect(state).toMatchObject({ remainingCredits: 9, cumulativeArticles: 1 });
    },
    120_000,
  );

  e2eTest(
    'an admin finds a reader by mobile number in the member ledger and gives credits with a reason',
    () => current,
    async () => {
      const reader = await registerUser(e2e.app);
      const staff = await userWithRoles(e2e.app, ['admin']);
      const page = await open();
      await page.goto(e2e.h5(paths.login));
      await loginThroughUi(page, staff.phone, 'reef2026');
      await goInApp(page, paths.adminMembershipLedger);

      // antd-mobile's Input carries the test id on its wrapper
      const field = (testId: string) => page.getByTestId(testId).locator('input');
      await field('ledger-user').fill('13900000000');
      await page.getByTestId('ledger-open').click();
      await waitForText(page.getByTestId('ledger-user-missing'), m.admin.userNotFound);

      await field('ledger-user').fill(reader.account);
      await page.getByTestId('ledger-open').click();
      await waitForText(page.getByTestId('ledger-who'), reader.user.nickname);
      await waitForRoute(page, paths.adminMembershipLedger);
      expect(page.url()).toContain(`user=${reader.user.id}`);
      // an empty list says only its own words (antd-mobile adds "Want to try a new search?" to an undefined description)
      await waitForText(page.getByTestId('ledger-empty'), m.ledger.empty);

      await field('adjust-credits').fill('3');
      await field('adjust-reason').fill('e2e: goodwill after a failed payment');
      await submit(page, 'adjust-submit');
      await waitForToast(page, m.admin.adjusted);
      await waitForText(page.getByTestId('admin-user-state'), new RegExp(fill(m.admin.creditsLeft, 3)));
      await waitForText(page.getByTestId('ledger-row').first(), /e2e: goodwill after a failed payment/);
      expect(await ok(reader.client.get<MembershipState>('/me/membership'))).toMatchObject({ remainingCredits: 3 });

      // The address keeps the reader: a reload shows the same reader and ledger.
      await page.reload();
      await waitForText(page.getByTestId('ledger-who'), reader.user.nickname);
      await page.getByTestId('ledger-row').first().waitFor();
    },
  );

  e2eTest(
    'a VIP reads a locked article in full without spending, and wears the badge',
    () => current,
    async () => {
      const vip = await registerUser(e2e.app);
      await ok(admin.client.post(`/admin/membership/users/${vip.user.id}/adjust`, { days: 30, reason: 'e2e: VIP for a month' }));
      const article = await lockedArticle(`VIP 文章 ${Date.now()}`);

      const page = await open();
      await page.goto(e2e.h5(paths.login));
      await loginThroughUi(page, vip.account, vip.password);
      await goInApp(page, `${paths.article}?id=${article.id}`);
      await waitForText(page.getByTestId('article-body'), new RegExp(article.secret));
      expect(await page.getByTestId('lock-prompt').count()).toBe(0);

      await goInApp(page, paths.memberCentre);
      const until = await ok(vip.client.get<MembershipState>('/me/membership'));
      await waitForText(page.getByTestId('membership-state'), m.status.vipTitle.replace('{{date}}', lastVipDay(until.vipUntil!)));
      await page.getByTestId('vip-badge').waitFor();
      await goInApp(page, paths.tabProfile);
      await page.getByTestId('profile-vip').waitFor();

      const state = await ok(vip.client.get<MembershipState>('/me/membership'));
      expect(state).toMatchObject({ vip: true, remainingCredits: 0 });
      const ledger = await ok(admin.client.get<Paged<LedgerEntry>>(`/admin/membership/users/${vip.user.id}/ledger`));
      expect(ledger.items.filter((e) => e.kind === 'spend')).toEqual([]);
    },
  );
});
