/**
 * Tickets in the browser against the real server: a member claims a coupon, buys two tickets with
 * it (a validation message first), pays on the sandbox provider's checkout page and finds them in
 * the wallet with their QR codes; a volunteer checks one in on the check-in screen by typing its code (a second scan says
 * where and when it was used), then — with the network switched off — checks the other in on the
 * device (the screen also reloads offline from its service worker; a tampered code fails), and
 * the queued check-ins sync when the network is back — one agreed, one reported as a conflict
 * because another gate admitted that ticket meanwhile; the member's order is then completed.
 * "View tickets" of an order shows exactly that order's tickets even when the member holds more
 * than a page of others (the server filters), with its loading, error, empty and not-found states.
 * Last, axe finds no serious accessibility problem on the commerce screens.
 */
import { createServer } from 'node:net';
import type { Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import type { Paged } from '@contracts/api';
import { validationMessages } from '@contracts/messages';
import type { Ticket, TicketOrder } from '@contracts/schemas/commerce';
import { formatDate } from '@contracts/time';
import { paths } from '@client/config/paths';
import zhCN from '@client/features/commerce/locales/zh-CN.json';
import contentZhCN from '@client/features/content/locales/zh-CN.json';
import { buyTickets, createExhibition, placeOrder, type ExhibitionFixture } from '@test/commerce/fixtures';
import type { ApiClient } from '@test/setup/api';
import { registerUser, userWithRoles } from '@test/setup/factories';
import {
  apiAs,
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
  waitUntil,
  type E2eApp,
} from './support';
import { seriousViolations } from './axe';
import { alreadyVerifiedPattern, openCheckin, waitForCheckinResult } from './checkin';

/** The ids of the ticket cards the page shows, sorted. */
async function ticketCardIds(page: Page): Promise<string[]> {
  const ids = await page.locator('[data-testid^="ticket-card-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
  return ids.map((id) => (id ?? '').slice('ticket-card-'.length)).sort();
}

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

const PRICE = 8800;
/** ¥10 off orders of ¥100 or more: two tickets qualify, one does not. */
const COUPON_OFF = 1000;
const COUPON_TITLE = '满100减10';
const GATE = 'Gate A';

describe('tickets: buy, pay, wallet, check-in (also offline)', () => {
  let e2e: E2eApp;
  let buyerPage: Page | undefined;
  let volunteerPage: Page | undefined;
  let current: Page | undefined;
  let exhibition: ExhibitionFixture;
  let member: { account: string; password: string; client: ApiClient };
  let volunteer: { phone: string; client: ApiClient };
  let orderId = '';
  let codes: string[] = [];
  let couponId = '';
  /** An order whose tickets are on the wallet's second page. */
  let pagedOrderId = '';

  beforeAll(async () => {
    const port = await freePort();
    e2e = await startE2e({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
    // running since an hour ago, so its tickets are valid at the door now
    exhibition = await createExhibition(e2e.app, {
      startsIn: -3600,
      duration: 2 * 86_400,
      types: [{ price: PRICE, quota: 10, perOrderLimit: 4 }],
    });
    const [coupon] = (await e2e.app.app.get(DataSource).query(
      `INSERT INTO coupons (title, kind, value, min_spend, currency, per_person_limit, valid_days, stock)
       VALUES ($1, 'amount', $2, 10000, 'CNY', 1, 30, 5) RETURNING id`,
      [{ 'zh-cn': COUPON_TITLE, 'en-us': '10 off 100', 'zh-hant': '滿100減10' }, COUPON_OFF],
    )) as { id: string }[];
    couponId = coupon.id;
    member = await registerUser(e2e.app);
    volunteer = await userWithRoles(e2e.app, ['volunteer']);
    // the member's screens' tests intercept the wallet's requests (its loading and error states),
    // which the app's service worker would otherwise fetch itself; the volunteer's page keeps it
    buyerPage = await e2e.newPage({ serviceWorkers: 'block' });
  }, 90_000);

  afterAll(async () => {
    await e2e?.close();
  });

  const buyer = (): Page => {
    if (!buyerPage) throw new Error('no buyer page');
    return buyerPage;
  };
  const vol = (): Page => {
    if (!volunteerPage) throw new Error('no volunteer page');
    return volunteerPage;
  };

  e2eTest(
    'claims a coupon, buys two tickets with it through the sandbox provider and sees them in the wallet',
    () => current,
    async () => {
      const page = buyer();
      current = page;
      // home's teaser says until when the show is on (not how long ago it opened)
      await page.goto(e2e.h5(paths.tabIndex));
      const ends = (await e2e.api.get<{ endsAt: string }>(`/exhibitions/${exhibition.id}`)).data.endsAt;
      await waitForText(
        page.getByTestId('home-exhibition'),
        new RegExp(contentZhCN.content.home.showUntil.replace('{{date}}', formatDate(ends, 'mm-dd'))),
      );
      // the shows tab lists the exhibition; its detail offers the ticket type
      await page.goto(e2e.h5(paths.tabShows));
      await page.getByTestId('exhibition-list-page').waitFor();
      await page.getByTestId(`exhibition-card-${exhibition.id}`).click();
      await waitForRoute(page, paths.exhibition);
      await page.getByTestId('exhibition-title').waitFor();
      const type = exhibition.ticketTypes[0];
      await page.getByTestId(`buy-type-${type.id}`).click();

      // buying needs a session: log in and come back to the buy page
      await waitForRoute(page, paths.login);
      await loginThroughUi(page, member.account, member.password);
      await waitForRoute(page, paths.exhibitionBuy);
      await page.getByTestId('buy-page').waitFor();

      // claim the coupon on the coupon screen (a second claim is not offered: the limit is one)
      await goInApp(page, paths.couponList);
      await page.getByTestId(`coupon-claim-${couponId}`).click();
      await waitForText(page.getByTestId(`coupon-claim-${couponId}`), zhCN.coupons.state.claimed);
      expect(await page.getByTestId(`coupon-claim-${couponId}`).isDisabled()).toBe(true);
      // on a 320 px phone the button goes under the coupon's text, which keeps most of the card's width
      await page.setViewportSize({ width: 320, height: 640 });
      const textShare = () =>
        page
          .getByTestId(`coupon-${couponId}`)
          .evaluate((card) => card.querySelector('.cm-coupon__body')!.getBoundingClientRect().width / card.getBoundingClientRect().width);
      await waitUntil(async () => (await textShare()) > 0.6, 'the coupon text to keep most of the card at 320 px');
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goBack();
      await waitForRoute(page, paths.exhibitionBuy);
      await page.getByTestId('buy-page').waitFor();

      // the holder's name is required (SPEC §5)
      await fillByTestId(page, 'buy-email', 'ada@example.com');
      await fillByTestId(page, 'buy-country', '中国');
      await submit(page, 'buy-submit');
      await waitForText(fieldError(page, 'buy-name'), validationMessages['v.required']['zh-cn']);
      expect(await page.getByTestId('buy-email').inputValue()).toBe('ada@example.com');

      await fillByTestId(page, 'buy-name', 'Ada Diver');
      await page.getByTestId('buy-quantity-plus').click();
      await waitForText(page.getByTestId('buy-total'), '¥176.00');
      // two tickets reach the coupon's minimum spend: pick it, the total drops by ¥10
      await page.getByTestId('buy-coupon').click();
      await page.locator('.cm-coupon-option').filter({ hasText: COUPON_TITLE }).locator('.adm-radio').click();
      await page.getByTestId('coupon-picker-done').click();
      await waitForText(page.getByTestId('buy-discount'), '-¥10.00');
      await waitForText(page.getByTestId('buy-total'), '¥166.00');
      await submit(page, 'buy-submit');

      // the payment page: amount, countdown, Pay → the sandbox checkout → back to the order
      await waitForRoute(page, paths.orderPay);
      await waitForText(page.getByTestId('pay-amount'), '¥166.00');
      await waitForText(page.getByTestId('pay-countdown'), /\d{2}:\d{2}/);
      orderId = new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? '').get('id') ?? '';
      expect(orderId).not.toBe('');
      await submit(page, 'pay-submit');
      await page.getByTestId('sandbox-pay').waitFor();
      await page.getByTestId('sandbox-pay').click();
      await waitForRoute(page, paths.orderDetail);
      await waitForText(page.getByTestId('order-status'), zhCN.orders.status.paid);
      await waitForText(page.getByTestId('order-remaining'), '2');

      const order = await member.client.get<TicketOrder>(`/orders/${orderId}`);
      expect(order.data).toMatchObject({
        status: 'paid',
        quantity: 2,
        total: 2 * PRICE - COUPON_OFF,
        discount: COUPON_OFF,
        paymentMethod: 'sandbox',
      });

      // the wallet holds both tickets, each with a QR image
      await page.getByTestId('order-view-tickets').click();
      await waitForRoute(page, paths.tickets);
      await waitUntil(async () => (await page.getByTestId('ticket-qr').count()) === 2, 'two QR codes in the wallet');
      const tickets = await (await apiAs(e2e, page)).get<Paged<Ticket>>('/tickets');
      expect(tickets.data.items).toHaveLength(2);
      codes = tickets.data.items.map((tk) => tk.qr ?? '');
      expect(codes.every((c) => c.startsWith('RL1.'))).toBe(true);
    },
    90_000,
  );

  e2eTest(
    'a volunteer checks a ticket in by typing its code; a second scan says when and where it was used',
    () => current,
    async () => {
      expect(codes).toHaveLength(2);
      volunteerPage = await e2e.newPage();
      const page = vol();
      current = page;
      await openCheckin(e2e, page, volunteer.phone, GATE);

      await fillByTestId(page, 'checkin-code-input', codes[0]);
      await submit(page, 'checkin-code-submit');
      await waitForCheckinResult(page, 'admitted');
      expect(await page.getByTestId('checkin-result').getAttribute('data-offline')).toBe('false');

      await fillByTestId(page, 'checkin-code-input', codes[0]);
      await submit(page, 'checkin-code-submit');
      await waitForCheckinResult(page, 'already_verified');
      await waitForText(page.getByTestId('checkin-result-message'), alreadyVerifiedPattern(GATE));

      const order = await member.client.get<TicketOrder>(`/orders/${orderId}`);
      expect(order.data).toMatchObject({ status: 'paid', details: { verifiedCount: 1, remainingCount: 1 } });
    },
    60_000,
  );

  e2eTest(
    'offline: the screen reloads from its service worker, admits a signed code on the device, and syncs when back online',
    () => current,
    async () => {
      const page = vol();
      current = page;
      const context = page.context();
      // the app's service worker (issue #35: it took over the check-in worker) controls the screen
      // and holds the app shell and the check-in screen's own chunk, loaded before it took control
      await waitUntil(() => page.evaluate(() => !!navigator.serviceWorker.controller), 'the service worker to take control', 20_000);
      await waitUntil(
        () =>
          page.evaluate(async () => {
            const keys: string[] = [];
            for (const name of await caches.keys()) {
              for (const r of await (await caches.open(name)).keys()) keys.push(new URL(r.url).pathname);
            }
            return keys.includes('/h5/index.html') && keys.some((k) => k.startsWith('/h5/assets/checkin-page-'));
          }),
        'the app shell and the check-in screen in the cache',
      );

      // a third ticket, which another gate will admit while this device is offline
      const extraCode = (await buyTickets(e2e.app, member.client, exhibition.ticketTypes[0].id)).tickets[0].qr ?? '';
      expect(extraCode.startsWith('RL1.')).toBe(true);

      await context.setOffline(true);
      try {
        await page.reload();
        await page.getByTestId('checkin-page').waitFor();
        await waitUntil(async () => (await page.getByTestId('checkin-network').getAttribute('data-online')) === 'false', 'offline mode');

        // the ticket checked in online is known to be used
        await fillByTestId(page, 'checkin-code-input', codes[0]);
        await submit(page, 'checkin-code-submit');
        await waitForCheckinResult(page, 'already_verified');

        // a tampered code fails the signature check
        const [prefix, body, sig] = codes[1].split('.');
        const flipped = `${sig.slice(0, 10)}${sig[10] === 'A' ? 'B' : 'A'}${sig.slice(11)}`;
        await fillByTestId(page, 'checkin-code-input', `${prefix}.${body}.${flipped}`);
        await submit(page, 'checkin-code-submit');
        await waitForCheckinResult(page, 'invalid');

        // the other ticket is admitted on the device and queued
        await fillByTestId(page, 'checkin-code-input', codes[1]);
        await submit(page, 'checkin-code-submit');
        await waitForCheckinResult(page, 'admitted');
        expect(await page.getByTestId('checkin-result').getAttribute('data-offline')).toBe('true');
        await waitUntil(async () => (await page.getByTestId('checkin-pending').getAttribute('data-count')) === '1', 'one check-in queued');

        // the third ticket is admitted here too, but Gate B (online) lets it in first
        await fillByTestId(page, 'checkin-code-input', extraCode);
        await submit(page, 'checkin-code-submit');
        await waitUntil(async () => (await page.getByTestId('checkin-pending').getAttribute('data-count')) === '2', 'two check-ins queued');
        await volunteer.client.get('/me');
        const gateB = await volunteer.client.post<{ result: string }>('/checkin/scan', { code: extraCode, gate: 'Gate B' });
        expect(gateB.data.result).toBe('admitted');
        await waitUntil(
          async () => (await page.getByTestId('checkin-queue-item').first().getAttribute('data-state')) === 'pending',
          'the queued check-ins pending',
        );
        // nothing reached the server
        expect((await member.client.get<TicketOrder>(`/orders/${orderId}`)).data.details.remainingCount).toBe(1);
      } finally {
        await context.setOffline(false);
      }

      // back online: the queue syncs by itself
      await waitUntil(
        async () => (await page.getByTestId('checkin-pending').getAttribute('data-count')) === '0',
        'the queue synced',
        20_000,
      );
      // one agreed, one conflict: used at Gate B before this device's scan reached the server
      const states = async () =>
        (await page.getByTestId('checkin-queue-item').evaluateAll((els) => els.map((e) => e.getAttribute('data-state')))).sort().join(',');
      await waitUntil(async () => (await states()) === 'conflict,synced', 'one synced and one conflict');
      await waitForText(page.getByTestId('checkin-conflicts'), /Gate B/);
    },
    90_000,
  );

  e2eTest(
    "the member's order is completed and its tickets are history",
    () => current,
    async () => {
      const page = buyer();
      current = page;
      const order = await member.client.get<TicketOrder>(`/orders/${orderId}`);
      expect(order.data).toMatchObject({ status: 'completed', details: { verifiedCount: 2, remainingCount: 0 } });
      await goInApp(page, `${paths.orderDetail}?id=${orderId}`);
      await waitForText(page.getByTestId('order-status'), zhCN.orders.status.completed);
      await waitForText(page.getByTestId('order-verified'), '2');
      await goInApp(page, paths.ticketHistory);
      await waitUntil(async () => (await page.locator('[data-testid^="ticket-card-"]').count()) === 3, 'three history tickets');
      // each says when and where it was used
      await waitUntil(async () => {
        const lines = await page.getByTestId('ticket-verified-at').allTextContents();
        return lines.length === 3 && lines.filter((l) => l.includes(GATE)).length === 2 && lines.some((l) => l.includes('Gate B'));
      }, 'the gates on the history tickets');
    },
    60_000,
  );

  e2eTest(
    "view tickets shows exactly one order's tickets beyond the wallet's first page, with loading, error, empty and not-found states",
    () => current,
    async () => {
      const page = buyer();
      current = page;
      // 20 tickets of a show that started earlier fill the wallet's first page (it lists by start)…
      const earlier = await createExhibition(e2e.app, {
        startsIn: -7200,
        duration: 86_400,
        types: [{ price: 100, quota: 20, perOrderLimit: 20 }],
      });
      await buyTickets(e2e.app, member.client, earlier.ticketTypes[0].id, 20);
      // …so two more of the main exhibition are on the second: filtering the first page finds nothing
      const paged = await buyTickets(e2e.app, member.client, exhibition.ticketTypes[0].id, 2);
      pagedOrderId = paged.order.id;
      const firstPage = await member.client.get<Paged<Ticket>>('/tickets');
      expect(firstPage.data.total).toBe(22);
      expect(firstPage.data.items.some((tk) => tk.orderId === pagedOrderId)).toBe(false);

      await goInApp(page, `${paths.orderDetail}?id=${pagedOrderId}`);
      await page.getByTestId('order-view-tickets').click();
      await waitUntil(() => currentRoute(page) === `${paths.tickets}?order=${pagedOrderId}`, 'the wallet of that order');
      await page.getByTestId('ticket-list').waitFor();
      const want = paged.tickets.map((tk) => tk.id).sort();
      await waitUntil(async () => (await ticketCardIds(page)).join() === want.join(), "that order's two tickets");
      await waitUntil(async () => (await page.getByTestId('ticket-qr').count()) === 2, 'their two QR codes');
      await waitForText(page.getByTestId('list-footer'), zhCN.orders.states.noMore);

      // the first order is completed: nothing of it left to use. Loading, then a failed load…
      let release = (): void => undefined;
      const held = new Promise<void>((r) => (release = r));
      const completedWallet = (url: URL) => url.pathname === '/api/v1/tickets' && url.searchParams.get('orderId') === orderId;
      await page.route(completedWallet, async (route) => {
        await held;
        await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 500, msg: 'x', data: null }) });
      });
      // (reloaded: the first test's "view tickets" left this list in the page's cache)
      await goInApp(page, `${paths.tickets}?order=${orderId}`);
      await page.reload();
      await page.getByTestId('state-loading').waitFor();
      release();
      await page.getByTestId('state-error').getByText(zhCN.tickets.loadFailed, { exact: true }).waitFor();
      // …a retry that works: empty, with the way to this order's history
      await page.unroute(completedWallet);
      await page.getByTestId('state-retry').click();
      await page.getByTestId('state-empty').getByText(zhCN.tickets.orderEmpty, { exact: true }).waitFor();
      await page.getByTestId('tickets-order-history').click();
      await waitUntil(() => currentRoute(page) === `${paths.ticketHistory}?order=${orderId}`, "that order's history");
      const used = (await member.client.get<Paged<Ticket>>(`/tickets/history?orderId=${orderId}`)).data.items.map((tk) => tk.id).sort();
      expect(used).toHaveLength(2);
      await waitUntil(async () => (await ticketCardIds(page)).join() === used.join(), "that order's two used tickets");
      // "view tickets" of a completed order goes straight to its history
      await goInApp(page, `${paths.orderDetail}?id=${orderId}`);
      await page.getByTestId('order-view-tickets').click();
      await waitUntil(() => currentRoute(page) === `${paths.ticketHistory}?order=${orderId}`, 'the history from the completed order');

      // someone else's order: not found (the server answers 404), and "show all" leaves the filter
      const stranger = await userWithRoles(e2e.app, []);
      await stranger.client.get('/me');
      const theirs = await placeOrder(stranger.client, exhibition.ticketTypes[0].id, 1);
      await goInApp(page, `${paths.tickets}?order=${theirs.id}`);
      await page.getByTestId('state-empty').getByText(zhCN.tickets.orderNotFound, { exact: true }).waitFor();
      expect(await page.getByTestId('ticket-list').count()).toBe(0);
      await page.getByTestId('tickets-show-all').click();
      await waitUntil(() => currentRoute(page) === paths.tickets, 'the whole wallet');
      await page.getByTestId('ticket-list').waitFor();
    },
    90_000,
  );

  e2eTest(
    'the commerce screens have no serious accessibility problems',
    () => current,
    async () => {
      const page = buyer();
      current = page;
      const found: string[] = [];
      const screens: [string, string][] = [
        [paths.tabShows, 'exhibition-list-page'],
        [`${paths.exhibition}?id=${exhibition.id}`, 'exhibition-title'],
        [`${paths.exhibitionBuy}?id=${exhibition.id}`, 'buy-submit'],
        [paths.orders, 'order-list'],
        [`${paths.orderDetail}?id=${orderId}`, 'order-status'],
        [paths.ticketHistory, 'ticket-history-list'],
        [`${paths.tickets}?order=${pagedOrderId}`, 'ticket-list'],
        [paths.couponList, 'coupon-list-page'],
      ];
      for (const [route, ready] of screens) {
        await goInApp(page, route);
        await page.getByTestId(ready).first().waitFor();
        found.push(...(await seriousViolations(page, route)));
      }
      const v = vol();
      current = v;
      await goInApp(v, paths.checkin);
      await v.getByTestId('checkin-result').waitFor();
      found.push(...(await seriousViolations(v, paths.checkin)));
      expect(found).toEqual([]);
    },
    90_000,
  );
});
