import { Logger } from '@nestjs/common';
import { EventBus, EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { OrderPaid, OrderRefunded } from '@server/modules/orders/events/order.events';
import { MembershipActivated } from '../events/membership.events';
import { EntitlementCache } from '../services/entitlement-cache';
import { MembershipLedger } from '../services/membership-ledger';
import { MembershipSchedule } from '../services/membership-schedule';
import { MembershipService } from '../services/membership.service';

/**
 * After a membership order's payment or refund committed: forget the reader's cached entitlement on
 * this instance, schedule the VIP-end jobs for the new end, push the new state, and (paid) publish
 * MembershipActivated.
 */
@EventsHandler(OrderPaid, OrderRefunded)
export class MembershipOrdersHandler implements IEventHandler<OrderPaid | OrderRefunded> {
  private readonly logger = new Logger(MembershipOrdersHandler.name);

  constructor(
    private readonly cache: EntitlementCache,
    private readonly ledger: MembershipLedger,
    private readonly schedule: MembershipSchedule,
    private readonly membership: MembershipService,
    private readonly events: EventBus,
  ) {}

  async handle(e: OrderPaid | OrderRefunded) {
    if (e.kind !== 'membership') return;
    this.cache.forget(e.userId);
    try {
      const state = await this.ledger.state(e.userId);
      await this.schedule.plan(e.userId, state?.vip_until ?? null);
      await this.membership.push(e.userId);
      if (e instanceof OrderPaid && state) {
        this.events.publish(
          new MembershipActivated({
            userId: e.userId,
            orderId: e.orderId,
            vipUntil: state.vip_until,
            buyout: state.buyout,
            remainingCredits: state.remaining_credits,
          }),
        );
      }
    } catch (err) {
      this.logger.error({ err: err instanceof Error ? err.message : String(err), orderId: e.orderId }, 'membership follow-up failed');
    }
  }
}
