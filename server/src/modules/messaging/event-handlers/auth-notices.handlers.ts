import { Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { AccountDeletionDecided, PasswordChanged, PhoneChanged, UserRegistered } from '@server/modules/auth/events/auth.events';
import { NoticeService } from '../services/notice.service';

const logger = new Logger('AuthNotices');

/** Event handlers must not throw into the publisher: a failed enqueue is logged. */
function enqueueSafely(work: Promise<void>, what: string) {
  return work.catch((err: unknown) => {
    logger.error({ err: err instanceof Error ? err.message : String(err) }, `could not queue the ${what} notice`);
  });
}

@EventsHandler(UserRegistered)
export class WelcomeNoticeHandler implements IEventHandler<UserRegistered> {
  constructor(private readonly notices: NoticeService) {}

  handle(e: UserRegistered) {
    return enqueueSafely(
      this.notices.enqueue({
        eventId: e.eventId,
        recipientId: e.userId,
        category: 'system',
        titleKey: 'notice.welcome.title',
        bodyKey: 'notice.welcome.body',
        params: {},
        link: null,
      }),
      'welcome',
    );
  }
}

@EventsHandler(PasswordChanged)
export class PasswordChangedNoticeHandler implements IEventHandler<PasswordChanged> {
  constructor(private readonly notices: NoticeService) {}

  handle(e: PasswordChanged) {
    return enqueueSafely(
      this.notices.enqueue({
        eventId: e.eventId,
        recipientId: e.userId,
        category: 'system',
        titleKey: 'notice.password_changed.title',
        bodyKey: 'notice.password_changed.body',
        params: {},
        link: null,
      }),
      'password changed',
    );
  }
}

@EventsHandler(PhoneChanged)
export class PhoneChangedNoticeHandler implements IEventHandler<PhoneChanged> {
  constructor(private readonly notices: NoticeService) {}

  handle(e: PhoneChanged) {
    return enqueueSafely(
      this.notices.enqueue({
        eventId: e.eventId,
        recipientId: e.userId,
        category: 'system',
        titleKey: 'notice.phone_changed.title',
        bodyKey: 'notice.phone_changed.body',
        params: {},
        link: null,
      }),
      'phone changed',
    );
  }
}

@EventsHandler(AccountDeletionDecided)
export class DeletionRejectedNoticeHandler implements IEventHandler<AccountDeletionDecided> {
  constructor(private readonly notices: NoticeService) {}

  async handle(e: AccountDeletionDecided) {
    if (e.decision !== 'rejected') return;
    await enqueueSafely(
      this.notices.enqueue({
        eventId: e.eventId,
        recipientId: e.userId,
        category: 'review',
        titleKey: 'notice.deletion_rejected.title',
        bodyKey: 'notice.deletion_rejected.body',
        params: { reason: e.reason ?? '' },
        link: null,
      }),
      'deletion rejected',
    );
  }
}

export const authNoticeHandlers = [
  WelcomeNoticeHandler,
  PasswordChangedNoticeHandler,
  PhoneChangedNoticeHandler,
  DeletionRejectedNoticeHandler,
];
