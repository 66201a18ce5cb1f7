import { Injectable } from '@nestjs/common';
import { AccountDeletionDecided, PasswordChanged, PhoneChanged, UserRegistered } from '../events/auth.events';
import { ProvidesNotices, type DeliverNoticePayload, type NoticeSource } from '@server/modules/notices/ports/notice-source.port';

type AuthEvent = UserRegistered | PasswordChanged | PhoneChanged | AccountDeletionDecided;

/** The notice an auth event becomes (null: nobody needs to hear about it). Add an event here in a few lines. */
export function noticeFor(e: AuthEvent): DeliverNoticePayload | null {
  const base = { eventId: e.eventId, recipientId: e.userId, params: {}, link: null };
  if (e instanceof UserRegistered) return { ...base, category: 'system', titleKey: 'notice.welcome.title', bodyKey: 'notice.welcome.body' };
  if (e instanceof PasswordChanged) {
    return { ...base, category: 'system', titleKey: 'notice.password_changed.title', bodyKey: 'notice.password_changed.body' };
  }
  if (e instanceof PhoneChanged) {
    const k = e.via === 'bind' ? 'phone_bound' : 'phone_changed';
    return { ...base, category: 'system', titleKey: `notice.${k}.title`, bodyKey: `notice.${k}.body` };
  }
  if (e.decision !== 'rejected') return null;
  return {
    ...base,
    category: 'review',
    titleKey: 'notice.deletion_rejected.title',
    bodyKey: 'notice.deletion_rejected.body',
    params: { reason: e.reason ?? '' },
  };
}

/** Auth events → one notice each, through the notice port like every other module's. */
@Injectable()
@ProvidesNotices()
export class AuthNotices implements NoticeSource<AuthEvent> {
  readonly events = [UserRegistered, PasswordChanged, PhoneChanged, AccountDeletionDecided];
  readonly keys = (['welcome', 'password_changed', 'phone_changed', 'phone_bound', 'deletion_rejected'] as const).flatMap(
    (k) => [`notice.${k}.title`, `notice.${k}.body`] as const,
  );

  noticesFor(e: AuthEvent) {
    const notice = noticeFor(e);
    return notice ? [notice] : [];
  }
}
