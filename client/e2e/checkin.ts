/**
 * The volunteers' check-in screen in browser tests: opening it as a volunteer, reading the result
 * panel, and the server's "already verified at … by …" answer.
 */
import type { Page } from 'playwright-core';
import type { CheckinResultKind } from '@contracts/schemas/commerce';
import type { Language } from '@contracts/language';
import { paths } from '@client/config/paths';
import { commerceMessages } from '@server/modules/commerce/commerce.messages';
import { fillByTestId, loginThroughUi, waitForRoute, waitForText, waitUntil, type E2eApp } from './support';

/**
 * Opens the check-in screen on a fresh page, logs in there as the volunteer (password `reef2026`,
 * as the factories make them), waits for the offline keys and names the gate.
 */
export async function openCheckin(e2e: E2eApp, page: Page, phone: string, gate: string): Promise<void> {
  await page.goto(e2e.h5(paths.checkin));
  await waitForRoute(page, paths.login);
  await loginThroughUi(page, phone, 'reef2026');
  await waitForRoute(page, paths.checkin);
  await page.getByTestId('checkin-page').waitFor();
  await waitForText(page.getByTestId('checkin-keys'), /离线密钥更新于/);
  await fillByTestId(page, 'checkin-gate', gate);
}

/** Waits until the result panel shows `result` (its `data-result`). */
export async function waitForCheckinResult(page: Page, result: CheckinResultKind, timeoutMs?: number): Promise<void> {
  const panel = page.getByTestId('checkin-result');
  await waitUntil(async () => (await panel.getAttribute('data-result')) === result, `check-in result ${result}`, timeoutMs);
}

/** The server's "already verified at <time> by <gate>" in `lang`, any time. */
export function alreadyVerifiedPattern(gate: string, lang: Language = 'zh-cn'): RegExp {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const [before, after] = commerceMessages['commerce.checkin.already_verified'][lang].split('{time}');
  return new RegExp(`^${escape(before)}.+${escape(after).replace(escape('{gate}'), escape(gate))}$`);
}
