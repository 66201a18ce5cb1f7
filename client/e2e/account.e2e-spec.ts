/**
 * A new member's account, in the browser against the real server: register with a code from the
 * dev outbox, log out and in, edit the profile (nickname, cropped avatar), switch languages (the
 * interface and the server's messages follow), change the password; and a refused registration.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import type { UserDto } from '@contracts/api';
import { validationMessages } from '@contracts/messages';
import { paths } from '@client/config/paths';
import en from '@client/features/auth/locales/en.json';
import zhCN from '@client/features/auth/locales/zh-CN.json';
import zhHant from '@client/features/auth/locales/zh-Hant.json';
import { authMessages } from '@server/modules/auth/auth.messages';
import { ApiClient } from '@test/setup/api';
import { newPhone } from '@test/setup/factories';
import {
  apiAs,
  e2eTest,
  fieldError,
  fillByLabel,
  fillByTestId,
  loginThroughUi,
  outboxCode,
  sessionToken,
  startE2e,
  submit,
  templatePattern,
  tick,
  waitForRoute,
  waitForText,
  waitForToast,
  waitUntil,
  type E2eApp,
} from './support';

/** Confirms the logout dialog (its confirm button reads like the page's logout button). */
async function logOut(page: Page, label: string): Promise<void> {
  await page.getByTestId('logout').click();
  await page.locator('.adm-dialog').getByRole('button', { name: label, exact: true }).click();
  await waitForRoute(page, paths.tabIndex);
  await waitUntil(async () => (await sessionToken(page)) === null, 'the token to be cleared');
}

