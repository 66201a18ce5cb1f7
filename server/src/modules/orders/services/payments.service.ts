import { Injectable, Logger } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { Language } from '@contracts/language';
import type {
  OrderStatus,
  PaymentCallbackOutcome,
  PaymentCallbackResult,
  PaymentProviderName,
  PaymentStart,
  PayOrderInput,
} from '@contracts/schemas/orders';
import { AppException } from '@server/common/errors/app.exception';
import { one, rows, tx } from '@server/infra/database/sql';
import { OrderPaid, PaymentReturned } from '../events/order.events';
import type { PaymentNotification, RawCallback } from '../payments/payment-provider';
import { PaymentProviders } from '../payments/payment-providers';
import type { OrderRecord } from '../ports/order-kind.port';
import { OrderQuery } from '../queries/order.query';
import { OrderKinds } from './order-kinds';
import { ORDER_COLUMNS } from './order.mapper';
import { OrdersService } from './orders.service';
import { OrdersSettings } from './orders.settings';
import { PaymentsRefunder } from './payments-refunder';

interface PaymentRow {
  id: string;
  order_id: string;
  user_id: string;
  provider: PaymentProviderName;
  status: 'pending' | 'succeeded' | 'failed' | 'refunded';
  amount: number;
  currency: string;
  provider_ref: string | null;
  checkout_url: string | null;
}

/** What applying a callback did: an answered outcome, or an amount that does not match the payment (refused). */
export type CallbackOutcome = PaymentCallbackOutcome | 'amount_mismatch';

