import { createHash } from 'node:crypto';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import Stripe from 'stripe';
import { DataSource } from 'typeorm';
import type { Paged } from '@contracts/api';
import type { Ticket, TicketOrder } from '@contracts/schemas/commerce';
import type { PaymentStart } from '@contracts/schemas/orders';
import { OrdersJob, ORDERS_QUEUE } from '@server/modules/orders/jobs/orders.jobs';
import { OrdersService } from '@server/modules/orders/services/orders.service';
import { startApp, type TestApp } from '@test/setup/harness';
import { startStripeApi, type TestStripeApi } from '@test/setup/stripe-api';
import {
  buyer,
  buyers,
  createExhibition,
  eventually,
  orderStatus,
  payOrder,
  placeOrder,
  sandboxCallback,
  sleep,
  sold,
  seatDrift,
} from './fixtures';
import { checkedFetch } from '@test/setup/contract';

const STRIPE_WEBHOOK_SECRET = 'whsec_test_reefline';

describe('payments, expiry and refunds', () => {
  let t: TestApp;
  let db: DataSource;
  let stripeApi: TestStripeApi;

  beforeAll(async () => {
    stripeApi = await startStripeApi();
    t = await startApp({
      RATE_LIMIT_DEFAULT_PER_MINUTE: '100000',
      // A short payment window so the delayed expiry job runs during the test.
      ORDER_PAYMENT_WINDOW_SECONDS: '2',
      ORDER_EXPIRING_SOON_SECONDS: '1',
      STRIPE_SECRET_KEY: 'sk_test_reefline_dummy',
      STRIPE_WEBHOOK_SECRET,
      STRIPE_API_URL: stripeApi.url,
    });
    db = t.app.get(DataSource);
  });
  afterEach(async () => {
    // Seats held = seats counted, after every scenario (cancel, expiry, late payment, refunds, races).
    await sleep(300);
    expect(await seatDrift(t)).toEqual([]);
  });
  afterAll(async () => {
    await t.close();
    await stripeApi.close();
  });

  async function tickets(orderId: string) {
    return (await db.query(`SELECT id, status FROM tickets WHERE order_id = $1 ORDER BY seq`, [orderId])) as {
      id: string;
      status: string;
    }[];
  }

  it('sandbox: pay → checkout page → Pay button → signed callback → paid, one ticket per seat, redirect to the order page', async () => {
    const ex = await createExhibition(t, { types: [{ price: 5000, quota: 10 }] });
    const { client } = await buyer(t);
    const o = await placeOrder(client, ex.ticketTypes[0].id, 3);
    const start = await client.post<PaymentStart>(`/orders/${o.id}/pay`, { provider: 'sandbox' }, { 'Idempotency-Key': 'pay-1' });
    expect(start.code).toBe(1);
    expect(start.data).toMatchObject({ orderId: o.id, provider: 'sandbox', amount: 15000, currency: 'CNY' });
    expect(start.data.checkoutUrl).toContain(`/api/v1/payments/sandbox/checkout/${start.data.paymentId}`);
    const retry = await client.post<PaymentStart>(`/orders/${o.id}/pay`, { provider: 'sandbox' }, { 'Idempotency-Key': 'pay-1' });
    expect(retry.data.paymentId).toBe(start.data.paymentId);

    const page = await checkedFetch(`${t.url}/api/v1/payments/sandbox/checkout/${start.data.paymentId}?lang=en-us`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain(o.number);
    // the app's own money formatter (@contracts/money): the same ¥ as the H5 app in every language
    expect(html).toContain('>¥150.00<');
    expect(html).not.toContain('CN¥');
    expect(html).toContain('data-testid="sandbox-pay"');
    // Its inline script runs by hash only; the page is never framed (issue #24).
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');

    const done = await checkedFetch(`${t.url}/api/v1/payments/sandbox/checkout/${start.data.paymentId}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const body = (await done.json()) as { code: number; data: { redirect: string; outcome: string } };
    expect(body.code).toBe(1);
    expect(body.data.outcome).toBe('paid');
    expect(body.data.redirect).toMatch(new RegExp(`/h5/#/pages/order/detail\\?id=${o.id}$`));

    const paid = await client.get<TicketOrder>(`/orders/${o.id}`);
    expect(paid.data).toMatchObject({
      status: 'paid',
      paymentMethod: 'sandbox',
      details: { remainingCount: 3, refundableCount: 3, viewTickets: true },
    });
    expect(paid.data.actions).toEqual({ pay: false, cancel: false, refund: true, delete: false });
    expect(paid.data.paidAt).not.toBeNull();
    expect((await tickets(o.id)).map((x) => x.status)).toEqual(['valid', 'valid', 'valid']);
    const wallet = await client.get<Paged<Ticket>>('/tickets');
    expect(wallet.data.total).toBe(3);
    expect(wallet.data.items[0]).toMatchObject({ orderId: o.id, orderNumber: o.number, status: 'valid', holderName: 'Ada Diver' });
    expect(wallet.data.items[0].qr).toMatch(/^RL1\./);
    const secrets = (await db.query(`SELECT DISTINCT secret FROM tickets WHERE order_id = $1`, [o.id])) as unknown[];
    expect(secrets).toHaveLength(3);

    // The page now says the payment is done; a second press changes nothing.
    expect(await (await checkedFetch(`${t.url}/api/v1/payments/sandbox/checkout/${start.data.paymentId}`)).text()).toContain('sandbox-done');
    const again = await checkedFetch(`${t.url}/api/v1/payments/sandbox/checkout/${start.data.paymentId}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(((await again.json()) as { data: { outcome: string } }).data.outcome).toBe('processed');
    expect(await tickets(o.id)).toHaveLength(3);
    expect((await client.post(`/orders/${o.id}/pay`, { provider: 'sandbox' })).code).toBe(0);
  });

  it('a replayed callback changes nothing; a forged, stale or wrong-amount one is refused and changes nothing', async () => {
    const ex = await createExhibition(t, { types: [{ price: 3000, quota: 10 }] });
    const { client } = await buyer(t);
    const o = await placeOrder(client, ex.ticketTypes[0].id, 2);
    const start = (await client.post<PaymentStart>(`/orders/${o.id}/pay`, { provider: 'sandbox' })).data;

    const forged = await sandboxCallback(t, { paymentId: start.paymentId, amount: 6000 }, { secret: 'not-the-secret-0123456789' });
    expect(forged.res).toMatchObject({ code: 0, msg: 'Signature check failed' });
    const stale = await sandboxCallback(t, { paymentId: start.paymentId, amount: 6000 }, { at: Math.floor(Date.now() / 1000) - 3600 });
    expect(stale.res.code).toBe(0);
    const wrong = await sandboxCallback(t, { paymentId: start.paymentId, amount: 1 });
    expect(wrong.res).toMatchObject({ code: 0, msg: 'The amount paid does not match the order' });
    const wrongCurrency = await sandboxCallback(t, { paymentId: start.paymentId, amount: 6000, currency: 'USD' });
    expect(wrongCurrency.res.code).toBe(0);
    const unsigned = await checkedFetch(`${t.url}/api/v1/payments/sandbox/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(((await unsigned.json()) as { code: number }).code).toBe(0);
    expect(await orderStatus(t, o.id)).toBe('pending_payment');
    expect(await tickets(o.id)).toHaveLength(0);

    const good = await sandboxCallback(t, { paymentId: start.paymentId, amount: 6000, eventId: 'evt_replay_1' });
    expect(good.res.data?.outcome).toBe('paid');
    // Replays: the same signed request again, also concurrently.
    const replays = await Promise.all(
      Array.from({ length: 5 }, () =>
        checkedFetch(`${t.url}/api/v1/payments/sandbox/callback`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-sandbox-signature': good.signature },
          body: good.raw,
        }).then((r) => r.json() as Promise<{ code: number; data: { outcome: string } }>),
      ),
    );
    for (const r of replays) expect(r.data.outcome).toBe('duplicate');
    // A new event for the same payment is not applied twice either.
    expect((await sandboxCallback(t, { paymentId: start.paymentId, amount: 6000 })).res.data?.outcome).toBe('duplicate');
    expect(await tickets(o.id)).toHaveLength(2);
    expect(await sold(t, ex.ticketTypes[0].id)).toBe(2);
  });

  it('expiry by the delayed job gives the seats back exactly once (job id = order id)', async () => {
    const ex = await createExhibition(t, { types: [{ quota: 5 }] });
    const { client } = await buyer(t);
    const o = await placeOrder(client, ex.ticketTypes[0].id, 4);
    const queue = t.app.get<Queue>(getQueueToken(ORDERS_QUEUE));
    const job = await eventually(
      () => queue.getJob(o.id),
      (j) => j !== undefined,
    );
    expect(job?.name).toBe(OrdersJob.Expire);
    expect(await sold(t, ex.ticketTypes[0].id)).toBe(4);
    await eventually(
      () => orderStatus(t, o.id),
      (s) => s === 'expired',
      10_000,
    );
    expect(await sold(t, ex.ticketTypes[0].id)).toBe(0);
    // Running the expiry again (a duplicate job, the sweep) changes nothing.
    const orders = t.app.get(OrdersService);
    expect(await orders.expire(o.id)).toBe('not_pending');
    await orders.sweepOverdue();
    expect(await sold(t, ex.ticketTypes[0].id)).toBe(0);
    const shown = await client.get<TicketOrder>(`/orders/${o.id}`);
    expect(shown.data).toMatchObject({ status: 'expired', actions: { pay: false, cancel: false, delete: true } });
    expect((await client.get<Paged<TicketOrder>>('/orders?status=cancelled')).data.items.map((x) => x.id)).toContain(o.id);
    expect(await client.post(`/orders/${o.id}/pay`, { provider: 'sandbox' })).toMatchObject({ code: 0 });
  });

  it('late payment: accepted when seats remain, refunded in full when sold out', async () => {
    const ex = await createExhibition(t, { types: [{ price: 2000, quota: 2 }] });
    const [a, b] = await buyers(t, 2);
    const late = await placeOrder(a.client, ex.ticketTypes[0].id, 2);
    const start = (await a.client.post<PaymentStart>(`/orders/${late.id}/pay`, { provider: 'sandbox' })).data;
    await eventually(
      () => orderStatus(t, late.id),
      (s) => s === 'expired',
      10_000,
    );
    expect(await sold(t, ex.ticketTypes[0].id)).toBe(0);
    // Seats still free: the late payment revives the order.
    expect((await sandboxCallback(t, { paymentId: start.paymentId, amount: 4000 })).res.data?.outcome).toBe('late_paid');
    expect(await orderStatus(t, late.id)).toBe('paid');
    expect(await sold(t, ex.ticketTypes[0].id)).toBe(2);
    expect(await tickets(late.id)).toHaveLength(2);

    // Sold out meanwhile: the late payment is returned, the order stays expired.
    const ex2 = await createExhibition(t, { types: [{ price: 2000, quota: 1 }] });
    const lost = await placeOrder(a.client, ex2.ticketTypes[0].id, 1);
    const lostPay = (await a.client.post<PaymentStart>(`/orders/${lost.id}/pay`, { provider: 'sandbox' })).data;
    await eventually(
      () => orderStatus(t, lost.id),
      (s) => s === 'expired',
      10_000,
    );
    await placeOrder(b.client, ex2.ticketTypes[0].id, 1);
    expect((await sandboxCallback(t, { paymentId: lostPay.paymentId, amount: 2000 })).res.data?.outcome).toBe('returned');
    expect(await orderStatus(t, lost.id)).toBe('expired');
    expect(await sold(t, ex2.ticketTypes[0].id)).toBe(1);
    expect(await tickets(lost.id)).toHaveLength(0);
    const [payment] = (await db.query(`SELECT status, refunded_amount FROM payments WHERE id = $1`, [lostPay.paymentId])) as {
      status: string;
      refunded_amount: number;
    }[];
    expect(payment).toEqual({ status: 'refunded', refunded_amount: 2000 });
  });

  it('cancel, expire and pay racing on one order leave one consistent final state', async () => {
    const orders = t.app.get(OrdersService);
    for (let round = 0; round < 6; round++) {
      const ex = await createExhibition(t, { types: [{ price: 1000, quota: 3 }] });
      const { client } = await buyer(t);
      const o = await placeOrder(client, ex.ticketTypes[0].id, 3);
      const start = (await client.post<PaymentStart>(`/orders/${o.id}/pay`, { provider: 'sandbox' })).data;
      await sleep(1900 + (round % 3) * 60); // at the edge of the 2 s window
      await Promise.all([
        client.post(`/orders/${o.id}/cancel`),
        orders.expire(o.id),
        sandboxCallback(t, { paymentId: start.paymentId, amount: 3000 }),
      ]);
      await sleep(300);
      const status = await orderStatus(t, o.id);
      const seats = await sold(t, ex.ticketTypes[0].id);
      const ts = await tickets(o.id);
      const [p] = (await db.query(`SELECT status FROM payments WHERE id = $1`, [start.paymentId])) as { status: string }[];
      if (status === 'paid') {
        expect([seats, ts.length, p.status]).toEqual([3, 3, 'succeeded']);
      } else {
        expect(['cancelled', 'expired']).toContain(status);
        expect([seats, ts.length, p.status]).toEqual([0, 0, 'refunded']);
      }
    }
  });

  it('refunds: partial, never more than the unused tickets, amounts add up, closed once the exhibition starts', async () => {
    const ex = await createExhibition(t, { types: [{ price: 3333, quota: 10 }] });
    const { client } = await buyer(t);
    const o = await placeOrder(client, ex.ticketTypes[0].id, 3);
    await payOrder(t, client, o);
    expect(await sold(t, ex.ticketTypes[0].id)).toBe(3);
    const one = await client.post<TicketOrder>(`/orders/${o.id}/refund`, { quantity: 1 });
    expect(one).toMatchObject({
      code: 1,
      msg: '1 ticket refunded',
      data: { status: 'paid', details: { refundedCount: 1, remainingCount: 2 }, refundedAmount: 3333 },
    });
    expect(await sold(t, ex.ticketTypes[0].id)).toBe(2);
    const tooMany = await client.post(`/orders/${o.id}/refund`, { quantity: 3 });
    expect(tooMany).toMatchObject({ code: 0, msg: 'Only 2 unused tickets can be refunded' });
    // Two refunds of the remaining two racing: both tickets refunded once, seats back once.
    const race = await Promise.all([
      client.post<TicketOrder>(`/orders/${o.id}/refund`, { quantity: 2 }),
      client.post<TicketOrder>(`/orders/${o.id}/refund`, { quantity: 2 }),
    ]);
    expect(race.filter((r) => r.code === 1)).toHaveLength(1);
    const after = await client.get<TicketOrder>(`/orders/${o.id}`);
    expect(after.data).toMatchObject({
      status: 'refunded',
      details: { refundedCount: 3, remainingCount: 0 },
      refundedAmount: 9999,
      actions: { refund: false, delete: true },
    });
    expect(await sold(t, ex.ticketTypes[0].id)).toBe(0);
    const history = await client.get<Paged<Ticket>>('/tickets/history');
    expect(history.data.items.map((x) => x.status)).toEqual(['refunded', 'refunded', 'refunded']);
    expect(history.data.items[0].qr).toBeNull();
    expect((await client.get<Paged<TicketOrder>>('/orders?status=refunded')).data.total).toBe(1);

    // After the exhibition has started: refused.
    const running = await createExhibition(t, { startsIn: -60 });
    const o2 = await placeOrder(client, running.ticketTypes[0].id, 1);
    await payOrder(t, client, o2);
    expect(await client.post(`/orders/${o2.id}/refund`, {})).toMatchObject({
      code: 0,
      msg: 'The exhibition has started: refunds are closed',
    });
    expect((await client.get<TicketOrder>(`/orders/${o2.id}`)).data.actions.refund).toBe(false);
  });

  it('Stripe webhook: verified with the SDK, signed with its own test header helper; a bad signature changes nothing', async () => {
    const ex = await createExhibition(t, { types: [{ price: 4200, quota: 5 }] });
    const { client, userId } = await buyer(t);
    const o = await placeOrder(client, ex.ticketTypes[0].id, 1);
    const [p] = (await db.query(
      `INSERT INTO payments (order_id, user_id, provider, amount, currency, provider_ref) VALUES ($1, $2, 'stripe', 4200, 'CNY', 'cs_test_1') RETURNING id`,
      [o.id, userId],
    )) as { id: string }[];
    const event = {
      id: 'evt_stripe_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_1',
          object: 'checkout.session',
          metadata: { paymentId: p.id },
          amount_total: 4200,
          currency: 'cny',
          payment_status: 'paid',
        },
      },
    };
    const payload = JSON.stringify(event);
    const stripe = new Stripe('sk_test_reefline_dummy');
    const send = (signature: string, body = payload) =>
      checkedFetch(`${t.url}/api/v1/payments/stripe/callback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body,
      }).then((r) => r.json() as Promise<{ code: number; data: { outcome: string } | null }>);
    const bad = await send(stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' }));
    expect(bad.code).toBe(0);
    const tampered = await send(
      stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET }),
      payload.replace('4200', '1'),
    );
    expect(tampered.code).toBe(0);
    expect(await orderStatus(t, o.id)).toBe('pending_payment');
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET });
    expect((await send(header)).data?.outcome).toBe('paid');
    expect((await send(header)).data?.outcome).toBe('duplicate');
    expect(await orderStatus(t, o.id)).toBe('paid');
    expect((await client.get<TicketOrder>(`/orders/${o.id}`)).data.paymentMethod).toBe('stripe');
    expect(await tickets(o.id)).toHaveLength(1);
  });

  it('Stripe Checkout through the SDK: the session carries the amount, currency and our payment id; a refund reaches its payment intent; Stripe failing is a clear refusal, never a logout or a 500', async () => {
    const ex = await createExhibition(t, { types: [{ price: 4200, quota: 5 }] });
    const { client } = await buyer(t);
    const o = await placeOrder(client, ex.ticketTypes[0].id, 2);
    stripeApi.calls.length = 0;

    const start = await client.post<PaymentStart>(`/orders/${o.id}/pay`, { provider: 'stripe' });
    expect(start.code).toBe(1);
    expect(start.data).toMatchObject({ provider: 'stripe', amount: 8400, currency: 'CNY' });
    expect(stripeApi.calls).toHaveLength(1);
    const created = stripeApi.calls[0]!;
    expect(created).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions', authorization: 'Bearer sk_test_reefline_dummy' });
    expect(created.idempotencyKey).toBe(`checkout-${start.data.paymentId}`);
    expect(Object.fromEntries(created.form)).toMatchObject({
      mode: 'payment',
      client_reference_id: start.data.paymentId,
      'metadata[paymentId]': start.data.paymentId,
      'metadata[orderId]': o.id,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'cny',
      'line_items[0][price_data][unit_amount]': '8400',
    });
    expect(created.form.get('success_url')).toMatch(new RegExp(`/h5/#/pages/order/detail\\?id=${o.id}$`));
    const sessionId = /cs_double_\d+$/.exec(start.data.checkoutUrl)![0];
    expect(start.data.checkoutUrl).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);

    // Stripe confirms by webhook; the order is paid.
    const payload = JSON.stringify({
      id: `evt_${sessionId}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          metadata: { paymentId: start.data.paymentId },
          amount_total: 8400,
          currency: 'cny',
          payment_status: 'paid',
        },
      },
    });
    const signature = new Stripe('sk_test_reefline_dummy').webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET });
    const hook = await checkedFetch(`${t.url}/api/v1/payments/stripe/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    expect(((await hook.json()) as { data: { outcome: string } }).data.outcome).toBe('paid');

    // A refund of one ticket goes to the session's payment intent, for that ticket's price.
    const refunded = await client.post<TicketOrder>(`/orders/${o.id}/refund`, { quantity: 1 });
    expect(refunded).toMatchObject({ code: 1, data: { details: { refundedCount: 1 }, refundedAmount: 4200 } });
    const refundCalls = stripeApi.calls.slice(1).map((c) => ({ method: c.method, path: c.path, form: Object.fromEntries(c.form) }));
    expect(refundCalls).toEqual([
      { method: 'GET', path: `/v1/checkout/sessions/${sessionId}`, form: {} },
      { method: 'POST', path: '/v1/refunds', form: { payment_intent: sessionId.replace('cs_', 'pi_'), amount: '4200' } },
    ]);

    // Stripe rejecting our key (401) or failing (500): the buyer is told to try again, stays logged
    // in, and the order can still be paid once Stripe answers.
    const o2 = await placeOrder(client, ex.ticketTypes[0].id, 1);
    for (const status of [401, 500]) {
      stripeApi.failWith(status);
      const res = await client.post(`/orders/${o2.id}/pay`, { provider: 'stripe' }, { language: 'en-us' });
      expect([status, res.status, res.code, res.msg]).toEqual([
        status,
        200,
        0,
        'The payment service did not answer. Please try again in a moment',
      ]);
    }
    stripeApi.failWith(null);
    expect((await client.get('/me')).code).toBe(1);
    expect(await orderStatus(t, o2.id)).toBe('pending_payment');
    // the two attempts that opened no checkout are closed, not left pending
    expect(await db.query(`SELECT status, checkout_url FROM payments WHERE order_id = $1`, [o2.id])).toEqual([
      { status: 'failed', checkout_url: null },
      { status: 'failed', checkout_url: null },
    ]);
    expect((await client.post<PaymentStart>(`/orders/${o2.id}/pay`, { provider: 'stripe' })).data.checkoutUrl).toMatch(
      /^https:\/\/checkout\.stripe\.test\//,
    );
  });

  it('a second successful payment of an already paid order is refunded in full', async () => {
    const ex = await createExhibition(t, { types: [{ price: 2500, quota: 5 }] });
    const { client, userId } = await buyer(t);
    const o = await placeOrder(client, ex.ticketTypes[0].id, 2);
    const first = (await client.post<PaymentStart>(`/orders/${o.id}/pay`, { provider: 'sandbox' })).data;
    const [second] = (await db.query(
      `INSERT INTO payments (order_id, user_id, provider, amount, currency) VALUES ($1, $2, 'sandbox', 5000, 'CNY') RETURNING id`,
      [o.id, userId],
    )) as { id: string }[];
    const outcomes = await Promise.all([
      sandboxCallback(t, { paymentId: first.paymentId, amount: 5000 }),
      sandboxCallback(t, { paymentId: second.id, amount: 5000 }),
    ]);
    expect(outcomes.map((x) => x.res.data?.outcome).sort()).toEqual(['paid', 'returned']);
    expect(await orderStatus(t, o.id)).toBe('paid');
    expect(await tickets(o.id)).toHaveLength(2);
    expect(await sold(t, ex.ticketTypes[0].id)).toBe(2);
    const payments = (await db.query(`SELECT status, refunded_amount FROM payments WHERE order_id = $1 ORDER BY status`, [
      o.id,
    ])) as unknown[];
    expect(payments).toEqual([
      { status: 'refunded', refunded_amount: 5000 },
      { status: 'succeeded', refunded_amount: 0 },
    ]);
  });

  it('a failed sandbox payment leaves the order payable', async () => {
    const ex = await createExhibition(t);
    const { client } = await buyer(t);
    const o = await placeOrder(client, ex.ticketTypes[0].id, 1);
    const start = (await client.post<PaymentStart>(`/orders/${o.id}/pay`, { provider: 'sandbox' })).data;
    const res = await checkedFetch(`${t.url}/api/v1/payments/sandbox/checkout/${start.paymentId}/fail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(((await res.json()) as { data: { outcome: string } }).data.outcome).toBe('failed');
    expect(await orderStatus(t, o.id)).toBe('pending_payment');
    expect((await client.get<TicketOrder>(`/orders/${o.id}`)).data.actions.pay).toBe(true);
  });
});