describe('account in the browser', () => {
  let e2e: E2eApp;
  let page: Page | undefined;
  let tmp: string;
  const phone = newPhone();
  const password = 'reef2026';
  const newPassword = 'coral2027';
  const nickname = `珊瑚礁${phone.slice(-4)}`;

  const p = (): Page => {
    if (!page) throw new Error('no page');
    return page;
  };

  beforeAll(async () => {
    tmp = mkdtempSync(join(tmpdir(), 'reefline-e2e-'));
    e2e = await startE2e();
    page = await e2e.newPage();
  }, 60_000);

  afterAll(async () => {
    await e2e?.close();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  e2eTest(
    'registers with a code from the dev outbox and lands logged in',
    () => page,
    async () => {
      const page = p();
      await page.goto(e2e.h5(paths.login));
      await page.getByTestId('login-page').waitFor();
      await page.getByTestId('link-register').click();
      await waitForRoute(page, paths.register);
      await page.getByTestId('register-page').waitFor();

      await fillByTestId(page, 'account-input', phone);
      const send = page.getByTestId('send-code');
      // a double tap asks for one code (a second request would be refused and toast "please wait")
      let codeRequests = 0;
      const count = (req: { method(): string; url(): string }) => {
        if (req.method() === 'POST' && req.url().includes('/api/v1/auth/codes')) codeRequests++;
      };
      page.on('request', count);
      await send.dblclick();
      await waitForToast(page, zhCN.auth.codeSent);
      page.off('request', count);
      expect(codeRequests).toBe(1);
      // the resend countdown runs and the button is disabled meanwhile
      await waitForText(send, templatePattern(zhCN.auth.resendIn));
      expect(await send.isDisabled()).toBe(true);

      const code = await outboxCode(e2e, phone);
      await fillByTestId(page, 'code-input', code);
      await fillByLabel(page, zhCN.auth.fields.password, password);
      await tick(page, 'agree-checkbox');
      await submit(page, 'register-submit');

      await waitForToast(page, zhCN.auth.register.success);
      await waitForRoute(page, paths.tabIndex);
      const me = await (await apiAs(e2e, page)).get<UserDto>('/me');
      expect(me.code).toBe(1);
      expect(me.data.phone).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
      expect(me.data.hasPassword).toBe(true);

      // the profile tab shows the member, not the guest
      await page.getByTestId('tab-profile').click();
      await waitForRoute(page, paths.tabProfile);
      await waitForText(page.getByTestId('profile-nickname'), me.data.nickname);
      expect(me.data.nickname).not.toBe(zhCN.profile.guest);
    },
  );

  e2eTest(
    'logs out (the token dies on the server too) and logs in again with the password',
    () => page,
    async () => {
      const page = p();
      const oldToken = await sessionToken(page);
      expect(oldToken).toBeTruthy();
      await page.getByTestId('profile-entry-settings').click();
      await waitForRoute(page, paths.settings);
      await logOut(page, zhCN.settings.logout);
      await waitForToast(page, zhCN.settings.loggedOut);
      const stale = new ApiClient(e2e.app.url);
      stale.token = oldToken ?? '';
      expect((await stale.get('/me')).code).not.toBe(1);

      // as a guest the profile tab sends us to the login page, and back after logging in
      await page.getByTestId('tab-profile').click();
      const route = await waitForRoute(page, paths.login);
      expect(route).toBe(`${paths.login}?redirect=${encodeURIComponent(paths.tabProfile)}`);
      // An empty try marks both fields; a field the user then fills loses its error at once, and
      // the next try leaves only what is still wrong.
      await page.getByTestId('login-page').waitFor();
      await submit(page, 'login-submit');
      await waitForText(fieldError(page, 'account-input'), validationMessages['v.required']['zh-cn']);
      await waitForText(fieldError(page, 'password-input'), validationMessages['v.required']['zh-cn']);
      await fillByTestId(page, 'account-input', phone);
      await waitUntil(async () => (await fieldError(page, 'account-input').count()) === 0, 'the account error cleared on edit');
      await submit(page, 'login-submit');
      await waitForText(fieldError(page, 'password-input'), validationMessages['v.required']['zh-cn']);
      expect(await fieldError(page, 'account-input').count()).toBe(0);
      await loginThroughUi(page, phone, password);
      await waitForRoute(page, paths.tabProfile);
      await waitForToast(page, zhCN.auth.loginSuccess);
      expect((await (await apiAs(e2e, page)).get<UserDto>('/me')).code).toBe(1);
    },
  );

  e2eTest(
    'edits the nickname and sets a cropped avatar',
    () => page,
    async () => {
      const page = p();
      await page.getByTestId('profile-entry-editProfile').click();
      await waitForRoute(page, paths.editProfile);
      await page.getByTestId('nickname-input').waitFor();

      await fillByTestId(page, 'nickname-input', nickname);
      await submit(page, 'profile-save');
      await waitForToast(page, zhCN.profile.edit.saved);

      const png = join(tmp, 'avatar.png');
      await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 20, g: 120, b: 200 } } })
        .png()
        .toFile(png);
      const avatarImg = page.locator('.avatar-editor img');
      // a new member has no avatar yet: the fallback icon shows, not an <img>
      expect(await avatarImg.count()).toBe(0);
      await page.getByTestId('avatar-input').setInputFiles(png);
      await page.getByTestId('avatar-cropper').waitFor();
      const confirm = page.getByTestId('avatar-crop-confirm');
      await waitUntil(() => confirm.isEnabled(), 'the crop to be ready');
      await confirm.click();
      await waitForToast(page, zhCN.profile.edit.avatarSaved);
      await page.getByTestId('avatar-cropper').waitFor({ state: 'detached' });

      let src = '';
      await waitUntil(async () => {
        src = (await avatarImg.getAttribute('src', { timeout: 500 })) ?? '';
        return /\/uploads\/.+\.jpg$/.test(src);
      }, 'the avatar <img> to show the uploaded jpg');

      // the server stored a 300×300 JPEG and serves it
      const res = await fetch(new URL(src, e2e.app.url));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/jpeg/);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 300, 300]);

      const me = await (await apiAs(e2e, page)).get<UserDto>('/me');
      expect(me.data.nickname).toBe(nickname);
      expect(me.data.avatar).toBe(new URL(src, e2e.app.url).pathname);

      // the profile tab shows the new nickname too
      await page.goto(e2e.h5(paths.tabProfile));
      await waitForText(page.getByTestId('profile-nickname'), nickname);
    },
  );

  e2eTest(
    'switches to English: the labels and the server messages follow',
    () => page,
    async () => {
      const page = p();
      await page.goto(e2e.h5(paths.settings));
      await page.getByTestId('lang-en').click();
      await waitForText(page.locator('.reef-nav__title'), en.settings.title);
      await waitForText(page.getByTestId('logout'), en.settings.logout);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

      await page.getByTestId('settings-account-security').click();
      await waitForRoute(page, paths.accountSecurity);
      await page.getByTestId('security-change-password').click();
      await waitForRoute(page, paths.changePassword);
      await waitForText(page.locator('.reef-nav__title'), en.auth.changePassword.title);
      // the two ways of changing it sit side by side even on a 320 px phone (no scrolling tab bar)
      const tabs = page.locator('.auth-mode-switch .adm-tabs-tab-list');
      await page.setViewportSize({ width: 320, height: 640 });
      await waitUntil(async () => (await tabs.evaluate((el) => el.scrollWidth - el.clientWidth)) <= 0, 'the mode tabs to fit 320 px');
      // and a code field leaves room for its "Get code" button there (the input has no intrinsic width)
      await page.getByTestId('change-mode-code').click();
      const send = page.getByTestId('send-code');
      await waitUntil(async () => {
        const box = await send.boundingBox();
        return !!box && box.x + box.width <= 320;
      }, 'the Get code button to be on screen at 320 px');
      // and a title as long as "Change phone number" is not cut short there
      await page.getByTestId('nav-back').click();
      await waitForRoute(page, paths.accountSecurity);
      await page.getByTestId('security-change-phone').click();
      await waitForRoute(page, paths.changePhone);
      const title = page.locator('.reef-nav__title');
      await waitForText(title, en.auth.changePhone.title);
      expect(await title.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      await page.getByTestId('nav-back').click();
      await waitForRoute(page, paths.accountSecurity);
      await page.getByTestId('security-change-password').click();
      await waitForRoute(page, paths.changePassword);
      await page.getByTestId('change-mode-password').click();
      await page.setViewportSize({ width: 390, height: 844 });

      // the client's own check speaks English…
      await fillByTestId(page, 'old-password-input', password);
      await fillByTestId(page, 'new-password-input', newPassword);
      await fillByTestId(page, 'confirm-password-input', `${newPassword}x`.slice(0, 12));
      await submit(page, 'change-password-submit');
      await waitForText(fieldError(page, 'confirm-password-input'), validationMessages['v.password.mismatch']['en-us']);

      // …and so does the server (the wrong old password is only known there)
      await fillByTestId(page, 'old-password-input', 'wrong2026');
      await fillByTestId(page, 'confirm-password-input', newPassword);
      await submit(page, 'change-password-submit');
      await waitForText(fieldError(page, 'old-password-input'), authMessages['auth.password.wrong_old']['en-us']);
      await waitForRoute(page, paths.changePassword);
    },
  );

  e2eTest(
    'switches to Traditional Chinese and changes the password by the old one',
    () => page,
    async () => {
      const page = p();
      await page.goto(e2e.h5(paths.settings));
      await page.getByTestId('lang-zh-hant').click();
      await waitForText(page.locator('.reef-nav__title'), zhHant.settings.title);
      await waitForText(page.getByTestId('logout'), zhHant.settings.logout);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-Hant');
      // the choice survives a reload
      await page.reload();
      await waitForText(page.locator('.reef-nav__title'), zhHant.settings.title);

      await page.goto(e2e.h5(paths.changePassword));
      await fillByTestId(page, 'old-password-input', 'wrong2026');
      await fillByTestId(page, 'new-password-input', newPassword);
      await fillByTestId(page, 'confirm-password-input', newPassword);
      await submit(page, 'change-password-submit');
      await waitForText(fieldError(page, 'old-password-input'), authMessages['auth.password.wrong_old']['zh-hant']);

      await fillByTestId(page, 'old-password-input', password);
      await submit(page, 'change-password-submit');
      await waitForToast(page, zhHant.auth.changePassword.success);
      await waitUntil(() => !page.url().includes(paths.changePassword), 'leaving the change-password page');

      await page.goto(e2e.h5(paths.settings));
      await logOut(page, zhHant.settings.logout);
      await waitForToast(page, zhHant.settings.loggedOut);
    },
  );

  e2eTest(
    'logs in with the new password only (a server toast in Traditional Chinese for the old one)',
    () => page,
    async () => {
      const page = p();
      await page.goto(e2e.h5(paths.login));
      await page.getByTestId('login-page').waitFor();
      await waitForText(page.locator('.reef-nav__title'), zhHant.auth.login.title);
      await fillByTestId(page, 'account-input', phone);
      await fillByTestId(page, 'password-input', password);
      await tick(page, 'agree-checkbox');
      await submit(page, 'login-submit');
      await waitForToast(page, authMessages['auth.login.failed']['zh-hant']);
      expect(await sessionToken(page)).toBeNull();

      await loginThroughUi(page, phone, newPassword);
      await waitForRoute(page, paths.tabIndex);
      const me = await (await apiAs(e2e, page)).get<UserDto>('/me');
      expect(me.data.nickname).toBe(nickname);
    },
  );

  e2eTest(
    'refuses a weak password at registration with the field error',
    () => page,
    async () => {
      const guest = await e2e.newPage();
      page = guest;
      await guest.goto(e2e.h5(paths.register));
      await guest.getByTestId('register-page').waitFor();
      await fillByTestId(guest, 'account-input', newPhone());
      await fillByTestId(guest, 'code-input', '123456');
      await fillByTestId(guest, 'password-input', 'abcdefgh');
      await tick(guest, 'agree-checkbox');
      await submit(guest, 'register-submit');
      await waitForText(fieldError(guest, 'password-input'), validationMessages['v.password.invalid']['zh-cn']);
      // only the password is at fault, and nobody got logged in
      expect(await fieldError(guest, 'account-input').count()).toBe(0);
      expect(await sessionToken(guest)).toBeNull();
      await waitForRoute(guest, paths.register);

      // A password one character too long (pasted from a manager) is refused, not cut to 12 behind
      // the user's back (they would then fail to log in with the password they meant).
      await fillByTestId(guest, 'password-input', 'abcdefgh12345');
      expect(await guest.getByTestId('password-input').inputValue()).toBe('abcdefgh12345');
      await submit(guest, 'register-submit');
      await waitForText(fieldError(guest, 'password-input'), validationMessages['v.password.invalid']['zh-cn']);
      expect(await sessionToken(guest)).toBeNull();
    },
  );
});
