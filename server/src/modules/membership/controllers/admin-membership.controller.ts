import { Controller, Get, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Language } from '@contracts/language';
import { uuidParamSchema, type PagingInput, type UuidParam } from '@contracts/schemas/common';
import {
  memberLookupSchema,
  membershipAdjustSchema,
  membershipPagingSchema,
  membershipPlanSchema,
  membershipUserParamSchema,
  updateMembershipPlanSchema,
  type MemberLookupInput,
  type MembershipAdjustInput,
  type MembershipPlanInput,
  type MembershipUserParam,
  type UpdateMembershipPlanInput,
} from '@contracts/schemas/membership';
import { Auth, Lang, Roles, ZBody, ZParams, ZQuery } from '@server/common/http/decorators';
import type { AuthContext } from '@server/common/http/request-context';
import { MembershipService } from '../services/membership.service';
import { PlansService } from '../services/plans.service';

/** Admins: membership plans, a reader's state and ledger, adjustments. */
@ApiTags('admin')
@Roles('admin')
@Controller('admin/membership')
export class AdminMembershipController {
  constructor(
    private readonly plans: PlansService,
    private readonly membership: MembershipService,
  ) {}

  @Get('plans')
  list(@ZQuery(membershipPagingSchema) q: PagingInput, @Lang() lang: Language) {
    return this.plans.list(q.page, q.limit, lang);
  }

  @Get('plans/:id')
  get(@ZParams(uuidParamSchema) p: UuidParam, @Lang() lang: Language) {
    return this.plans.get(p.id, lang);
  }

  @Post('plans')
  create(@ZBody(membershipPlanSchema) body: MembershipPlanInput, @Lang() lang: Language) {
    return this.plans.create(body, lang);
  }

  @Patch('plans/:id')
  update(
    @ZParams(uuidParamSchema) p: UuidParam,
    @ZBody(updateMembershipPlanSchema) body: UpdateMembershipPlanInput,
    @Lang() lang: Language,
  ) {
    return this.plans.update(p.id, body, lang);
  }

  @Get('users')
  lookup(@ZQuery(memberLookupSchema) q: MemberLookupInput) {
    return this.membership.reader(q.account);
  }

  @Get('users/:userId')
  state(@ZParams(membershipUserParamSchema) p: MembershipUserParam) {
    return this.membership.state(p.userId);
  }

  @Get('users/:userId/ledger')
  ledger(@ZParams(membershipUserParamSchema) p: MembershipUserParam, @ZQuery(membershipPagingSchema) q: PagingInput) {
    return this.membership.ledgerOf(p.userId, q.page, q.limit);
  }

  @Post('users/:userId/adjust')
  adjust(
    @ZParams(membershipUserParamSchema) p: MembershipUserParam,
    @ZBody(membershipAdjustSchema) body: MembershipAdjustInput,
    @Auth() auth: AuthContext,
  ) {
    return this.membership.adjust(auth.userId, p.userId, body);
  }
}
