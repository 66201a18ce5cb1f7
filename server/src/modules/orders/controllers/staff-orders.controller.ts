import { Controller, Get, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Language } from '@contracts/language';
import {
  staffOrderDetailSchema,
  staffOrderListSchema,
  staffOrderSchema,
  staffRefundSchema,
  type StaffOrderListInput,
  type StaffRefundInput,
} from '@contracts/schemas/admin-orders';
import { uuidParamSchema, type UuidParam } from '@contracts/schemas/common';
import { pagedOf } from '@contracts/schemas/wire';
import { Auth, Idempotent, Lang, Roles, ZBody, ZParams, ZQuery, ZResponse } from '@server/common/http/decorators';
import { clientIp, type AuthContext } from '@server/common/http/request-context';
import { StaffOrders } from '../services/staff-orders.service';

/** Orders and money in the console: customer service and administrators find, read and refund any order. */
@Controller('admin/orders')
export class StaffOrdersController {
  constructor(private readonly staff: StaffOrders) {}

  @Get()
  @Roles('admin', 'customer_service')
  @ZResponse(pagedOf(staffOrderSchema), 'Find orders by number or by the buyer’s mobile, e-mail or id (newest first)')
  list(@ZQuery(staffOrderListSchema) q: StaffOrderListInput) {
    return this.staff.search(q);
  }

  @Get(':id')
  @Roles('admin', 'customer_service')
  @ZResponse(staffOrderDetailSchema, 'Any order with its buyer and timeline (placed, paid, refunds with who and why, …)')
  detail(@ZParams(uuidParamSchema) p: UuidParam, @Auth() auth: AuthContext, @Lang() lang: Language) {
    return this.staff.detail(auth, p.id, lang);
  }

  @Post(':id/refund')
  @Roles('admin', 'customer_service')
  @Idempotent()
  @ZResponse(staffOrderDetailSchema, 'Refund some or all refundable units with a reason (customer service up to its limit); audited')
  refund(
    @ZParams(uuidParamSchema) p: UuidParam,
    @ZBody(staffRefundSchema) body: StaffRefundInput,
    @Auth() auth: AuthContext,
    @Req() req: FastifyRequest,
    @Lang() lang: Language,
  ) {
    return this.staff.refund(auth, clientIp(req), p.id, body, lang);
  }
}
