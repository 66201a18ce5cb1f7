import { Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import type { DeliverNoticePayload } from '../ports/notices.port';
import { ApplicationReviewed, CreativeReviewed } from '@server/modules/advertisers/events/advertisers.events';
import { NoticeService } from '../services/notice.service';

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

/** Advertisers' review decisions → queued `review` notices (a failed enqueue is logged, never thrown into the publisher). */
@EventsHandler(ApplicationReviewed, CreativeReviewed)
export class AdvertiserNoticesHandler implements IEventHandler<AdvertiserEvent> {
  private readonly logger = new Logger(AdvertiserNoticesHandler.name);

  constructor(private readonly notices: NoticeService) {}

  async handle(e: AdvertiserEvent) {
    try {
      await this.notices.enqueue(advertiserNoticeFor(e));
    } catch (err) {
      this.logger.error({ err: err instanceof Error ? err.message : String(err), event: e.constructor.name }, 'could not queue a notice');
    }
  }
}
