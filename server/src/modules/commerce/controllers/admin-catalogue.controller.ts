import { Controller, Get, Patch, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Language } from '@contracts/language';
import { pagingSchema, uuidParamSchema, type PagingInput, type UuidParam } from '@contracts/schemas/common';
import {
  adminCouponSchema,
  adminExhibitionListSchema,
  adminExhibitionSchema,
  adminExhibitionSummarySchema,
  adminTicketTypeSchema,
  couponInputSchema,
  couponUpdateSchema,
  exhibitionInputSchema,
  exhibitionUpdateSchema,
  ticketTypeInputSchema,
  ticketTypeUpdateSchema,
  type AdminExhibitionListInput,
  type CouponInput,
  type CouponUpdateInput,
  type ExhibitionInput,
  type ExhibitionUpdateInput,
  type TicketTypeInput,
  type TicketTypeUpdateInput,
} from '@contracts/schemas/catalogue';
import { pagedOf } from '@contracts/schemas/wire';
import { Auth, Lang, Roles, ZBody, ZParams, ZQuery, ZResponse } from '@server/common/http/decorators';
import { clientIp, type AuthContext } from '@server/common/http/request-context';
import { CatalogueService, type Acting } from '../services/catalogue.service';
import { CouponCatalogueService } from '../services/coupon-catalogue.service';

const acting = (auth: AuthContext, req: FastifyRequest): Acting => ({ userId: auth.userId, ip: clientIp(req) });

/** The exhibition catalogue in the console (decision 0132): admins only; every change is audited. */
@Controller('admin')
export class AdminCatalogueController {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly coupons: CouponCatalogueService,
  ) {}

  @Get('exhibitions')
  @Roles('admin')
  @ZResponse(pagedOf(adminExhibitionSummarySchema), 'Every exhibition, drafts and withdrawn ones too (newest first)')
  list(@ZQuery(adminExhibitionListSchema) q: AdminExhibitionListInput, @Lang() lang: Language) {
    return this.catalogue.list(q, lang);
  }

  @Post('exhibitions')
  @Roles('admin')
  @ZResponse(adminExhibitionSchema, 'Create an exhibition (a draft)')
  create(@ZBody(exhibitionInputSchema) body: ExhibitionInput, @Auth() auth: AuthContext, @Req() req: FastifyRequest) {
    return this.catalogue.create(acting(auth, req), body);
  }

  @Get('exhibitions/:id')
  @Roles('admin')
  @ZResponse(adminExhibitionSchema, 'One exhibition as the editor shows it, with its ticket types', { errors: [404] })
  detail(@ZParams(uuidParamSchema) p: UuidParam) {
    return this.catalogue.get(p.id);
  }

  @Patch('exhibitions/:id')
  @Roles('admin')
  @ZResponse(adminExhibitionSchema, 'Edit an exhibition (its dates are fixed once tickets are sold)', { errors: [404] })
  update(
    @ZParams(uuidParamSchema) p: UuidParam,
    @ZBody(exhibitionUpdateSchema) body: ExhibitionUpdateInput,
    @Auth() auth: AuthContext,
    @Req() req: FastifyRequest,
  ) {
    return this.catalogue.update(acting(auth, req), p.id, body);
  }

  @Post('exhibitions/:id/publish')
  @Roles('admin')
  @ZResponse(adminExhibitionSchema, 'Publish a draft or withdrawn exhibition (needs a ticket type; not after it ended)', { errors: [404] })
  publish(@ZParams(uuidParamSchema) p: UuidParam, @Auth() auth: AuthContext, @Req() req: FastifyRequest) {
    return this.catalogue.publish(acting(auth, req), p.id);
  }

  @Post('exhibitions/:id/withdraw')
  @Roles('admin')
  @ZResponse(adminExhibitionSchema, 'Withdraw a published exhibition: off the lists and off sale, its tickets stay valid', {
    errors: [404],
  })
  withdraw(@ZParams(uuidParamSchema) p: UuidParam, @Auth() auth: AuthContext, @Req() req: FastifyRequest) {
    return this.catalogue.withdraw(acting(auth, req), p.id);
  }

  @Post('exhibitions/:id/ticket-types')
  @Roles('admin')
  @ZResponse(adminTicketTypeSchema, 'Add a ticket type to an exhibition', { errors: [404] })
  addTicketType(
    @ZParams(uuidParamSchema) p: UuidParam,
    @ZBody(ticketTypeInputSchema) body: TicketTypeInput,
    @Auth() auth: AuthContext,
    @Req() req: FastifyRequest,
  ) {
    return this.catalogue.addTicketType(acting(auth, req), p.id, body);
  }

  @Patch('ticket-types/:id')
  @Roles('admin')
  @ZResponse(adminTicketTypeSchema, 'Edit a ticket type (its quota never below the seats sold)', { errors: [404] })
  updateTicketType(
    @ZParams(uuidParamSchema) p: UuidParam,
    @ZBody(ticketTypeUpdateSchema) body: TicketTypeUpdateInput,
    @Auth() auth: AuthContext,
    @Req() req: FastifyRequest,
  ) {
    return this.catalogue.updateTicketType(acting(auth, req), p.id, body);
  }

  @Get('coupons')
  @Roles('admin')
  @ZResponse(pagedOf(adminCouponSchema), 'Every coupon, inactive ones too (newest first)')
  listCoupons(@ZQuery(pagingSchema) q: PagingInput) {
    return this.coupons.list(q);
  }

  @Post('coupons')
  @Roles('admin')
  @ZResponse(adminCouponSchema, 'Create a coupon')
  createCoupon(@ZBody(couponInputSchema) body: CouponInput, @Auth() auth: AuthContext, @Req() req: FastifyRequest) {
    return this.coupons.create(acting(auth, req), body);
  }

  @Patch('coupons/:id')
  @Roles('admin')
  @ZResponse(adminCouponSchema, 'Edit a coupon (stock never below what is claimed; terms fixed once claimed)', { errors: [404] })
  updateCoupon(
    @ZParams(uuidParamSchema) p: UuidParam,
    @ZBody(couponUpdateSchema) body: CouponUpdateInput,
    @Auth() auth: AuthContext,
    @Req() req: FastifyRequest,
  ) {
    return this.coupons.update(acting(auth, req), p.id, body);
  }
}
