import { Injectable } from '@nestjs/common';
import { ProvidesNotices, type DeliverNoticePayload, type NoticeSource } from '@server/modules/notices/ports/notice-source.port';
import { ContestEnded, EntryReviewed } from '../events/contest.events';

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
        params: {
          title: e.titles ? { text: e.titles } : e.title,
          contest: e.contestTitles ? { text: e.contestTitles } : e.contestTitle,
          reason: e.reason ?? '',
        },
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
    params: { contest: e.contestTitles ? { text: e.contestTitles } : e.contestTitle, title: f.title, rank: f.rank, votes: f.votes },
    link: `/pages/vote/vote?entry=${f.entryId}`,
  }));
}

/** Contest events → notices (a review each; one per finisher at the end), through the notice port. */
@Injectable()
@ProvidesNotices()
export class ContestNotices implements NoticeSource<ContestEvent> {
  readonly events = [EntryReviewed, ContestEnded];
  readonly keys = (['approved', 'rejected', 'ended'] as const).flatMap(
    (k) => [`notice.contest.${k}.title`, `notice.contest.${k}.body`] as const,
  );

  noticesFor(e: ContestEvent) {
    return contestNoticesFor(e);
  }
}
