import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, In, type QueryRunner, Repository } from 'typeorm';
import type { Language } from '@contracts/language';
import type { AdPlacementFields, PlacementInput } from '@contracts/schemas/advertisers';
import { AppException } from '@server/common/errors/app.exception';
import { rows } from '@server/infra/database/sql';
import { sql } from '@server/infra/database/sql-template';
import { StorageService } from '@server/infra/storage/storage';
import {
  SellsOrderKind,
  type KindRefund,
  type OrderKindHandler,
  type OrderKindView,
  type OrderRecord,
  type OrderReservation,
} from '@server/modules/orders/ports/order-kind.port';
import { AdPackageEntity } from '../entities/ad-package.entity';
import { AdCampaignEntity } from '../entities/campaign.entity';
import { ApplicationsService } from './applications.service';

/** A campaign may be refunded (in full) until its creative was first approved: until then it never ran. */
const refundable = (c: Pick<AdCampaignEntity, 'creativeApprovedAt'>) => c.creativeApprovedAt === null;

/**
 * The `ad_placement` order kind (letter A): an approved advertiser buys a package; the order's
 * INSERT writes the campaign (pending payment) with its creative; payment schedules it (window =
 * payment time + the package's days) and marks the application paid, once (the guarded
 * `pending_payment` → `scheduled` in the payment's transaction). Refund: in full while the creative
 * has never been approved (the ad never ran), none after.
 */
@Injectable()
@SellsOrderKind()
export class AdPlacementKind implements OrderKindHandler<PlacementInput, AdPlacementFields> {
  readonly kind = 'ad_placement' as const;
  readonly letter = 'A';

  constructor(
    private readonly ds: DataSource,
    @InjectRepository(AdPackageEntity) private readonly packages: Repository<AdPackageEntity>,
    private readonly applications: ApplicationsService,
    private readonly storage: StorageService,
  ) {}

  private view(
    order: Pick<OrderRecord, 'status'>,
    pkg: Pick<AdPackageEntity, 'names'>,
    c: Pick<AdCampaignEntity, 'id' | 'slot' | 'days' | 'startsAt' | 'endsAt' | 'creativeStatus' | 'creativeApprovedAt' | 'title'>,
    lang: Language,
  ): OrderKindView<AdPlacementFields> {
    const title = `${pkg.names[lang] ?? pkg.names['zh-cn']} · ${c.title}`;
    return {
      title,
      lineTitles: [title],
      details: {
        campaignId: c.id,
        slot: c.slot,
        days: c.days,
        startsAt: c.startsAt?.toISOString() ?? null,
        endsAt: c.endsAt?.toISOString() ?? null,
        creativeStatus: c.creativeStatus,
      },
      refundable: order.status === 'paid' && refundable(c),
    };
  }

  async reserve(userId: string, input: PlacementInput, lang: Language): Promise<OrderReservation<AdPlacementFields>> {
    const app = await this.applications.approvedOf(userId);
    if (!app) throw AppException.fail('e.advertisers.not_approved');
    if (!this.storage.ownImageKey(input.image)) throw AppException.field('image', 'v.image.not_uploaded');
    const pkg = await this.packages.findOneBy({ id: input.packageId, active: true });
    if (!pkg) throw AppException.field('packageId', 'e.advertisers.package_unavailable');
    const id = randomUUID();
    const campaign = {
      id,
      slot: pkg.slot,
      days: pkg.days,
      startsAt: null,
      endsAt: null,
      creativeStatus: 'pending_review' as const,
      creativeApprovedAt: null,
      title: input.title,
    };
    return {
      lines: [{ itemRef: pkg.id, title: `${pkg.names[lang] ?? pkg.names['zh-cn']} · ${input.title}`, quantity: 1 }],
      discount: 0,
      currency: pkg.currency,
      remark: null,
      take: sql`SELECT 0 AS position, price AS unit_price FROM ad_packages WHERE id = ${pkg.id}::uuid AND active`,
      attach: (orderId) => sql`
        INSERT INTO ad_campaigns (id, application_id, user_id, package_id, order_id, slot, days, status, image, title, link, currency)
        SELECT ${id}::uuid, ${app.id}::uuid, ${userId}::uuid, ${pkg.id}::uuid, ${orderId}::uuid, ${pkg.slot}, ${pkg.days}::int,
               'pending_payment', ${input.image}, ${input.title}, ${input.link}, ${pkg.currency}
          FROM reserved`,
      view: (o) => this.view(o, pkg, campaign, lang),
    };
  }

  /** Schedules the campaign and marks the application paid (first placement): once, in the payment's transaction. */
  async fulfil(q: QueryRunner, order: OrderRecord): Promise<void> {
    await rows(
      q,
      `WITH c AS (
         UPDATE ad_campaigns SET status = 'scheduled', starts_at = now(), ends_at = now() + make_interval(days => days),
                spend = $2, updated_at = now()
          WHERE order_id = $1 AND status = 'pending_payment' RETURNING application_id),
       a AS (
         UPDATE ad_applications SET status = 'paid', updated_at = now()
          WHERE id IN (SELECT application_id FROM c) AND status = 'approved' RETURNING id)
       INSERT INTO ad_application_decisions (application_id, action, actor_id) SELECT id, 'paid', NULL FROM a RETURNING id`,
      [order.id, order.total],
    );
  }

  async release(q: QueryRunner, order: OrderRecord): Promise<void> {
    await q.query(`UPDATE ad_campaigns SET status = 'cancelled', updated_at = now() WHERE order_id = $1 AND status = 'pending_payment'`, [
      order.id,
    ]);
  }

  /** A late payment: the campaign takes no stock, so it always comes back (then `fulfil` schedules it). */
  async revive(q: QueryRunner, order: OrderRecord): Promise<boolean> {
    const back = await rows(
      q,
      `UPDATE ad_campaigns SET status = 'pending_payment', updated_at = now() WHERE order_id = $1 AND status = 'cancelled' RETURNING id`,
      [order.id],
    );
    return back.length > 0;
  }

  async refund(q: QueryRunner, order: OrderRecord, quantity: number | undefined): Promise<KindRefund> {
    if (quantity !== undefined && quantity !== 1) throw AppException.field('quantity', 'e.advertisers.refund_whole');
    const done = await rows(
      q,
      `UPDATE ad_campaigns SET status = 'refunded', spend = 0, updated_at = now()
        WHERE order_id = $1 AND status = 'scheduled' AND creative_approved_at IS NULL RETURNING id`,
      [order.id],
    );
    if (!done.length) throw AppException.fail('e.advertisers.refund_after_run');
    return { count: 1, refunded: 1, status: 'refunded', message: 'advertisers.order_refunded' };
  }

  async present(orders: readonly OrderRecord[], lang: Language): Promise<Map<string, OrderKindView<AdPlacementFields>>> {
    if (!orders.length) return new Map();
    const campaigns = await this.ds.getRepository(AdCampaignEntity).findBy({ orderId: In(orders.map((o) => o.id)) });
    const pkgs = new Map(
      (await this.packages.findBy({ id: In([...new Set(campaigns.map((c) => c.packageId))]) })).map((p) => [p.id, p] as const),
    );
    const byOrder = new Map(campaigns.map((c) => [c.orderId, c]));
    const out = new Map<string, OrderKindView<AdPlacementFields>>();
    for (const o of orders) {
      const c = byOrder.get(o.id);
      const pkg = c && pkgs.get(c.packageId);
      if (c && pkg) out.set(o.id, this.view(o, pkg, c, lang));
    }
    return out;
  }
}
