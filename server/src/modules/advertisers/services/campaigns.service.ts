import { Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository, type SelectQueryBuilder } from 'typeorm';
import { type Paged, paged } from '@contracts/api';
import type { Language } from '@contracts/language';
import {
  ctrOf,
  type AdDayDto,
  type AdRecordRow,
  type AdRecordsDto,
  type AdminCampaignDto,
  type CampaignDto,
  type CampaignListInput,
  type CampaignStatus,
  type CreativeInput,
  type ReviewInput,
} from '@contracts/schemas/advertisers';
import { AppException } from '@server/common/errors/app.exception';
import { rows, tx } from '@server/infra/database/sql';
import { StorageService } from '@server/infra/storage/storage';
import { AdPackageEntity } from '../entities/ad-package.entity';
import { AdApplicationEntity } from '../entities/application.entity';
import { AdCampaignEntity } from '../entities/campaign.entity';
import { CreativeReviewed } from '../events/advertisers.events';
import { AdvertiserViews } from './advertiser-views';

/** SQL for each shown status (`running`/`ended` are `scheduled` seen against the window and creative). */
const STATUS_WHERE: Record<CampaignStatus, string> = {
  pending_payment: `c.status = 'pending_payment'`,
  cancelled: `c.status = 'cancelled'`,
  refunded: `c.status = 'refunded'`,
  running: `c.status = 'scheduled' AND c.starts_at <= now() AND c.ends_at > now() AND c.creative_status = 'approved'`,
  ended: `c.status = 'scheduled' AND c.ends_at <= now()`,
  scheduled: `c.status = 'scheduled' AND c.ends_at > now() AND NOT (c.starts_at <= now() AND c.creative_status = 'approved')`,
};

/** A campaign whose creative may still change: not closed, window not over. */
const OPEN = (c: AdCampaignEntity, now: Date) =>
  (c.status === 'pending_payment' || c.status === 'scheduled') && !(c.endsAt && c.endsAt <= now);

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Campaigns: the advertiser's list, creative changes (back to review), reviewers' creative
 * decisions, and ad records (spend, impressions, clicks, CTR, per day) from `ad_stats_daily`.
 */
@Injectable()
export class CampaignsService {
  constructor(
    private readonly ds: DataSource,
    @InjectRepository(AdCampaignEntity) private readonly campaigns: Repository<AdCampaignEntity>,
    @InjectRepository(AdPackageEntity) private readonly packages: Repository<AdPackageEntity>,
    @InjectRepository(AdApplicationEntity) private readonly apps: Repository<AdApplicationEntity>,
    private readonly views: AdvertiserViews,
    private readonly storage: StorageService,
    private readonly events: EventBus,
  ) {}

  private filtered(q: CampaignListInput, userId?: string): SelectQueryBuilder<AdCampaignEntity> {
    const qb = this.campaigns.createQueryBuilder('c');
    if (userId) qb.andWhere('c.user_id = :userId', { userId });
    if (q.status) qb.andWhere(STATUS_WHERE[q.status]);
    if (q.creativeStatus) qb.andWhere('c.creative_status = :cs', { cs: q.creativeStatus });
    return qb;
  }

  private async totals(ids: string[]): Promise<Map<string, { impressions: number; clicks: number }>> {
    if (!ids.length) return new Map();
    const found = await rows<{ campaign_id: string; impressions: number; clicks: number }>(
      this.ds,
      `SELECT campaign_id, sum(impressions)::int AS impressions, sum(clicks)::int AS clicks
         FROM ad_stats_daily WHERE campaign_id = ANY($1::uuid[]) GROUP BY campaign_id`,
      [ids],
    );
    return new Map(found.map((r) => [r.campaign_id, { impressions: r.impressions, clicks: r.clicks }]));
  }

  private async shown(list: AdCampaignEntity[], lang: Language): Promise<CampaignDto[]> {
    if (!list.length) return [];
    const pkgs = new Map((await this.packages.findBy({ id: In([...new Set(list.map((c) => c.packageId))]) })).map((p) => [p.id, p]));
    const counts = await this.totals(list.map((c) => c.id));
    const now = new Date();
    return list.map((c) => this.views.campaign(c, pkgs.get(c.packageId)!, counts.get(c.id) ?? { impressions: 0, clicks: 0 }, lang, now));
  }

  async mine(userId: string, q: CampaignListInput, lang: Language): Promise<Paged<CampaignDto>> {
    const [items, total] = await this.filtered(q, userId)
      .orderBy('c.created_at', 'DESC')
      .addOrderBy('c.id')
      .skip((q.page - 1) * q.limit)
      .take(q.limit)
      .getManyAndCount();
    return paged(await this.shown(items, lang), q, total);
  }

  /** The owner changes the creative of an open campaign; it goes (back) to review and stops showing until approved. */
  async updateCreative(userId: string, id: string, input: CreativeInput, lang: Language): Promise<CampaignDto> {
    if (!this.storage.ownImageKey(input.image)) throw AppException.field('image', 'v.image.not_uploaded');
    await tx(this.ds, async (q) => {
      const c = await q.manager.findOne(AdCampaignEntity, { where: { id, userId }, lock: { mode: 'pessimistic_write' } });
      if (!c) throw AppException.notFound();
      if (!OPEN(c, new Date())) throw AppException.fail('e.advertisers.creative_not_editable');
      await q.manager.update(
        AdCampaignEntity,
        { id },
        { ...input, creativeStatus: 'pending_review', creativeReason: null, creativeReasonKey: null },
      );
    });
    const c = await this.campaigns.findOneByOrFail({ id });
    return (await this.shown([c], lang))[0];
  }

