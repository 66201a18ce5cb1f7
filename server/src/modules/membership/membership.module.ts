import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueuesModule } from '@server/infra/queues/queues.module';
import { UsersModule } from '../auth/users.module';
import { ContentModule } from '../content/content.module';
import { OrdersModule } from '../orders/orders.module';
import { AdminMembershipController } from './controllers/admin-membership.controller';
import { MembershipController } from './controllers/membership.controller';
import { UnlockRoutes } from './controllers/unlock.routes';
import { ArticleUnlockEntity } from './entities/article-unlock.entity';
import { MembershipLedgerEntity } from './entities/membership-ledger.entity';
import { MembershipOrderEntity } from './entities/membership-order.entity';
import { MembershipPlanEntity } from './entities/membership-plan.entity';
import { MembershipEntity } from './entities/membership.entity';
import { MembershipOrdersHandler } from './event-handlers/membership-orders.handler';
import { EntitlementCache } from './services/entitlement-cache';
import { MembershipAccess } from './services/membership-access';
import { MembershipExpiry } from './services/membership-expiry';
import { MembershipLedger } from './services/membership-ledger';
import { MembershipOrderKind } from './services/membership-order.kind';
import { MembershipSchedule } from './services/membership-schedule';
import { MembershipService } from './services/membership.service';
import { PlansService } from './services/plans.service';
import { membershipQueue } from './jobs/membership.jobs';
import { MembershipNotices } from './notices/membership.notices';
// This module's texts, registered in the message catalogue as the file loads (common/i18n/i18n.ts).
import './membership.messages';
import { ApiArea } from '@server/common/http/decorators';

/**
 * Membership (issue #22): plans, the entitlement ledger and its state row, the `membership` order
 * kind, the paywall content asks (`@ProvidesArticleAccess()`), unlocking articles with credits, the
 * VIP-end jobs. Reads articles only through content's `ArticleLookupQuery`.
 */
@ApiArea('VIP plans, article credits and unlocks, the member centre.')
@Module({
  imports: [
    QueuesModule.forFeature(membershipQueue), // its queue and jobs (jobs/membership.jobs.ts)
    TypeOrmModule.forFeature([MembershipPlanEntity, MembershipEntity, MembershipLedgerEntity, ArticleUnlockEntity, MembershipOrderEntity]),
    UsersModule,
    ContentModule,
    OrdersModule,
  ],
  controllers: [MembershipController, AdminMembershipController],
  providers: [
    MembershipNotices, // its inbox notices (the notice port)
    EntitlementCache,
    MembershipLedger,
    MembershipAccess,
    MembershipOrderKind,
    MembershipSchedule,
    MembershipService,
    MembershipExpiry,
    PlansService,
    MembershipOrdersHandler,
    UnlockRoutes,
  ],
  exports: [MembershipExpiry, MembershipSchedule, MembershipLedger],
})
export class MembershipModule {}
