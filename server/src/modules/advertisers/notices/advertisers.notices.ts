import { Injectable } from '@nestjs/common';
import type { MessageKey } from '@server/common/i18n/i18n';
import { ProvidesNotices, type DeliverNoticePayload, type NoticeSource } from '@server/modules/notices/ports/notice-source.port';
import { ApplicationReviewed, CreativeReviewed } from '../events/advertisers.events';
import { reasonParam } from '../services/reject-reason';

type AdvertiserEvent = ApplicationReviewed | CreativeReviewed;

/**
 * The `review` message an applicant gets for each decision on their application or an ad's creative.
 * A ready-made reason goes as its key (rendered in the recipient's language); a reviewer's own words
 * go as written under a body that says so (`body_note`) — decision 0135.
 */
export function advertiserNoticeFor(e: AdvertiserEvent): DeliverNoticePayload {
  const approved = e.decision === 'approved';
  const reason = reasonParam(e.reasonKey, e.reason);
  const body = (name: 'approved' | 'rejected' | 'creative_approved' | 'creative_rejected'): MessageKey =>
    approved ? `notice.advertisers.${name}.body` : (`notice.advertisers.${name}.body${reason.isFreeText ? '_note' : ''}` as MessageKey);
  if (e instanceof ApplicationReviewed) {
    return {
      eventId: e.eventId,
      recipientId: e.userId,
      category: 'review',
      titleKey: approved ? 'notice.advertisers.approved.title' : 'notice.advertisers.rejected.title',
      bodyKey: body(approved ? 'approved' : 'rejected'),
      params: { company: e.companyName, reason: reason.value },
      link: '/pages/advertiser/status',
    };
  }
  return {
    eventId: e.eventId,
    recipientId: e.userId,
    category: 'review',
    titleKey: approved ? 'notice.advertisers.creative_approved.title' : 'notice.advertisers.creative_rejected.title',
    bodyKey: body(approved ? 'creative_approved' : 'creative_rejected'),
    params: { title: e.title, reason: reason.value },
    link: '/pages/advertiser/campaigns',
  };
}

/** Advertisers' review decisions → `review` notices, through the notice port. */
@Injectable()
@ProvidesNotices()
export class AdvertiserNotices implements NoticeSource<AdvertiserEvent> {
  readonly events = [ApplicationReviewed, CreativeReviewed];
  readonly keys: readonly MessageKey[] = [
    ...(['approved', 'rejected', 'creative_approved', 'creative_rejected'] as const).flatMap(
      (k) => [`notice.advertisers.${k}.title`, `notice.advertisers.${k}.body`] as const,
    ),
    'notice.advertisers.rejected.body_note',
    'notice.advertisers.creative_rejected.body_note',
  ];

  noticesFor(e: AdvertiserEvent) {
    return [advertiserNoticeFor(e)];
  }
}