/**
 * Payments: starting a checkout with a provider and applying its verified callbacks. Payments know
 * no order kind: what a paid order gives the buyer is its kind's `fulfil`.
 *
 * A callback is applied once: its event id is recorded first (a replay stops there) and the
 * payment moves pending → succeeded by a guarded UPDATE. The order then moves
 * pending_payment → paid by a guarded UPDATE and is fulfilled by its kind in the same transaction
 * (so exactly once, and never paid without it). A payment that finds the order closed is a late
 * payment: an expired order is revived when its kind can take its stock again (`revive`, in the
 * same transaction as the status change), otherwise — and for a cancelled or already paid order —
 * the payment is refunded in full (docs/decisions/0045-late-payment.md).
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    private readonly ds: DataSource,
    private readonly settings: OrdersSettings,
    private readonly providers: PaymentProviders,
    private readonly orders: OrdersService,
    private readonly query: OrderQuery,
    private readonly kinds: OrderKinds,
    private readonly refunder: PaymentsRefunder,
    private readonly events: EventBus,
  ) {}

  async start(userId: string, orderId: string, input: PayOrderInput, lang: Language): Promise<PaymentStart> {
    const provider = this.providers.get(input.provider);
    const o = await this.orders.record(userId, orderId);
    if (o.status !== 'pending_payment') this.orders.refuseState(o.status, lang);
    if (o.expiresAt <= new Date()) throw AppException.fail('e.orders.payment_window_closed');
    const answer = (p: PaymentRow): PaymentStart => ({
      paymentId: p.id,
      orderId: o.id,
      provider: p.provider,
      checkoutUrl: p.checkout_url ?? '',
      amount: p.amount,
      currency: p.currency,
      expiresAt: o.expiresAt.toISOString(),
    });
    // A second "pay" with the same provider reuses the open checkout.
    const open = await one<PaymentRow>(
      this.ds,
      `SELECT * FROM payments WHERE order_id = $1 AND provider = $2 AND status = 'pending' AND amount = $3 AND checkout_url IS NOT NULL
        ORDER BY created_at DESC LIMIT 1`,
      [o.id, provider.name, o.total],
    );
    if (open) return answer(open);
    const view = (await this.kinds.get(o.kind).present([o], lang, new Date())).get(o.id);
    const created = await one<PaymentRow>(
      this.ds,
      `INSERT INTO payments (order_id, user_id, provider, amount, currency) VALUES ($1, $2, $3, $4, $5) RETURNING *`,
      [o.id, userId, provider.name, o.total, o.currency],
    );
    if (!created) throw new Error('payment insert returned nothing');
    let started: Awaited<ReturnType<typeof provider.startCheckout>>;
    try {
      started = await provider.startCheckout({
        paymentId: created.id,
        orderId: o.id,
        orderNumber: o.number,
        amount: o.total,
        currency: o.currency,
        description: `${view?.title ?? o.number} × ${o.quantity}`,
        lang,
        returnUrl: this.settings.orderPageUrl(o.id),
      });
    } catch (err) {
      // No checkout was opened: close the attempt (the next "pay" makes a new one).
      await this.ds.query(`UPDATE payments SET status = 'failed' WHERE id = $1 AND status = 'pending'`, [created.id]);
      throw err;
    }
    const saved = await one<PaymentRow>(this.ds, `UPDATE payments SET checkout_url = $2, provider_ref = $3 WHERE id = $1 RETURNING *`, [
      created.id,
      started.checkoutUrl,
      started.providerRef,
    ]);
    return answer(saved ?? { ...created, checkout_url: started.checkoutUrl });
  }

  /** A provider's callback: verified, deduplicated, amount-checked, applied once. */
  async handleCallback(providerName: string, cb: RawCallback): Promise<PaymentCallbackResult> {
    const provider = this.providers.get(providerName);
    const n = provider.verifyCallback(cb);
    if (n.outcome === 'ignored' || !n.paymentId) return { outcome: 'ignored' };
    const outcome = await this.apply(provider.name, n);
    if (outcome === 'amount_mismatch') throw AppException.fail('e.orders.amount_mismatch');
    return { outcome };
  }

  private async apply(provider: PaymentProviderName, n: PaymentNotification): Promise<CallbackOutcome> {
    const payment = await one<PaymentRow>(this.ds, `SELECT * FROM payments WHERE id::text = $1 AND provider = $2`, [n.paymentId, provider]);
    if (!payment) throw AppException.fail('e.orders.callback_invalid');
    if (n.outcome === 'succeeded' && (n.amount !== payment.amount || n.currency.toUpperCase() !== payment.currency.toUpperCase())) {
      this.logger.warn(
        { paymentId: payment.id, expected: payment.amount, got: n.amount, currency: n.currency },
        'payment callback with a wrong amount refused',
      );
      return 'amount_mismatch';
    }
    type Applied = { outcome: CallbackOutcome; order?: OrderRecord; refund?: number; orderStatus?: OrderStatus };
    const applied = await tx<Applied>(this.ds, async (q) => {
      const fresh = await rows(
        q,
        `INSERT INTO payment_events (provider, event_id, payment_id, outcome) VALUES ($1, $2, $3, $4)
         ON CONFLICT (provider, event_id) DO NOTHING RETURNING event_id`,
        [provider, n.eventId, payment.id, n.outcome],
      );
      if (!fresh.length) return { outcome: 'duplicate' };
      if (n.outcome === 'failed') {
        await rows(q, `UPDATE payments SET status = 'failed' WHERE id = $1 AND status = 'pending' RETURNING id`, [payment.id]);
        return { outcome: 'failed' };
      }
      const won = await rows(
        q,
        `UPDATE payments SET status = 'succeeded', succeeded_at = now() WHERE id = $1 AND status IN ('pending', 'failed') RETURNING id`,
        [payment.id],
      );
      if (!won.length) return { outcome: 'duplicate' };
      const paid = await one<OrderRecord>(
        q,
        `UPDATE orders o SET status = 'paid', paid_at = now(), payment_method = $2, updated_at = now()
          WHERE o.id = $1 AND o.status = 'pending_payment' RETURNING ${ORDER_COLUMNS}`,
        [payment.order_id, provider],
      );
      if (paid) {
        await this.kinds.get(paid.kind).fulfil(q, paid);
        return { outcome: 'paid', order: paid };
      }
      // Late payment: revive an expired order when its kind can take its stock again.
      const expired = await one<OrderRecord>(
        q,
        `SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = $1 AND o.status = 'expired' FOR UPDATE`,
        [payment.order_id],
      );
      if (expired && (await this.kinds.get(expired.kind).revive(q, expired))) {
        const revived = await one<OrderRecord>(
          q,
          `UPDATE orders o SET status = 'paid', paid_at = now(), payment_method = $2, updated_at = now()
            WHERE o.id = $1 AND o.status = 'expired' RETURNING ${ORDER_COLUMNS}`,
          [payment.order_id, provider],
        );
        if (!revived) throw new Error(`expired order ${payment.order_id} changed while locked`);
        await this.kinds.get(revived.kind).fulfil(q, revived);
        return { outcome: 'late_paid', order: revived };
      }
      await rows(q, `UPDATE payments SET status = 'refunded', refunded_amount = amount WHERE id = $1 RETURNING id`, [payment.id]);
      const o = await one<{ status: OrderStatus }>(q, `SELECT status FROM orders WHERE id = $1`, [payment.order_id]);
      return { outcome: 'returned', refund: payment.amount, orderStatus: o?.status ?? 'expired' };
    });

    if ((applied.outcome === 'paid' || applied.outcome === 'late_paid') && applied.order) {
      const o = applied.order;
      this.events.publish(new OrderPaid({ ...this.orders.ref(o), quantity: o.quantity, late: applied.outcome === 'late_paid' }));
    }
    if (applied.outcome === 'returned' && applied.refund) {
      await this.refunder.refund(payment.id, applied.refund);
      const o = await this.query.byId(payment.order_id);
      if (o) {
        const status = applied.orderStatus ?? o.status;
        this.events.publish(new PaymentReturned({ ...this.orders.ref(o), paymentId: payment.id, status, amount: applied.refund }));
      }
    }
    return applied.outcome;
  }

  // ───────────── sandbox checkout (the "provider" side) ─────────────

  async sandboxPayment(paymentId: string): Promise<(PaymentRow & { order: OrderRecord }) | undefined> {
    const p = await one<PaymentRow>(this.ds, `SELECT * FROM payments WHERE id = $1 AND provider = 'sandbox'`, [paymentId]);
    if (!p) return undefined;
    const order = await this.query.byId(p.order_id);
    return order ? { ...p, order } : undefined;
  }

  /**
   * The Pay / Fail buttons of the sandbox page: the sandbox "charges" the payment and notifies the
   * app like a real provider — a signed HTTP POST to the callback URL. Returns where the browser goes next.
   */
  async sandboxComplete(paymentId: string, outcome: 'pay' | 'fail', selfUrl: string): Promise<{ redirect: string; outcome: string }> {
    const p = await this.sandboxPayment(paymentId);
    if (!p || !this.providers.enabled('sandbox')) throw AppException.notFound();
    const redirect = this.settings.orderPageUrl(p.order_id);
    if (p.status !== 'pending') return { redirect, outcome: 'processed' };
    const { raw, signature } = this.providers.sandbox.buildCallback({
      paymentId: p.id,
      amount: p.amount,
      currency: p.currency,
      status: outcome === 'pay' ? 'succeeded' : 'failed',
    });
    const url = this.settings.sandboxCallbackUrl ?? `${selfUrl}/api/v1/payments/sandbox/callback`;
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
      body: raw,
    });
    const body = (await res.json().catch(() => ({}))) as { data?: { outcome?: string } };
    return { redirect, outcome: body.data?.outcome ?? `http_${res.status}` };
  }
}
