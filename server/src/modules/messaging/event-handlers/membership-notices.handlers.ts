import { Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import type { DeliverNoticePayload } from '../ports/notices.port';
import { MembershipActivated, MembershipEndingSoon, MembershipExpired } from '@server/modules/membership/events/membership.events';
import { NoticeService } from '../services/notice.service';

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

/** Membership events → one queued notice each. A failed enqueue is logged, never thrown into the publisher. */
@EventsHandler(MembershipActivated, MembershipEndingSoon, MembershipExpired)
export class MembershipNoticesHandler implements IEventHandler<MembershipEvent> {
  private readonly logger = new Logger(MembershipNoticesHandler.name);

  constructor(private readonly notices: NoticeService) {}

  async handle(e: MembershipEvent) {
    try {
      await this.notices.enqueue(membershipNoticeFor(e));
    } catch (err) {
      this.logger.error(
        { err: err instanceof Error ? err.message : String(err), event: e.constructor.name },
        'could not queue a membership notice',
      );
    }
  }
}
