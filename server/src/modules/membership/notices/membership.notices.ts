import { Injectable } from '@nestjs/common';
import { ProvidesNotices, type DeliverNoticePayload, type NoticeSource } from '@server/modules/notices/ports/notice-source.port';
import { MembershipActivated, MembershipEndingSoon, MembershipExpired } from '../events/membership.events';

type MembershipEvent = MembershipActivated | MembershipEndingSoon | MembershipExpired;

/** Shanghai calendar day of the last VIP day of an end instant (VIP ends at 00:00 Asia/Shanghai). */
const lastDay = (end: Date) => new Date(end.getTime() + 8 * 3600_000 - 86_400_000).toISOString().slice(0, 10);

/**
 * The notice (category system) a membership event becomes; the link opens the member centre. An
 * activation says what the reader now has: lifetime VIP, VIP until its last day, or credits.
 */
export function membershipNoticeFor(e: MembershipEvent, now = new Date()): DeliverNoticePayload {
  const notice = (
    name: 'activated' | 'ending_soon' | 'expired',
    params: Record<string, string | number>,
    bodyKey: DeliverNoticePayload['bodyKey'] = `notice.membership.${name}.body`,
  ): DeliverNoticePayload => ({
    eventId: e.eventId,
    recipientId: e.userId,
    category: 'system',
    titleKey: `notice.membership.${name}.title`,
    bodyKey,
    params,
    link: '/pages/member/center',
  });
  if (e instanceof MembershipActivated) {
    if (e.buyout) return notice('activated', {}, 'notice.membership.activated.body_lifetime');
    if (e.vipUntil && e.vipUntil > now) return notice('activated', { date: lastDay(e.vipUntil) }, 'notice.membership.activated.body_vip');
    return notice('activated', { credits: e.remainingCredits });
  }
  if (e instanceof MembershipEndingSoon) return notice('ending_soon', { date: lastDay(e.vipUntil) });
  return notice('expired', { date: lastDay(e.vipUntil) });
}

/** Membership events → one notice each, through the notice port. */
@Injectable()
@ProvidesNotices()
export class MembershipNotices implements NoticeSource<MembershipEvent> {
  readonly events = [MembershipActivated, MembershipEndingSoon, MembershipExpired];
  readonly keys = [
    'notice.membership.activated.title',
    'notice.membership.activated.body',
    'notice.membership.activated.body_lifetime',
    'notice.membership.activated.body_vip',
    'notice.membership.ending_soon.title',
    'notice.membership.ending_soon.body',
    'notice.membership.expired.title',
    'notice.membership.expired.body',
  ] as const;

  noticesFor(e: MembershipEvent) {
    return [membershipNoticeFor(e)];
  }
}
