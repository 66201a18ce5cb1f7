import { Injectable, Logger } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { DataSource, type QueryRunner } from 'typeorm';
import type { Language } from '@contracts/language';
import type {
  CheckinKeys,
  CheckinOrder,
  CheckinResult,
  CheckinScanInput,
  CheckinSyncInput,
  CheckinSyncResult,
  CheckinVerifyInput,
  CheckinVerifyResult,
} from '@contracts/schemas/commerce';
import type { OrderStatus } from '@contracts/schemas/orders';
import { AppException } from '@server/common/errors/app.exception';
import { t } from '@server/common/i18n/i18n';
import { Rollback, one, rows, tx } from '@server/infra/database/sql';
import { OrderProgressed } from '@server/modules/orders/events/order.events';
import { OrderDesk } from '@server/modules/orders/ports/order-desk.port';
import type { OrderRecord } from '@server/modules/orders/ports/order-kind.port';
import { OrderQuery } from '@server/modules/orders/queries/order.query';
import { TicketCheckedIn } from '../events/ticket.events';
import { CommerceSettings } from './commerce.settings';
import { pick, type LocalText } from './local-text';
import { TICKET_ORDER_SELECT, toCheckinOrder, type TicketOrderRow } from './ticket-order.view';
import { TicketsService, type TicketRow } from './tickets.service';

/** A paid order after counting verified tickets: its status now (paid, or completed when nothing is left to use). */
interface Counted {
  order: OrderRecord;
  status: OrderStatus;
}

/**
 * Check-in at the door (volunteers, admins). A ticket is admitted by one guarded UPDATE
 * (`status = 'valid'` → verified), so two volunteers scanning it at once admit it once; the order
 * counts it in the same transaction and completes when every ticket is verified or refunded.
 * Locks: ticket, then the order row (orders' `lockPaid`), then its `ticket_orders` row — refunds
 * and counter verifications take the order row first and skip locked tickets, so none can deadlock.
 */
@Injectable()
export class CheckinService {
  private readonly logger = new Logger(CheckinService.name);

  constructor(
    private readonly ds: DataSource,
    private readonly settings: CommerceSettings,
    private readonly tickets: TicketsService,
    private readonly desk: OrderDesk,
    private readonly orders: OrderQuery,
    private readonly events: EventBus,
  ) {}

  private answer(lang: Language, result: CheckinResult['result'], tk?: TicketRow, params: Record<string, string> = {}): CheckinResult {
    const out: CheckinResult = { result, message: t(lang, `commerce.checkin.${result}`, params) };
    if (tk) {
      out.ticket = this.tickets.toTicket(tk, lang);
      if (tk.verified_at) out.verifiedAt = tk.verified_at.toISOString();
      out.gate = tk.gate;
    }
    return out;
  }

  private alreadyVerified(lang: Language, tk: TicketRow): CheckinResult {
    return this.answer(lang, 'already_verified', tk, {
      time: tk.verified_at ? this.settings.formatTime(tk.verified_at, lang) : '',
      gate: tk.gate ?? t(lang, 'commerce.checkin.unknown_gate'),
    });
  }

