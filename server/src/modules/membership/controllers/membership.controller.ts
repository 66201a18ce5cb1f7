import { Controller, Get, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Language } from '@contracts/language';
import type { PagingInput } from '@contracts/schemas/common';
import { membershipOrderSchema, membershipPagingSchema, type MembershipOrderInput } from '@contracts/schemas/membership';
import { Auth, Idempotent, Lang, Public, ZBody, ZQuery } from '@server/common/http/decorators';
import type { AuthContext } from '@server/common/http/request-context';
import { MembershipOrderKind } from '../services/membership-order.kind';
import { MembershipService } from '../services/membership.service';
import { PlansService } from '../services/plans.service';

/** Readers: plans, their membership and ledger, buying a plan, their unlocked articles (unlocking one: unlock.routes.ts). */
@ApiTags('membership')
@Controller()
export class MembershipController {
  constructor(
    private readonly plans: PlansService,
    private readonly membership: MembershipService,
    private readonly orders: MembershipOrderKind,
  ) {}

  @Public()
  @Get('membership/plans')
  list(@Lang() lang: Language) {
    return this.plans.active(lang);
  }

  @Get('me/membership')
  state(@Auth() auth: AuthContext) {
    return this.membership.state(auth.userId);
  }

  @Get('me/membership/ledger')
  ledger(@ZQuery(membershipPagingSchema) q: PagingInput, @Auth() auth: AuthContext) {
    return this.membership.ledgerOf(auth.userId, q.page, q.limit);
  }

  @Idempotent()
  @Post('membership/orders')
  buy(@ZBody(membershipOrderSchema) body: MembershipOrderInput, @Auth() auth: AuthContext, @Lang() lang: Language) {
    return this.orders.buy(auth.userId, body, lang);
  }

  @Get('me/unlocked-articles')
  unlocked(@ZQuery(membershipPagingSchema) q: PagingInput, @Auth() auth: AuthContext, @Lang() lang: Language) {
    return this.membership.unlockedArticles(auth.userId, q.page, q.limit, lang);
  }
}
