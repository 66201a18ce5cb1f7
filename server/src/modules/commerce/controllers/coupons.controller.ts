import { Controller, Get, Post } from '@nestjs/common';
import type { Language } from '@contracts/language';
import { pagingSchema, uuidParamSchema, type PagingInput, type UuidParam } from '@contracts/schemas/common';
import { couponSchema, myCouponListSchema, myCouponSchema, type MyCouponListInput } from '@contracts/schemas/commerce';
import { pagedOf } from '@contracts/schemas/wire';
import { Auth, Lang, OptionalAuth, Public, ZParams, ZQuery, ZResponse } from '@server/common/http/decorators';
import type { AuthContext } from '@server/common/http/request-context';
import { CouponsService } from '../services/coupons.service';

@Controller()
export class CouponsController {
  constructor(private readonly coupons: CouponsService) {}

  /** Guests see every coupon; a logged-in caller also sees what they have claimed. */
  @Public()
  @Get('coupons')
  @ZResponse(pagedOf(couponSchema), 'Coupons to claim, with the caller’s state of each when logged in')
  list(@OptionalAuth() auth: AuthContext | undefined, @ZQuery(pagingSchema) query: PagingInput, @Lang() lang: Language) {
    return this.coupons.list(auth?.userId, query, lang);
  }

  @Post('coupons/:id/claim')
  @ZResponse(myCouponSchema, 'Claim a coupon')
  claim(@Auth() auth: AuthContext, @ZParams(uuidParamSchema) params: UuidParam, @Lang() lang: Language) {
    return this.coupons.claim(auth.userId, params.id, lang);
  }

  @Get('me/coupons')
  @ZResponse(pagedOf(myCouponSchema), 'My claimed coupons, optionally only those usable for a purchase (an unknown ticket type: 404)', {
    errors: [404],
  })
  mine(@Auth() auth: AuthContext, @ZQuery(myCouponListSchema) query: MyCouponListInput, @Lang() lang: Language) {
    return this.coupons.listMine(auth.userId, query, lang);
  }
}