  /** `POST /checkin/scan`, also each item of `POST /checkin/sync` (then `at` is the device's scan time). */
  async scan(
    staffId: string,
    input: CheckinScanInput,
    lang: Language,
    offline?: { at: Date; clientId: string },
  ): Promise<CheckinResult & { conflict?: boolean }> {
    const payload = this.settings.codec.decode(input.code);
    if (!payload) return this.answer(lang, 'invalid');
    let tk = await this.tickets.byId(this.ds, payload.t);
    if (!tk || tk.secret !== payload.n || tk.exhibition_id !== payload.e) return this.answer(lang, 'invalid');
    if (offline && tk.checkin_client_id === offline.clientId) return { ...this.answer(lang, 'admitted', tk), conflict: false };
    if (tk.status === 'refunded') return this.answer(lang, 'refunded', tk);
    if (tk.status === 'verified') return { ...this.alreadyVerified(lang, tk), conflict: true };
    const at = offline ? new Date(Math.min(offline.at.getTime(), Date.now())) : new Date();
    if (at < tk.valid_from) return this.answer(lang, 'not_yet_valid', tk, { time: this.settings.formatTime(tk.valid_from, lang) });
    if (at > tk.valid_to) return this.answer(lang, 'expired', tk);

    const gate = input.gate ?? null;
    const counted = await tx(this.ds, async (q) => {
      const won = await rows(
        q,
        `UPDATE tickets SET status = 'verified', verified_at = $2, gate = $3, verified_by = $4, checkin_client_id = $5
          WHERE id = $1 AND status = 'valid' RETURNING id`,
        [tk!.id, at, gate, staffId, offline?.clientId ?? null],
      );
      if (!won.length) return null;
      const order = await this.desk.lockPaid(q, tk!.order_id);
      if (!order) throw new Error(`order ${tk!.order_id} of a valid ticket is not paid`);
      return this.countVerified(q, order, 1);
    });
    tk = (await this.tickets.byId(this.ds, payload.t))!;
    if (!counted) {
      // Someone else won the race (or refunded it) between our read and our UPDATE.
      return tk.status === 'refunded' ? this.answer(lang, 'refunded', tk) : { ...this.alreadyVerified(lang, tk), conflict: true };
    }
    this.checkedIn(counted, 1, gate);
    return { ...this.answer(lang, 'admitted', tk), conflict: false };
  }

  /** Counts `n` more verified tickets on a paid order (locked by the caller); completes it when nothing is left to use. */
  private async countVerified(q: QueryRunner, order: OrderRecord, n: number): Promise<Counted> {
    const counted = await one<{ verified_count: number; refunded_count: number }>(
      q,
      `UPDATE ticket_orders SET verified_count = verified_count + $2
        WHERE order_id = $1 AND verified_count + $2 + refunded_count <= $3 RETURNING verified_count, refunded_count`,
      [order.id, n, order.quantity],
    );
    if (!counted) throw new Error(`order ${order.id} could not count ${n} verified tickets`);
    if (counted.verified_count + counted.refunded_count < order.quantity) return { order, status: order.status };
    if (!(await this.desk.complete(q, order.id))) throw new Error(`order ${order.id} could not be completed`);
    return { order, status: 'completed' };
  }

  /** The notice (TicketCheckedIn) and the owner's order:update (OrderProgressed), after the commit. */
  private checkedIn({ order, status }: Counted, count: number, gate: string | null) {
    const ref = { orderId: order.id, userId: order.userId, orderNumber: order.number, kind: order.kind, status };
    this.events.publish(new TicketCheckedIn({ ...ref, count, gate }));
    this.events.publish(new OrderProgressed(ref));
  }

  private async orderByNumber(number: string): Promise<{ o: OrderRecord; t: TicketOrderRow }> {
    const o = await this.orders.byNumber(number);
    const t = o && (await one<TicketOrderRow>(this.ds, `${TICKET_ORDER_SELECT} WHERE t.order_id = $1`, [o.id]));
    if (!o || !t) throw AppException.notFound();
    return { o, t };
  }

  async order(number: string, lang: Language): Promise<CheckinOrder> {
    const { o, t } = await this.orderByNumber(number);
    return toCheckinOrder(o, t, lang, this.settings.timezone);
  }

