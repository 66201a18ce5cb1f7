import { Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import type { DeliverNoticePayload } from '../ports/notices.port';
import { ContestEnded, EntryReviewed } from '@server/modules/contest/events/contest.events';
import { NoticeService } from '../services/notice.service';

type ContestEvent = EntryReviewed | ContestEnded;

/** The notices a contest event becomes (review category: the photographer's entries). */
export function contestNoticesFor(e: ContestEvent): DeliverNoticePayload[] {
  if (e instanceof EntryReviewed) {
    const approved = e.decision === 'approved';
    return [
      {
        eventId: e.eventId,
        recipientId: e.userId,
        category: 'review',
        titleKey: approved ? 'notice.contest.approved.title' : 'notice.contest.rejected.title',
        bodyKey: approved ? 'notice.contest.approved.body' : 'notice.contest.rejected.body',
        params: { title: e.title, contest: e.contestTitle, reason: e.reason ?? '' },
        link: `/pages/vote/vote?entry=${e.entryId}`,
      },
    ];
  }
  return e.finishers.map((f) => ({
    eventId: e.eventId,
    recipientId: f.userId,
    category: 'review' as const,
    titleKey: 'notice.contest.ended.title',
    bodyKey: 'notice.contest.ended.body',
    params: { contest: e.contestTitle, title: f.title, rank: f.rank, votes: f.votes },
    link: `/pages/vote/vote?entry=${f.entryId}`,
  }));
}

/** Contest events → queued notices. A failed enqueue is logged, never thrown into the publisher. */
@EventsHandler(EntryReviewed, ContestEnded)
export class ContestNoticesHandler implements IEventHandler<ContestEvent> {
  private readonly logger = new Logger(ContestNoticesHandler.name);

  constructor(private readonly notices: NoticeService) {}

  async handle(e: ContestEvent) {
    for (const notice of contestNoticesFor(e)) {
      try {
        await this.notices.enqueue(notice);
      } catch (err) {
        this.logger.error({ err: err instanceof Error ? err.message : String(err), event: e.constructor.name }, 'could not queue a notice');
      }
    }
  }
}
