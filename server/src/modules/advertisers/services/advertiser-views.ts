import { Injectable } from '@nestjs/common';
import type { Language } from '@contracts/language';
import type {
  AdPackageAdminDto,
  AdPackageDto,
  ApplicationDto,
  ApplicationHistoryEntry,
  CampaignDto,
  CampaignStatus,
  CreativeDto,
} from '@contracts/schemas/advertisers';
import { LICENCE_REF_RE } from '@contracts/schemas/advertisers';
import { StorageService } from '@server/infra/storage/storage';
import { UserSummaryQuery } from '@server/modules/auth/queries/user-summary.query';
import type { AdPackageEntity } from '../entities/ad-package.entity';
import type { AdApplicationDecisionEntity } from '../entities/application-decision.entity';
import type { AdApplicationEntity } from '../entities/application.entity';
import type { AdCampaignEntity } from '../entities/campaign.entity';
import { shownReason } from './reject-reason';

/** A campaign's status as shown: `scheduled` seen against its window and creative. */
export function campaignStatus(
  c: Pick<AdCampaignEntity, 'status' | 'startsAt' | 'endsAt' | 'creativeStatus'>,
  now = new Date(),
): CampaignStatus {
  if (c.status !== 'scheduled') return c.status;
  if (c.endsAt && c.endsAt <= now) return 'ended';
  if (c.startsAt && c.startsAt <= now && c.creativeStatus === 'approved') return 'running';
  return 'scheduled';
}

export function packageDto(p: AdPackageEntity, lang: Language): AdPackageDto {
  return { id: p.id, slot: p.slot, days: p.days, price: p.price, currency: p.currency, name: p.names[lang] ?? p.names['zh-cn'] };
}

export function packageAdminDto(p: AdPackageEntity, lang: Language): AdPackageAdminDto {
  return { ...packageDto(p, lang), names: p.names, active: p.active, createdAt: p.createdAt.toISOString() };
}

/** Shapes applications and campaigns for the API (image URLs through storage, names through auth's query). */
@Injectable()
export class AdvertiserViews {
  constructor(
    private readonly storage: StorageService,
    private readonly users: UserSummaryQuery,
  ) {}

  /** A browser URL of a stored image path (our own uploads), else the path as given. */
  imageUrl(path: string): string {
    const key = this.storage.ownImageKey(path);
    return key ? this.storage.url(key) : path;
  }

  creative(c: Pick<AdCampaignEntity, 'image' | 'title' | 'link'>): CreativeDto {
    return { image: c.image, imageUrl: this.imageUrl(c.image), title: c.title, link: c.link };
  }

  async applications(apps: AdApplicationEntity[], decisions: AdApplicationDecisionEntity[], lang: Language): Promise<ApplicationDto[]> {
    const names = await this.users.byIds(decisions.map((d) => d.actorId).filter((id): id is string => id !== null));
    const byApp = new Map<string, ApplicationHistoryEntry[]>();
    for (const d of [...decisions].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
      const list = byApp.get(d.applicationId) ?? [];
      const user = d.actorId ? names.get(d.actorId) : undefined;
      list.push({
        action: d.action,
        by: d.actorId ? { id: d.actorId, nickname: user?.nickname ?? '' } : null,
        ...((r) => ({ reason: r.text, reasonIsFreeText: r.isFreeText }))(shownReason(d.reasonKey, d.reason, lang)),
        at: d.createdAt.toISOString(),
      });
      byApp.set(d.applicationId, list);
    }
    return apps.map((a) => {
      const history = byApp.get(a.id) ?? [];
      return {
        id: a.id,
        status: a.status,
        companyName: a.companyName,
        province: a.province,
        city: a.city,
        district: a.district,
        address: a.address,
        creditCode: a.creditCode,
        licenseImage: a.licenseImage,
        // A private licence is read through its own route (with the reader's session); older ones were public uploads.
        licenseImageUrl: LICENCE_REF_RE.test(a.licenseImage) ? a.licenseImage : this.imageUrl(a.licenseImage),
        businessScope: a.businessScope,
        legalName: a.legalName,
        legalPhonePrefix: a.legalPhonePrefix,
        legalPhone: a.legalPhone,
        legalEmail: a.legalEmail,
        contactName: a.contactName,
        contactPhonePrefix: a.contactPhonePrefix,
        contactPhone: a.contactPhone,
        contactEmail: a.contactEmail,
        wechatId: a.wechatId,
        whatsapp: a.whatsapp,
        ...((r) => ({ rejectReason: r.text, rejectReasonIsFreeText: r.isFreeText }))(
          a.status === 'rejected' ? shownReason(a.rejectReasonKey, a.rejectReason, lang) : { text: null, isFreeText: false },
        ),
        submittedAt: a.createdAt.toISOString(),
        updatedAt: a.updatedAt.toISOString(),
        history,
      };
    });
  }

  campaign(
    c: AdCampaignEntity,
    pkg: AdPackageEntity,
    counts: { impressions: number; clicks: number },
    lang: Language,
    now = new Date(),
  ): CampaignDto {
    return {
      id: c.id,
      status: campaignStatus(c, now),
      package: packageDto(pkg, lang),
      orderId: c.orderId,
      startsAt: c.startsAt?.toISOString() ?? null,
      endsAt: c.endsAt?.toISOString() ?? null,
      creative: this.creative(c),
      creativeStatus: c.creativeStatus,
      ...((r) => ({ creativeRejectReason: r.text, creativeRejectReasonIsFreeText: r.isFreeText }))(
        c.creativeStatus === 'rejected' ? shownReason(c.creativeReasonKey, c.creativeReason, lang) : { text: null, isFreeText: false },
      ),
      spend: c.spend,
      currency: c.currency,
      impressions: counts.impressions,
      clicks: counts.clicks,
      createdAt: c.createdAt.toISOString(),
    };
  }
}
