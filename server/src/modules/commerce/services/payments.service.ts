import { Injectable, Logger } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { Language } from '@contracts/language';
import type { OrderStatus, PaymentProviderName, PaymentStart, PayOrderInput } from '@contracts/schemas/commerce';
import { AppException } from '@server/common/errors/app.exception';
import { t } from '@server/common/i18n/i18n';
import { OrderPaid, PaymentReturned } from '../events/commerce.events';
import type { PaymentNotification, RawCallback } from '../payments/payment-provider';
import { PaymentProviders } from '../payments/payment-providers';
import { CommerceSettings } from './commerce.settings';
import { pick } from './local-text';
import type { OrderRow } from './order.mapper';
import { OrdersService } from './orders.service';
import { PaymentsRefunder } from './payments-refunder';
import { one, rows, tx } from '@server/infra/database/sql';

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

export type CallbackOutcome = 'paid' | 'late_paid' | 'returned' | 'failed' | 'duplicate' | 'ignored' | 'amount_mismatch';

/**
 * Payments: starting a checkout with a provider and applying its verified callbacks.
 *
 * A callback is applied once: its event id is recorded first (a replay stops there) and the
 * payment moves pending → succeeded by a guarded UPDATE. The order then moves
 * pending_payment → paid by a guarded UPDATE and gets its tickets. A payment that finds the order
 * closed is a late payment: an expired order is revived when its seats can be taken again (the
 * same conditional UPDATE as at creation), otherwise — and for a cancelled or already paid
 * order — the payment is refunded in full (decisions.md).
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    private readonly ds: DataSource,
    private readonly settings: CommerceSettings,
    private readonly providers: PaymentProviders,
    private readonly orders: OrdersService,
    private readonly refunder: PaymentsRefunder,
    private readonly events: EventBus,
  ) {}

  async start(userId: string, orderId: string, input: PayOrderInput, lang: Language): Promise<PaymentStart> {
    const provider = this.providers.get(input.provider);
    const o = await this.orders.row(userId, orderId);
    if (o.status !== 'pending_payment') {
      throw AppException.fail('e.commerce.not_pending', { status: t(lang, `commerce.status.${o.status}`) }, { status: o.status });
    }
    if (o.expires_at <= new Date()) throw AppException.fail('e.commerce.payment_window_closed');
    const answer = (p: PaymentRow): PaymentStart => ({
      paymentId: p.id,
      orderId: o.id,
      provider: p.provider,
      checkoutUrl: p.checkout_url ?? '',
      amount: p.amount,
      currency: p.currency,
      expiresAt: o.expires_at.toISOString(),
    });
    // A second "pay" with the same provider reuses the open checkout.
    const open = await one<PaymentRow>(
      this.ds,
      `SELECT * FROM payments WHERE order_id = $1 AND provider = $2 AND status = 'pending' AND amount = $3 AND checkout_url IS NOT NULL
        ORDER BY created_at DESC LIMIT 1`,
      [o.id, provider.name, o.total],
    );
    if (open) return answer(open);
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
        description: `${pick(o.e_title, lang)} · ${pick(o.tt_name, lang)} × ${o.quantity}`,
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
  async handleCallback(providerName: string, cb: RawCallback): Promise<{ outcome: CallbackOutcome }> {
    const provider = this.providers.get(providerName);
    const n = provider.verifyCallback(cb);
    if (n.outcome === 'ignored' || !n.paymentId) return { outcome: 'ignored' };
    const outcome = await this.apply(provider.name, n);
    if (outcome === 'amount_mismatch') throw AppException.fail('e.commerce.amount_mismatch');
    return { outcome };
  }

  private async apply(provider: PaymentProviderName, n: PaymentNotification): Promise<CallbackOutcome> {
    const payment = await one<PaymentRow>(this.ds, `SELECT * FROM payments WHERE id::text = $1 AND provider = $2`, [n.paymentId, provider]);
    if (!payment) throw AppException.fail('e.commerce.callback_invalid');
    if (n.outcome === 'succeeded' && (n.amount !== payment.amount || n.currency.toUpperCase() !== payment.currency.toUpperCase())) {
      this.logger.warn(
        { paymentId: payment.id, expected: payment.amount, got: n.amount, currency: n.currency },
        'payment callback with a wrong amount refused',
      );
      return 'amount_mismatch';
    }
    type Applied = { outcome: CallbackOutcome; order?: OrderRow; refund?: number; orderStatus?: OrderStatus };
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
      const paid = await one<OrderRow>(
        q,
        `UPDATE orders SET status = 'paid', paid_at = now(), payment_method = $2, updated_at = now()
          WHERE id = $1 AND status = 'pending_payment' RETURNING *`,
        [payment.order_id, provider],
      );
      if (paid) {
        await this.orders.issueTickets(q, paid.id, paid.quantity);
        return { outcome: 'paid', order: paid };
      }
      // Late payment: revive an expired order when its seats are still free.
      const revived = await one<OrderRow>(
        q,
        `WITH o AS (SELECT * FROM orders WHERE id = $1 AND status = 'expired' FOR UPDATE),
              seat AS (UPDATE ticket_types t SET sold = t.sold + o.quantity FROM o WHERE t.id = o.ticket_type_id AND t.sold + o.quantity <= t.quota RETURNING t.id)
         UPDATE orders SET status = 'paid', paid_at = now(), payment_method = $2, updated_at = now()
           FROM seat WHERE orders.id = $1 AND orders.status = 'expired' RETURNING orders.*`,
        [payment.order_id, provider],
      );
      if (revived) {
        // The coupon went back at expiry; it is spent again if still unused (the discount was paid for either way).
        await rows(
          q,
          `UPDATE user_coupons SET status = 'used', used_order_id = $1, used_at = now() WHERE id = $2 AND status = 'unused' RETURNING id`,
          [revived.id, revived.user_coupon_id],
        );
        await this.orders.issueTickets(q, revived.id, revived.quantity);
        return { outcome: 'late_paid', order: revived };
      }
      await rows(q, `UPDATE payments SET status = 'refunded', refunded_amount = amount WHERE id = $1 RETURNING id`, [payment.id]);
      const o = await one<{ status: OrderStatus }>(q, `SELECT status FROM orders WHERE id = $1`, [payment.order_id]);
      return { outcome: 'returned', refund: payment.amount, orderStatus: o?.status ?? 'expired' };
    });

    if ((applied.outcome === 'paid' || applied.outcome === 'late_paid') && applied.order) {
      const o = applied.order;
      this.events.publish(new OrderPaid(o.id, o.user_id, o.number, o.kind, o.quantity, applied.outcome === 'late_paid'));
    }
    if (applied.outcome === 'returned' && applied.refund) {
      await this.refunder.refund(payment.id, applied.refund);
      const o = await this.orders.byId(payment.order_id);
      if (o)
        this.events.publish(new PaymentReturned(payment.id, o.id, o.user_id, o.number, applied.orderStatus ?? o.status, applied.refund));
    }
    return applied.outcome;
  }

  // ───────────── sandbox checkout (the "provider" side) ─────────────

  async sandboxPayment(paymentId: string): Promise<(PaymentRow & { order: OrderRow }) | undefined> {
    const p = await one<PaymentRow>(this.ds, `SELECT * FROM payments WHERE id = $1 AND provider = 'sandbox'`, [paymentId]);
    if (!p) return undefined;
    const order = await this.orders.byId(p.order_id);
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