  private async withAdvertisers(list: AdCampaignEntity[], lang: Language): Promise<AdminCampaignDto[]> {
    const shown = await this.shown(list, lang);
    const apps = new Map(
      (list.length ? await this.apps.findBy({ id: In([...new Set(list.map((c) => c.applicationId))]) }) : []).map((a) => [a.id, a]),
    );
    return shown.map((dto, i) => ({
      ...dto,
      advertiser: {
        applicationId: list[i].applicationId,
        companyName: apps.get(list[i].applicationId)?.companyName ?? '',
        userId: list[i].userId,
      },
    }));
  }

  /** Reviewers: creatives waiting first (oldest first), then the rest newest first. */
  async adminList(q: CampaignListInput, lang: Language): Promise<Paged<AdminCampaignDto>> {
    const [items, total] = await this.filtered(q)
      .orderBy(`CASE WHEN c.creative_status = 'pending_review' THEN 0 ELSE 1 END`)
      .addOrderBy('c.updated_at', q.creativeStatus === 'pending_review' ? 'ASC' : 'DESC')
      .addOrderBy('c.id')
      .skip((q.page - 1) * q.limit)
      .take(q.limit)
      .getManyAndCount();
    return paged(await this.withAdvertisers(items, lang), q, total);
  }

  /** pending_review → approved (the ad may run inside its window) | rejected (with the reason). */
  async reviewCreative(id: string, input: ReviewInput, lang: Language): Promise<AdminCampaignDto> {
    const approved = input.decision === 'approve';
    const reasonKey = approved ? null : (input.reasonKey ?? null);
    const reason = approved || reasonKey ? null : (input.reason ?? null);
    const c = await tx(this.ds, async (q) => {
      const found = await q.manager.findOne(AdCampaignEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!found) throw AppException.notFound();
      // A closed campaign (cancelled, refunded) never runs: nothing to decide.
      if (found.creativeStatus !== 'pending_review' || found.status === 'cancelled' || found.status === 'refunded') {
        throw AppException.fail('e.advertisers.creative_not_reviewable');
      }
      await q.manager.update(
        AdCampaignEntity,
        { id },
        {
          creativeStatus: approved ? 'approved' : 'rejected',
          creativeReason: reason,
          creativeReasonKey: reasonKey,
          ...(approved && !found.creativeApprovedAt ? { creativeApprovedAt: new Date() } : {}),
        },
      );
      return found;
    });
    this.events.publish(
      new CreativeReviewed({
        campaignId: id,
        userId: c.userId,
        title: c.title,
        decision: approved ? 'approved' : 'rejected',
        reason,
        reasonKey,
      }),
    );
    return (await this.withAdvertisers([await this.campaigns.findOneByOrFail({ id })], lang))[0];
  }

  /** Ad records: every campaign's totals, and the per-day series of one (or of all summed). */
  async records(userId: string, campaignId: string | undefined, lang: Language): Promise<AdRecordsDto> {
    const all = await this.campaigns.find({ where: { userId }, order: { createdAt: 'DESC' } });
    if (campaignId && !all.some((c) => c.id === campaignId)) throw AppException.notFound();
    const picked = campaignId ? all.filter((c) => c.id === campaignId) : all;
    const shown = await this.shown(all, lang);
    const campaigns: AdRecordRow[] = shown.map((c) => ({
      campaignId: c.id,
      title: c.creative.title,
      slot: c.package.slot,
      status: c.status,
      startsAt: c.startsAt,
      endsAt: c.endsAt,
      spend: c.spend,
      currency: c.currency,
      impressions: c.impressions,
      clicks: c.clicks,
      ctr: ctrOf(c.impressions, c.clicks),
    }));
    const inTotals = campaigns.filter((r) => picked.some((c) => c.id === r.campaignId));
    const sum = (k: 'spend' | 'impressions' | 'clicks') => inTotals.reduce((n, r) => n + r[k], 0);
    return {
      campaigns,
      totals: {
        spend: sum('spend'),
        currency: inTotals[0]?.currency ?? 'CNY',
        impressions: sum('impressions'),
        clicks: sum('clicks'),
        ctr: ctrOf(sum('impressions'), sum('clicks')),
      },
      days: await this.series(picked),
    };
  }

  /** Per UTC day over the campaigns' windows (up to today), days without counts as zeros. */
  private async series(list: AdCampaignEntity[]): Promise<AdDayDto[]> {
    const ids = list.map((c) => c.id);
    if (!ids.length) return [];
    const found = await rows<{ day: string; impressions: number; clicks: number }>(
      this.ds,
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(impressions)::int AS impressions, sum(clicks)::int AS clicks
         FROM ad_stats_daily WHERE campaign_id = ANY($1::uuid[]) GROUP BY day ORDER BY day`,
      [ids],
    );
    const byDay = new Map(found.map((r) => [r.day, r]));
    const today = day(new Date());
    const days = new Set(found.map((r) => r.day));
    for (const c of list) {
      if (!c.startsAt || !c.endsAt) continue;
      const last = day(c.endsAt) < today ? day(c.endsAt) : today;
      for (let d = new Date(`${day(c.startsAt)}T00:00:00Z`); day(d) <= last; d = new Date(d.getTime() + 86_400_000)) days.add(day(d));
    }
    return [...days].sort().map((d) => {
      const r = byDay.get(d);
      const impressions = r?.impressions ?? 0;
      const clicks = r?.clicks ?? 0;
      return { day: d, impressions, clicks, ctr: ctrOf(impressions, clicks) };
    });
  }
}