  /** Counter verification: `count` of the order's remaining tickets at once. */
  async verify(staffId: string, input: CheckinVerifyInput, lang: Language): Promise<CheckinVerifyResult> {
    const { o, t: to } = await this.orderByNumber(input.number);
    if (o.status !== 'paid')
      throw AppException.fail('e.commerce.checkin_not_paid', { status: t(lang, `commerce.status.${o.status}`) }, { status: o.status });
    const now = new Date();
    const opens = new Date(to.e_starts_at.getTime() - this.settings.entryMarginSeconds * 1000);
    if (now < opens) throw AppException.fail('e.commerce.checkin_not_open', { time: this.settings.formatTime(opens, lang) });
    if (now > to.e_ends_at) throw AppException.fail('e.commerce.checkin_ended');
    const gate = input.gate ?? null;
    const counted = await tx(this.ds, async (q) => {
      // Counter verifications of one order queue on its row (two at once never split its tickets);
      // tickets being scanned at a gate right now are skipped, not waited for (no deadlock with a scan).
      const locked = await this.desk.lockPaid(q, o.id);
      if (!locked) throw new Rollback(0);
      const done = await rows(
        q,
        // MATERIALIZED: the pick runs once (as a semi-join subquery it may be re-scanned and pick more than $2).
        `WITH pick AS MATERIALIZED (SELECT id FROM tickets WHERE order_id = $1 AND status = 'valid' ORDER BY seq LIMIT $2 FOR UPDATE SKIP LOCKED)
         UPDATE tickets t SET status = 'verified', verified_at = now(), gate = $3, verified_by = $4
           FROM pick WHERE t.id = pick.id AND t.status = 'valid'
         RETURNING t.id`,
        [o.id, input.count, gate, staffId],
      );
      if (done.length < input.count) throw new Rollback(done.length);
      return this.countVerified(q, locked, input.count);
    }).catch((err: unknown) => {
      if (err instanceof Rollback) throw AppException.field('count', 'e.commerce.checkin_too_many', { count: Number(err.value) });
      throw err;
    });
    this.checkedIn(counted, input.count, gate);
    return {
      order: await this.order(input.number, lang),
      verified: input.count,
      message: t(lang, 'commerce.checkin.verified', { count: input.count }),
    };
  }

  /** What a device needs to verify codes offline. */
  async keys(lang: Language): Promise<CheckinKeys> {
    const exhibitions = await rows<{ id: string; title: LocalText; starts_at: Date; ends_at: Date; venue_name: LocalText }>(
      this.ds,
      `SELECT id, title, starts_at, ends_at, venue_name FROM exhibitions WHERE state <> 'draft' AND ends_at > now() ORDER BY starts_at`,
    );
    const ids = exhibitions.map((e) => e.id);
    const done = await rows<{ id: string; status: string }>(
      this.ds,
      `SELECT id, status FROM tickets WHERE exhibition_id = ANY($1::uuid[]) AND status IN ('refunded', 'verified')`,
      [ids],
    );
    return {
      algorithm: 'Ed25519',
      publicKeys: [{ kid: this.settings.codec.kid, key: this.settings.codec.publicKey }],
      revoked: done.filter((d) => d.status === 'refunded').map((d) => d.id),
      verified: done.filter((d) => d.status === 'verified').map((d) => d.id),
      exhibitions: exhibitions.map((e) => ({
        id: e.id,
        title: pick(e.title, lang),
        startsAt: e.starts_at.toISOString(),
        endsAt: e.ends_at.toISOString(),
        venueName: pick(e.venue_name, lang),
        timeZone: this.settings.timezone,
      })),
      generatedAt: new Date().toISOString(),
    };
  }

  /** Check-ins made offline, in the order they were scanned; each answered like a scan, with conflicts flagged. */
  async sync(staffId: string, input: CheckinSyncInput, lang: Language): Promise<CheckinSyncResult> {
    const items = [...input.items].sort((a, b) => a.scannedAt.localeCompare(b.scannedAt));
    const results = new Map<string, CheckinSyncResult['items'][number]>();
    for (const item of items) {
      try {
        const r = await this.scan(staffId, { code: item.code, gate: item.gate }, lang, {
          at: new Date(item.scannedAt),
          clientId: item.clientId,
        });
        results.set(item.clientId, { ...r, clientId: item.clientId, conflict: r.result === 'already_verified' && r.conflict !== false });
      } catch (err) {
        this.logger.warn(
          { err: err instanceof Error ? err.message : String(err), clientId: item.clientId },
          'offline check-in could not be applied',
        );
        results.set(item.clientId, { ...this.answer(lang, 'invalid'), clientId: item.clientId, conflict: false });
      }
    }
    return { items: input.items.map((i) => results.get(i.clientId)!) };
  }
}
