import { Controller, Get, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Language } from '@contracts/language';
import { pagingSchema, uuidParamSchema, type PagingInput, type UuidParam } from '@contracts/schemas/common';
import { myCouponListSchema, type MyCouponListInput } from '@contracts/schemas/commerce';
import { Auth, Lang, OptionalAuth, Public, ZParams, ZQuery } from '@server/common/http/decorators';
import type { AuthContext } from '@server/common/http/request-context';
import { CouponsService } from '../services/coupons.service';

@ApiTags('coupons')
@Controller()
export class CouponsController {
  constructor(private readonly coupons: CouponsService) {}

  /** Guests see every coupon; a logged-in caller also sees what they have claimed. */
  @Public()
  @Get('coupons')
  list(@OptionalAuth() auth: AuthContext | undefined, @ZQuery(pagingSchema) query: PagingInput, @Lang() lang: Language) {
    return this.coupons.list(auth?.userId, query, lang);
  }

  @Post('coupons/:id/claim')
  claim(@Auth() auth: AuthContext, @ZParams(uuidParamSchema) params: UuidParam, @Lang() lang: Language) {
    return this.coupons.claim(auth.userId, params.id, lang);
  }

  @Get('me/coupons')
  mine(@Auth() auth: AuthContext, @ZQuery(myCouponListSchema) query: MyCouponListInput, @Lang() lang: Language) {
    return this.coupons.listMine(auth.userId, query, lang);
  }
}
