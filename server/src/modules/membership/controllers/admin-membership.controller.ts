import { Controller, Get, Patch, Post } from '@nestjs/common';
import type { Language } from '@contracts/language';
import { uuidParamSchema, type PagingInput, type UuidParam } from '@contracts/schemas/common';
import {
  adminMembershipPlanDtoSchema,
  ledgerEntrySchema,
  memberLookupDtoSchema,
  memberLookupSchema,
  membershipAdjustSchema,
  membershipPagingSchema,
  membershipPlanSchema,
  membershipStateSchema,
  membershipUserParamSchema,
  updateMembershipPlanSchema,
  type MemberLookupInput,
  type MembershipAdjustInput,
  type MembershipPlanInput,
  type MembershipUserParam,
  type UpdateMembershipPlanInput,
} from '@contracts/schemas/membership';
import { pagedOf } from '@contracts/schemas/wire';
import { Auth, Lang, Roles, ZBody, ZParams, ZQuery, ZResponse } from '@server/common/http/decorators';
import type { AuthContext } from '@server/common/http/request-context';
import { MembershipService } from '../services/membership.service';
import { PlansService } from '../services/plans.service';

/** Admins: membership plans, a reader's state and ledger, adjustments. */
@Roles('admin')
@Controller('admin/membership')
export class AdminMembershipController {
  constructor(
    private readonly plans: PlansService,
    private readonly membership: MembershipService,
  ) {}

  @Get('plans')
  @ZResponse(pagedOf(adminMembershipPlanDtoSchema), 'Every membership plan, active or not, by position')
  list(@ZQuery(membershipPagingSchema) q: PagingInput, @Lang() lang: Language) {
    return this.plans.list(q.page, q.limit, lang);
  }

  @Get('plans/:id')
  @ZResponse(adminMembershipPlanDtoSchema, 'One membership plan with every language’s texts')
  get(@ZParams(uuidParamSchema) p: UuidParam, @Lang() lang: Language) {
    return this.plans.get(p.id, lang);
  }

  @Post('plans')
  @ZResponse(adminMembershipPlanDtoSchema, 'Create a membership plan (months, credits or buyout)')
  create(@ZBody(membershipPlanSchema) body: MembershipPlanInput, @Lang() lang: Language) {
    return this.plans.create(body, lang);
  }

  @Patch('plans/:id')
  @ZResponse(adminMembershipPlanDtoSchema, 'Change a plan’s price, texts, position or availability (kind and size stay)')
  update(
    @ZParams(uuidParamSchema) p: UuidParam,
    @ZBody(updateMembershipPlanSchema) body: UpdateMembershipPlanInput,
    @Lang() lang: Language,
  ) {
    return this.plans.update(p.id, body, lang);
  }

  @Get('users')
  @ZResponse(memberLookupDtoSchema, 'Find a reader by mobile number, e-mail address or user id (nobody: 404)', { errors: [404] })
  lookup(@ZQuery(memberLookupSchema) q: MemberLookupInput) {
    return this.membership.reader(q.account);
  }

  @Get('users/:userId')
  @ZResponse(membershipStateSchema, 'A reader’s membership')
  state(@ZParams(membershipUserParamSchema) p: MembershipUserParam) {
    return this.membership.state(p.userId);
  }

  @Get('users/:userId/ledger')
  @ZResponse(pagedOf(ledgerEntrySchema), 'A reader’s entitlement ledger, newest first')
  ledger(@ZParams(membershipUserParamSchema) p: MembershipUserParam, @ZQuery(membershipPagingSchema) q: PagingInput) {
    return this.membership.ledgerOf(p.userId, q.page, q.limit);
  }

  @Post('users/:userId/adjust')
  @ZResponse(membershipStateSchema, 'Add or take away a reader’s credits or VIP days, with a reason')
  adjust(
    @ZParams(membershipUserParamSchema) p: MembershipUserParam,
    @ZBody(membershipAdjustSchema) body: MembershipAdjustInput,
    @Auth() auth: AuthContext,
  ) {
    return this.membership.adjust(auth.userId, p.userId, body);
  }
}
