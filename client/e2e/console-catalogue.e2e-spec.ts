/**
 * The exhibition catalogue in the console (issue #39, decision 0132) in the browser, in zh-CN: an
 * admin creates an exhibition (three-language texts, dates, venue, a cover through the upload
 * flow), adds two ticket types and a coupon, publishes it after the confirmation, and it shows in
 * the public exhibition list. The editor is axe-clean at 390 px and fits 320 px.
 */
import type { Page } from 'playwright-core';
import type { AdminExhibition } from '@contracts/schemas/catalogue';
import type { Paged } from '@contracts/api';
import type { AuditEntryDto } from '@contracts/schemas/console';
import { paths } from '@client/config/paths';
import consoleZhCN from '@client/features/console/locales/zh-CN.json';
import { userWithRoles } from '@test/setup/factories';
import type { ApiClient } from '@test/setup/api';
import { seriousViolations } from './axe';
import { png } from './content';
import {
  currentRoute,
  e2eTest,
  fillByTestId,
  goInApp,
  loginThroughUi,
  startE2e,
  waitForRoute,
  waitForText,
  waitForToast,
  waitUntil,
  type E2eApp,
} from './support';

const c = consoleZhCN.console;
const pad = (n: number) => String(n).padStart(2, '0');
/** A datetime-local value `days` from now at 10:00 local time. */
function localDay(days: number, hour = 10): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(hour)}:00`;
}

/** The three inputs of a three-language text (antd-mobile puts the test id on the wrapper, the id on the input). */
async function fillTexts(page: Page, id: string, zh: string, en: string, hant: string) {
  for (const [lang, value] of [
    ['zh-cn', zh],
    ['en-us', en],
    ['zh-hant', hant],
  ] as const) {
    const input = page.locator(`[id="${id}-${lang}"]`);
    await input.fill(value);
    expect(await input.inputValue()).toBe(value);
  }
}

describe('the exhibition catalogue in the browser (issue #39)', () => {
  let e2e: E2eApp;
  let page: Page | undefined;
  let admin: { phone: string; client: ApiClient };

  beforeAll(async () => {
    e2e = await startE2e();
    admin = await userWithRoles(e2e.app, ['admin']);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  e2eTest(
    'an admin creates an exhibition with two ticket types and a coupon, publishes it, and it is in the public list',
    () => page,
    async () => {
      page = await e2e.newPage();
      const title = `珊瑚礁摄影展 ${Date.now() % 100000}`;
      await page.goto(e2e.h5(paths.adminExhibitions));
      await waitForRoute(page, paths.login);
      await loginThroughUi(page, admin.phone, 'reef2026');
      await waitForRoute(page, paths.adminExhibitions);

      // a new draft
      await page.getByTestId('catalogue-new').click();
      await waitForRoute(page, paths.adminExhibitionEditor);
      await page.getByTestId('exhibition-save').click(); // empty: the form says what is missing, nothing is sent
      await waitForToast(page, '此项不能为空');
      await fillTexts(page, 'exhibition-title', title, 'Reef Photography Show', '珊瑚礁攝影展');
      await fillTexts(page, 'exhibition-description', '五个展厅的珊瑚礁摄影', 'Five halls of reef photography', '五個展廳的珊瑚礁攝影');
      await page.getByTestId('exhibition-starts').fill(localDay(5));
      await page.getByTestId('exhibition-ends').fill(localDay(8, 18));
      await fillTexts(page, 'exhibition-venue', '海港展馆', 'Harbour Hall', '海港展館');
      await fillTexts(page, 'exhibition-address', '海滨路1号', '1 Sea Road', '海濱路1號');
      await fillTexts(page, 'exhibition-city', '深圳', 'Shenzhen', '深圳');
      await fillByTestId(page, 'exhibition-lat', '22.54');
      await fillByTestId(page, 'exhibition-lng', '114.06');
      await page
        .getByTestId('exhibition-cover-input')
        .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await png(750, 420, '#0a5aa6') });
      await page.getByTestId('exhibition-cover').locator('img').waitFor();
      await page.getByTestId('exhibition-save').click();
      await waitForToast(page, c.catalogue.saved);
      await waitForText(page.getByTestId('exhibition-state'), c.catalogue.state.draft);
      const id = new URLSearchParams(currentRoute(page).split('?')[1] ?? '').get('id') ?? '';
      expect(id).toMatch(/^[0-9a-f-]{36}$/);

      // two ticket types
      for (const [zh, en, hant, price, quota] of [
        ['成人票', 'Adult', '成人票', '120', '200'],
        ['儿童票', 'Child', '兒童票', '60', '100'],
      ] as const) {
        if ((await page.getByTestId('ticket-type-new-form').count()) === 0) await page.getByTestId('ticket-type-add').click();
        await fillTexts(page, 'ticket-type-new-name', zh, en, hant);
        await fillByTestId(page, 'ticket-type-new-price', price);
        await fillByTestId(page, 'ticket-type-new-quota', quota);
        await page.getByTestId('ticket-type-new-save').click();
        await waitForToast(page, c.catalogue.saved);
        await waitForText(page.getByTestId('ticket-types'), new RegExp(zh));
      }
      await waitUntil(async () => (await page!.getByTestId('ticket-type').count()) === 2, 'two ticket types listed');
      expect(await seriousViolations(page, 'exhibition editor')).toEqual([]);
      await page.setViewportSize({ width: 320, height: 640 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await page.setViewportSize({ width: 390, height: 844 });

      // a coupon
      await goInApp(page, paths.adminCoupons);
      await page.getByTestId('coupon-add').click();
      await fillTexts(page, 'coupon-new-title', '开幕周立减', 'Opening week', '開幕週立減');
      await fillByTestId(page, 'coupon-new-value', '10');
      await fillByTestId(page, 'coupon-new-stock', '500');
      await page.getByTestId('coupon-new-save').click();
      await waitForToast(page, c.catalogue.saved);
      await waitForText(page.getByTestId('coupons-list'), /开幕周立减/);
      expect(await seriousViolations(page, 'coupons')).toEqual([]);

      // publish, after the confirmation
      await goInApp(page, `${paths.adminExhibitionEditor}?id=${id}`);
      await page.getByTestId('exhibition-publish').click();
      await waitForText(page.locator('.adm-dialog-content'), new RegExp(c.catalogue.publishHint));
      await page.locator('.adm-dialog').getByRole('button', { name: c.catalogue.publish, exact: true }).click();
      await waitForToast(page, c.catalogue.publishedDone);
      await waitForText(page.getByTestId('exhibition-state'), c.catalogue.state.published);

      const stored = (await admin.client.get<AdminExhibition>(`/admin/exhibitions/${id}`)).data;
      expect(stored).toMatchObject({ state: 'published', title: { 'zh-cn': title, 'en-us': 'Reef Photography Show' }, lat: 22.54 });
      expect(stored.ticketTypes.map((tt) => [tt.name['zh-cn'], tt.price, tt.quota])).toEqual([
        ['儿童票', 6000, 100],
        ['成人票', 12000, 200],
      ]);
      const audit = await admin.client.get<Paged<AuditEntryDto>>(`/admin/audit?target=exhibition:${id}`);
      expect(audit.data.items.map((e) => e.action)).toEqual(['exhibition.publish', 'exhibition.create']);

      // the public list shows it
      await goInApp(page, paths.tabShows);
      await waitForText(page.getByTestId(`exhibition-card-${id}`), new RegExp(title));
    },
  );
});
