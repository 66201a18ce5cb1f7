import { Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import type { DeliverNoticePayload } from '../ports/notices.port';
import { AccountDeletionDecided, PasswordChanged, PhoneChanged, UserRegistered } from '@server/modules/auth/events/auth.events';
import { NoticeService } from '../services/notice.service';

type AuthEvent = UserRegistered | PasswordChanged | PhoneChanged | AccountDeletionDecided;

/** The notice an auth event becomes (null: nobody needs to hear about it). Add an event here in a few lines. */
export function noticeFor(e: AuthEvent): DeliverNoticePayload | null {
  const base = { eventId: e.eventId, recipientId: e.userId, params: {}, link: null };
  if (e instanceof UserRegistered) return { ...base, category: 'system', titleKey: 'notice.welcome.title', bodyKey: 'notice.welcome.body' };
  if (e instanceof PasswordChanged) {
    return { ...base, category: 'system', titleKey: 'notice.password_changed.title', bodyKey: 'notice.password_changed.body' };
  }
  if (e instanceof PhoneChanged)
    return { ...base, category: 'system', titleKey: 'notice.phone_changed.title', bodyKey: 'notice.phone_changed.body' };
  if (e.decision !== 'rejected') return null;
  return {
    ...base,
    category: 'review',
    titleKey: 'notice.deletion_rejected.title',
    bodyKey: 'notice.deletion_rejected.body',
    params: { reason: e.reason ?? '' },
  };
}

/** Auth events → one queued notice each. Event handlers must not throw into the publisher: a failed enqueue is logged. */
@EventsHandler(UserRegistered, PasswordChanged, PhoneChanged, AccountDeletionDecided)
export class AuthNoticesHandler implements IEventHandler<AuthEvent> {
  private readonly logger = new Logger(AuthNoticesHandler.name);

  constructor(private readonly notices: NoticeService) {}

  async handle(e: AuthEvent) {
    const notice = noticeFor(e);
    if (!notice) return;
    try {
      await this.notices.enqueue(notice);
    } catch (err) {
      this.logger.error({ err: err instanceof Error ? err.message : String(err), event: e.constructor.name }, 'could not queue a notice');
    }
  }
}
