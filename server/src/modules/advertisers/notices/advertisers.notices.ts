import { Injectable } from '@nestjs/common';
import { ProvidesNotices, type DeliverNoticePayload, type NoticeSource } from '@server/modules/notices/ports/notice-source.port';
import { ApplicationReviewed, CreativeReviewed } from '../events/advertisers.events';

type AdvertiserEvent = ApplicationReviewed | CreativeReviewed;

/** The `review` message an applicant gets for each decision on their application or an ad's creative. */
export function advertiserNoticeFor(e: AdvertiserEvent): DeliverNoticePayload {
  const approved = e.decision === 'approved';
  if (e instanceof ApplicationReviewed) {
    return {
      eventId: e.eventId,
      recipientId: e.userId,
      category: 'review',
      titleKey: approved ? 'notice.advertisers.approved.title' : 'notice.advertisers.rejected.title',
      bodyKey: approved ? 'notice.advertisers.approved.body' : 'notice.advertisers.rejected.body',
      params: { company: e.companyName, reason: e.reason ?? '' },
      link: '/pages/advertiser/status',
    };
  }
  return {
    eventId: e.eventId,
    recipientId: e.userId,
    category: 'review',
    titleKey: approved ? 'notice.advertisers.creative_approved.title' : 'notice.advertisers.creative_rejected.title',
    bodyKey: approved ? 'notice.advertisers.creative_approved.body' : 'notice.advertisers.creative_rejected.body',
    params: { title: e.title, reason: e.reason ?? '' },
    link: '/pages/advertiser/campaigns',
  };
}

/** Advertisers' review decisions → `review` notices, through the notice port. */
@Injectable()
@ProvidesNotices()
export class AdvertiserNotices implements NoticeSource<AdvertiserEvent> {
  readonly events = [ApplicationReviewed, CreativeReviewed];
  readonly keys = (['approved', 'rejected', 'creative_approved', 'creative_rejected'] as const).flatMap(
    (k) => [`notice.advertisers.${k}.title`, `notice.advertisers.${k}.body`] as const,
  );

  noticesFor(e: AdvertiserEvent) {
    return [advertiserNoticeFor(e)];
  }
}
