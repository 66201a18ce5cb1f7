import { Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import type { MembershipJobPayload } from '../jobs/membership.jobs';
import { MembershipEndingSoon, MembershipExpired } from '../events/membership.events';
import { EntitlementCache } from './entitlement-cache';
import { MembershipLedger } from './membership-ledger';
import { MembershipService } from './membership.service';
import { epochSeconds } from './vip-calendar';

/**
 * What the VIP-end jobs do. Both act only when the reader's VIP end is still the one they were
 * scheduled for (a renewal moved it: a new pair of jobs exists) and there is no buyout. Events carry
 * a deterministic id, so a job that runs twice sends one notice.
 */
@Injectable()
export class MembershipExpiry {
  constructor(
    private readonly ledger: MembershipLedger,
    private readonly events: EventBus,
    private readonly cache: EntitlementCache,
    private readonly membership: MembershipService,
  ) {}

  private async current(p: MembershipJobPayload): Promise<boolean> {
    const s = await this.ledger.state(p.userId);
    return !!s && !s.buyout && epochSeconds(s.vip_until) === p.until;
  }

  async endingSoon(p: MembershipJobPayload): Promise<'sent' | 'stale'> {
    // run late (workers down past the end): the expiry notice says it, not "ending soon"
    if (Date.now() >= p.until * 1000 || !(await this.current(p))) return 'stale';
    this.events.publish(
      new MembershipEndingSoon({ eventId: `membership-soon:${p.userId}:${p.until}`, userId: p.userId, vipUntil: new Date(p.until * 1000) }),
    );
    return 'sent';
  }

  async expire(p: MembershipJobPayload): Promise<'expired' | 'stale'> {
    if (Date.now() < p.until * 1000) throw new Error('membership.expire ran before the end');
    if (!(await this.current(p))) return 'stale';
    await this.ledger.apply(p.userId, { kind: 'expiry', key: `expiry:${p.userId}:${p.until}`, reason: 'VIP period ended' });
    this.cache.forget(p.userId);
    this.events.publish(
      new MembershipExpired({ eventId: `membership-expired:${p.userId}:${p.until}`, userId: p.userId, vipUntil: new Date(p.until * 1000) }),
    );
    await this.membership.push(p.userId);
    return 'expired';
  }
}
