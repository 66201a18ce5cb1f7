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
  OrderStatus,
} from '@contracts/schemas/commerce';
import { AppException } from '@server/common/errors/app.exception';
import { t } from '@server/common/i18n/i18n';
import { TicketCheckedIn } from '../events/commerce.events';
import { CommerceSettings } from './commerce.settings';
import { pick, type LocalText } from './local-text';
import { ORDER_SELECT, toCheckinOrder, type OrderRow } from './order.mapper';
import { Rollback, one, rows, tx } from '@server/infra/database/sql';
import { TicketsService, type TicketRow } from './tickets.service';

/** Counts `n` more verified tickets on a paid order; completes it when nothing is left to use. */
const COUNT_VERIFIED = `UPDATE orders SET
    verified_count = verified_count + $2,
    status = CASE WHEN verified_count + $2 + refunded_count >= quantity THEN 'completed' ELSE status END,
    completed_at = CASE WHEN verified_count + $2 + refunded_count >= quantity THEN now() ELSE completed_at END,
    updated_at = now()
  WHERE id = $1 AND status = 'paid' AND verified_count + $2 + refunded_count <= quantity
  RETURNING id, user_id, number, kind, status`;

interface CountedRow {
  id: string;
  user_id: string;
  number: string;
  kind: string;
  status: OrderStatus;
}

/**
 * Check-in at the door (volunteers, admins). A ticket is admitted by one guarded UPDATE
 * (`status = 'valid'` → verified), so two volunteers scanning it at once admit it once; the order
 * counts it in the same transaction and completes when every ticket is verified or refunded.
 */
@Injectable()
export class CheckinService {
  private readonly logger = new Logger(CheckinService.name);

  constructor(
    private readonly ds: DataSource,
    private readonly settings: CommerceSettings,
    private readonly tickets: TicketsService,
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
      return this.countVerified(q, tk!.order_id, 1);
    });
    tk = (await this.tickets.byId(this.ds, payload.t))!;
    if (!counted) {
      // Someone else won the race (or refunded it) between our read and our UPDATE.
      return tk.status === 'refunded' ? this.answer(lang, 'refunded', tk) : { ...this.alreadyVerified(lang, tk), conflict: true };
    }
    this.events.publish(new TicketCheckedIn(counted.id, counted.user_id, counted.number, counted.kind, counted.status, 1, gate));
    return { ...this.answer(lang, 'admitted', tk), conflict: false };
  }

  private async countVerified(q: QueryRunner, orderId: string, n: number): Promise<CountedRow> {
    const counted = await one<CountedRow>(q, COUNT_VERIFIED, [orderId, n]);
    if (!counted) throw new Error(`order ${orderId} could not count ${n} verified tickets`);
    return counted;
  }

  private async orderByNumber(number: string): Promise<OrderRow> {
    const o = await one<OrderRow>(this.ds, `${ORDER_SELECT} WHERE o.number = $1`, [number]);
    if (!o) throw AppException.notFound();
    return o;
  }

  async order(number: string, lang: Language): Promise<CheckinOrder> {
    return toCheckinOrder(await this.orderByNumber(number), lang);
  }

  /** Counter verification: `count` of the order's remaining tickets at once. */
  async verify(staffId: string, input: CheckinVerifyInput, lang: Language): Promise<CheckinVerifyResult> {
    const o = await this.orderByNumber(input.number);
    if (o.status !== 'paid')
      throw AppException.fail('e.commerce.checkin_not_paid', { status: t(lang, `commerce.status.${o.status}`) }, { status: o.status });
    const now = new Date();
    const opens = new Date(o.e_starts_at.getTime() - this.settings.entryMarginSeconds * 1000);
    if (now < opens) throw AppException.fail('e.commerce.checkin_not_open', { time: this.settings.formatTime(opens, lang) });
    if (now > o.e_ends_at) throw AppException.fail('e.commerce.checkin_ended');
    const gate = input.gate ?? null;
    const counted = await tx(this.ds, async (q) => {
      // Counter verifications of one order queue on its row (two at once never split its tickets);
      // tickets being scanned at a gate right now are skipped, not waited for (no deadlock with a scan).
      const locked = await rows(q, `SELECT id FROM orders WHERE id = $1 AND status = 'paid' FOR UPDATE`, [o.id]);
      if (!locked.length) throw new Rollback(0);
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
      return this.countVerified(q, o.id, input.count);
    }).catch((err: unknown) => {
      if (err instanceof Rollback) throw AppException.field('count', 'e.commerce.checkin_too_many', { count: Number(err.value) });
      throw err;
    });
    this.events.publish(new TicketCheckedIn(counted.id, counted.user_id, counted.number, counted.kind, counted.status, input.count, gate));
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
      `SELECT id, title, starts_at, ends_at, venue_name FROM exhibitions WHERE published AND ends_at > now() ORDER BY starts_at`,
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
