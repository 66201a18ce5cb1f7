import { Injectable } from '@nestjs/common';
import { ProvidesNotices, type DeliverNoticePayload, type NoticeSource } from '@server/modules/notices/ports/notice-source.port';
import { DiveLogged } from '../events/logbook.events';

/** A numbered dive → one notice to its diver, through the notice port. */
@Injectable()
@ProvidesNotices()
export class LogbookNotices implements NoticeSource<DiveLogged> {
  readonly events = [DiveLogged];
  readonly keys = ['notice.logbook.logged.title', 'notice.logbook.logged.body'] as const;

  noticesFor(e: DiveLogged): DeliverNoticePayload[] {
    return [
      {
        eventId: e.eventId,
        recipientId: e.userId,
        category: 'system',
        titleKey: 'notice.logbook.logged.title',
        bodyKey: 'notice.logbook.logged.body',
        params: { number: e.number, site: e.site },
        link: '/pages/logbook/logbook',
      },
    ];
  }
}
