import { Controller, Get, Post } from '@nestjs/common';
import { z } from 'zod';
import type { Language } from '@contracts/language';
import type { PagingInput } from '@contracts/schemas/common';
import {
  membershipOrderDtoSchema,
  unlockedArticleSchema,
  ledgerEntrySchema,
  membershipOrderSchema,
  membershipPagingSchema,
  membershipPlanDtoSchema,
  membershipStateSchema,
  type MembershipOrderInput,
} from '@contracts/schemas/membership';
import { pagedOf } from '@contracts/schemas/wire';
import { Auth, Idempotent, Lang, Public, ZBody, ZQuery, ZResponse } from '@server/common/http/decorators';
import type { AuthContext } from '@server/common/http/request-context';
import { MembershipOrderKind } from '../services/membership-order.kind';
import { MembershipService } from '../services/membership.service';
import { PlansService } from '../services/plans.service';

/** Readers: plans, their membership and ledger, buying a plan, their unlocked articles (unlocking one: unlock.routes.ts). */
@Controller()
export class MembershipController {
  constructor(
    private readonly plans: PlansService,
    private readonly membership: MembershipService,
    private readonly orders: MembershipOrderKind,
  ) {}

  @Public()
  @Get('membership/plans')
  @ZResponse(z.array(membershipPlanDtoSchema), 'The plans on offer, in the reader’s language')
  list(@Lang() lang: Language) {
    return this.plans.active(lang);
  }

  @Get('me/membership')
  @ZResponse(membershipStateSchema, 'My membership: VIP, buyout, credits, unlocked articles')
  state(@Auth() auth: AuthContext) {
    return this.membership.state(auth.userId);
  }

  @Get('me/membership/ledger')
  @ZResponse(pagedOf(ledgerEntrySchema), 'My entitlement ledger, newest first')
  ledger(@ZQuery(membershipPagingSchema) q: PagingInput, @Auth() auth: AuthContext) {
    return this.membership.ledgerOf(auth.userId, q.page, q.limit);
  }

  @Idempotent()
  @Post('membership/orders')
  @ZResponse(membershipOrderDtoSchema, 'Buy a plan: a membership order waiting for payment (an unknown or withdrawn plan: 404)', {
    errors: [404],
  })
  buy(@ZBody(membershipOrderSchema) body: MembershipOrderInput, @Auth() auth: AuthContext, @Lang() lang: Language) {
    return this.orders.buy(auth.userId, body, lang);
  }

  @Get('me/unlocked-articles')
  @ZResponse(pagedOf(unlockedArticleSchema), 'The articles I unlocked with a credit')
  unlocked(@ZQuery(membershipPagingSchema) q: PagingInput, @Auth() auth: AuthContext, @Lang() lang: Language) {
    return this.membership.unlockedArticles(auth.userId, q.page, q.limit, lang);
  }
}
