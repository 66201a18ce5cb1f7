/**
 * Feedback and its reply, in the browser against the real server: a member sends feedback with a
 * screenshot (an emoji is refused first); customer service replies on its own screen in a second
 * browser; the reply reaches the member's open app through the /me socket — a badge on the profile
 * tab and on the messages entry, no reload — and reading it clears the badge.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import type { Paged } from '@contracts/api';
import { validationMessages } from '@contracts/messages';
import type { FeedbackDto } from '@contracts/schemas/feedback';
import type { UnreadCountDto } from '@contracts/schemas/messages';
import { paths } from '@client/config/paths';
import zhCN from '@client/locales/messages/zh-CN.json';
import type { ApiClient } from '@test/setup/api';
import { registerUser, userWithRoles } from '@test/setup/factories';
import {
  currentRoute,
  e2eTest,
  goInApp,
  fieldError,
  fillByTestId,
  loginThroughUi,
  startE2e,
  submit,
  waitForRoute,
  waitForText,
  waitForToast,
  waitUntil,
  type E2eApp,
} from './support';
import { seriousViolations } from './axe';

async function unread(client: ApiClient): Promise<UnreadCountDto> {
  const res = await client.get<UnreadCountDto>('/messages/unread-count');
  expect(res.code).toBe(1);
  return res.data;
}

describe('feedback and the customer-service reply in the browser', () => {
  let e2e: E2eApp;
  let member: Page | undefined;
  let service: Page | undefined;
  let memberApi: ApiClient;
  let account: string;
  let password: string;
  let staffPhone: string;
  const content = `潜水日志同步后照片顺序错乱 ${Date.now()}`;
  const replyText = '您好，问题已修复，请更新到最新版本后重试。';

  const m = (): Page => {
    if (!member) throw new Error('no member page');
    return member;
  };
  const s = (): Page => {
    if (!service) throw new Error('no service page');
    return service;
  };

  beforeAll(async () => {
    e2e = await startE2e();
    const user = await registerUser(e2e.app);
    memberApi = user.client;
    account = user.account;
    password = user.password;
    staffPhone = (await userWithRoles(e2e.app, ['customer_service'])).phone;
    member = await e2e.newPage();
  }, 60_000);

  afterAll(async () => {
    await e2e?.close();
  });

  e2eTest(
    'a member sends feedback with a screenshot; an emoji is refused first',
    () => member,
    async () => {
      const page = m();
      await page.goto(e2e.h5(paths.feedback));
      await waitForRoute(page, paths.login);
      await loginThroughUi(page, account, password);
      await waitForRoute(page, paths.feedback);
      await page.getByTestId('feedback-page').waitFor();

      await page.locator('.adm-selector-item').filter({ hasText: zhCN.feedback.types.bug }).click();
      await fillByTestId(page, 'feedback-content', '照片顺序错乱 😡');
      await submit(page, 'feedback-submit');
      await waitForText(fieldError(page, 'feedback-content'), validationMessages['v.emoji.forbidden']['zh-cn']);

      await fillByTestId(page, 'feedback-content', content);
      const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1e88e5' } })
        .png()
        .toBuffer();
      await page.getByTestId('feedback-file-input').setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: png });
      await page.locator('[data-testid="feedback-shot"][data-state="done"]').waitFor();

      await submit(page, 'feedback-submit');
      await waitForToast(page, zhCN.feedback.submitted);
      // the history shows it, waiting for a reply
      const item = page.getByTestId('feedback-item').filter({ hasText: content });
      await waitForText(item.getByTestId('feedback-item-status'), zhCN.feedback.status.open);

      const mine = await memberApi.get<Paged<FeedbackDto>>('/feedback');
      expect(mine.code).toBe(1);
      expect(mine.data.items.map((f) => [f.type, f.content, f.status, f.screenshots.length])).toEqual([['bug', content, 'open', 1]]);
    },
  );

  e2eTest(
    "customer service replies; the member's open app shows a badge without reload; reading clears it",
    () => member,
    async () => {
      const page = m();
      // start from an empty inbox: the welcome notice arrives, then "mark all read" in the app
      await waitUntil(async () => (await unread(memberApi)).total >= 1, 'the welcome notice');
      await goInApp(page, paths.messages);
      await page.getByTestId('messages-page').waitFor();
      await page.getByTestId('message-item').first().waitFor();
      await page.getByTestId('messages-read-all').click();
      await waitForText(page.getByTestId('messages-unread-summary'), zhCN.messages.allRead);
      expect((await unread(memberApi)).total).toBe(0);

      await goInApp(page, paths.tabProfile);
      await page.getByTestId('profile-page').waitFor();
      expect(await page.getByTestId('tab-profile-unread').count()).toBe(0);
      // a marker that a reload would wipe
      await page.evaluate(() => {
        (window as unknown as { __stillOpen: boolean }).__stillOpen = true;
      });

      // customer service, in a second browser, on its own screen
      service = await e2e.newPage();
      const cs = s();
      await cs.goto(e2e.h5(paths.login));
      await loginThroughUi(cs, staffPhone, 'reef2026');
      await goInApp(cs, paths.tabProfile);
      await cs.getByTestId('profile-entry-customerService').click();
      await waitForRoute(cs, paths.csFeedback);
      const card = cs.getByTestId('cs-item').filter({ hasText: content });
      await card.getByTestId('cs-item-reply-button').click();
      await cs.getByTestId('cs-reply-popup').waitFor();
      await fillByTestId(cs, 'cs-reply-input', replyText);
      await submit(cs, 'cs-reply-submit');
      await waitForToast(cs, zhCN.cs.replied);
      await cs.getByTestId('cs-tab-replied').click();
      await waitForText(cs.getByTestId('cs-item').filter({ hasText: content }).getByTestId('cs-item-reply'), new RegExp(replyText));

      // the member's app, untouched: the badge appears on the profile tab and the messages entry
      const one = zhCN.messages.unreadBadge.replace('{{count}}', '1');
      await waitForText(page.getByTestId('tab-profile-unread'), one);
      await waitForText(page.getByTestId('tab-profile').locator('.adm-badge-content'), '1');
      await waitForText(page.getByTestId('profile-messages-unread'), one);
      expect(await page.evaluate(() => (window as unknown as { __stillOpen?: boolean }).__stillOpen)).toBe(true);

      // the service tab carries the badge; opening the message reads it and its link opens the reply
      await page.getByTestId('profile-entry-messages').click();
      await waitForRoute(page, paths.messages);
      await waitForText(page.getByTestId('messages-tab-service').locator('.adm-badge-content'), '1');
      await page.getByTestId('messages-tab-service').click();
      const message = page.locator('[data-testid="message-item"][data-read="false"]');
      await message.first().click();
      await waitForRoute(page, paths.messageDetail);
      await page.getByTestId('message-detail').waitFor();
      await page.getByTestId('message-detail-link').click();
      await waitForRoute(page, paths.feedback);
      expect(currentRoute(page)).toMatch(/[?&]id=/);
      await waitForText(page.getByTestId('feedback-item-reply').first(), new RegExp(replyText));

      // read: the badges are gone, on the screen and on the server
      await waitUntil(async () => (await unread(memberApi)).total === 0, 'the server to count no unread messages');
      await goInApp(page, paths.tabProfile);
      await page.getByTestId('profile-page').waitFor();
      await waitUntil(async () => (await page.getByTestId('tab-profile-unread').count()) === 0, 'the profile tab badge to clear');
      expect(await page.getByTestId('tab-profile').locator('.adm-badge-content').count()).toBe(0);
      expect(await page.getByTestId('profile-messages-unread').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __stillOpen?: boolean }).__stillOpen)).toBe(true);
    },
    90_000,
  );

  e2eTest(
    'bulk delete: an empty selection is refused, a confirmed selection is deleted',
    () => member,
    async () => {
      const page = m();
      await goInApp(page, paths.messages);
      await page.getByTestId('messages-page').waitFor();
      const items = page.getByTestId('message-item');
      await items.first().waitFor();
      const before = await items.count();
      expect(before).toBeGreaterThanOrEqual(2); // the welcome notice and the reply

      await page.getByTestId('messages-manage').click();
      await submit(page, 'messages-delete');
      await waitForToast(page, validationMessages['v.select_before_delete']['zh-cn']);
      expect(await items.count()).toBe(before);

      const first = items.first();
      const id = await first.getAttribute('data-id');
      await first.click();
      await waitForText(page.getByTestId('messages-delete'), zhCN.messages.deleteCount.replace('{{count}}', '1'));
      await submit(page, 'messages-delete');
      await page.locator('.adm-dialog').getByRole('button', { name: zhCN.messages.delete, exact: true }).click();
      await waitForToast(page, zhCN.messages.deleted.replace('{{count}}', '1'));
      await waitUntil(async () => (await items.count()) === before - 1, 'the deleted message to leave the list');
      expect(await page.locator(`[data-testid="message-item"][data-id="${id}"]`).count()).toBe(0);

      const left = await memberApi.get<Paged<{ id: string }>>('/messages');
      expect(left.data.total).toBe(before - 1);
      expect(left.data.items.map((x) => x.id)).not.toContain(id);
    },
  );

  e2eTest(
    'the messages, feedback and customer-service screens have no serious accessibility violations',
    () => member,
    async () => {
      const page = m();
      const found: string[] = [];
      await goInApp(page, paths.messages);
      await page.getByTestId('message-item').first().waitFor();
      found.push(...(await seriousViolations(page, 'messages')));
      await page.getByTestId('message-item').first().click();
      await page.getByTestId('message-detail').waitFor();
      found.push(...(await seriousViolations(page, 'message detail')));
      await goInApp(page, paths.feedback);
      await page.getByTestId('feedback-submit').waitFor();
      found.push(...(await seriousViolations(page, 'feedback form')));
      await page.getByTestId('feedback-tab-history').click();
      await page.getByTestId('feedback-item').first().waitFor();
      found.push(...(await seriousViolations(page, 'feedback history')));
      const cs = s();
      await goInApp(cs, paths.csFeedback);
      await cs.getByTestId('cs-tab-replied').click();
      await cs.getByTestId('cs-item').first().waitFor();
      found.push(...(await seriousViolations(cs, 'customer service')));
      expect(found).toEqual([]);
    },
  );

  e2eTest(
    'a message link with a cut-short or unknown id says the message is not there (not a load failure)',
    () => member,
    async () => {
      const page = m();
      for (const id of ['cut-short', '00000000-0000-4000-8000-000000000000']) {
        await goInApp(page, `${paths.messageDetail}?id=${id}`);
        await page.getByTestId('message-missing').waitFor();
        expect(await page.getByTestId('message-error').count()).toBe(0);
      }
    },
  );
});
