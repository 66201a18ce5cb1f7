/**
 * Phone binding in the browser (SPEC §4 "bound / not bound", issue #36): an account made by e-mail
 * sees "not bound" on the account screen, binds a number with a code sent to it and its password
 * (a number another account holds is refused at "get code"), then sees the number bound.
 * The bind page is axe-clean at 320 and 390 px.
 */
import type { Page } from 'playwright-core';
import type { UserDto } from '@contracts/api';
import { paths } from '@client/config/paths';
import zhCN from '@client/features/auth/locales/zh-CN.json';
import { authMessages } from '@server/modules/auth/auth.messages';
import { newPhone, registerUser } from '@test/setup/factories';
import { seriousViolations } from './axe';
import {
  apiAs,
  e2eTest,
  fieldError,
  fillByTestId,
  goInApp,
  loginThroughUi,
  outboxCode,
  screenshot,
  startE2e,
  submit,
  waitForRoute,
  waitForText,
  waitForToast,
  waitUntil,
  type E2eApp,
} from './support';

describe('binding a phone to an account without one (browser)', () => {
  let e2e: E2eApp;
  let page: Page | undefined;

  beforeAll(async () => {
    e2e = await startE2e();
  }, 90_000);

  afterAll(async () => {
    await e2e?.close();
  });

  e2eTest(
    'an e-mail account sees "not bound", binds a number (a taken one refused) and then sees it bound',
    () => page,
    async () => {
      const email = `bind${Date.now()}@reef.example`;
      await registerUser(e2e.app, { account: email });
      const { account: taken } = await registerUser(e2e.app);
      page = await e2e.newPage();
      await page.goto(e2e.h5(paths.login));
      await loginThroughUi(page, email, 'reef2026');

      await goInApp(page, paths.accountSecurity);
      const row = page.getByTestId('security-change-phone');
      await waitForText(row, new RegExp(`${zhCN.auth.bindPhone.title}.*${zhCN.settings.phoneNotBound}`));
      await row.click();
      await waitForRoute(page, paths.changePhone);
      await waitForText(page.locator('.reef-nav__title'), zhCN.auth.bindPhone.title);
      await waitForText(page.getByTestId('phone-mode-bind'), zhCN.auth.bindPhone.intro);

      for (const width of [320, 390]) {
        await page.setViewportSize({ width, height: 740 });
        expect(await seriousViolations(page, `bind phone ${width}`)).toEqual([]);
        await screenshot(page, `phone-bind-zh-CN-${width}`);
      }

      // a number that is another account's: refused when the code is asked for
      await fillByTestId(page, 'phone-input', taken);
      await page.getByTestId('send-code').click();
      await waitForText(fieldError(page, 'phone-input'), authMessages['auth.phone.taken']['zh-cn']);

      const phone = newPhone();
      await fillByTestId(page, 'phone-input', phone);
      await page.getByTestId('send-code').click();
      await fillByTestId(page, 'code-input', await outboxCode(e2e, phone));
      // the session alone is no proof: the password is asked for (issue #24)
      await fillByTestId(page, 'current-password-input', 'reef2026');
      await submit(page, 'change-phone-submit');
      await waitForToast(page, zhCN.auth.bindPhone.success);

      const me = await (await apiAs(e2e, page)).get<UserDto>('/me');
      expect(me.data.phone).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
      await goInApp(page, paths.accountSecurity);
      await waitForText(row, new RegExp(`${zhCN.auth.changePhone.title}.*${phone.slice(0, 3)}\\*{4}${phone.slice(-4)}`));
      await waitUntil(async () => !((await row.textContent()) ?? '').includes(zhCN.settings.phoneNotBound), 'no "not bound" any more');
    },
    90_000,
  );
});
