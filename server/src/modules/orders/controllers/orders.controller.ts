import { Controller, Delete, Get, Post } from '@nestjs/common';
import { z } from 'zod';
import type { Language } from '@contracts/language';
import { uuidParamSchema, type UuidParam } from '@contracts/schemas/common';
import {
  orderDtoSchema,
  orderListSchema,
  paymentStartSchema,
  payOrderSchema,
  refundOrderSchema,
  type OrderListInput,
  type PayOrderInput,
  type RefundOrderInput,
} from '@contracts/schemas/orders';
import { pagedOf } from '@contracts/schemas/wire';
import { Auth, Idempotent, Lang, ZBody, ZParams, ZQuery, ZResponse } from '@server/common/http/decorators';
import type { AuthContext } from '@server/common/http/request-context';
import { OrderRefunds } from '../services/order-refunds.service';
import { OrdersService } from '../services/orders.service';
import { PaymentsService } from '../services/payments.service';

/**
 * The caller's own orders, of every kind; someone else's order is 404 on every route. Placing one
 * is the selling module's route (tickets: `POST /orders`, commerce's ticket-orders.routes.ts).
 */
@Controller('orders')
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly refunds: OrderRefunds,
    private readonly payments: PaymentsService,
  ) {}

  @Get()
  @ZResponse(pagedOf(orderDtoSchema), 'My orders of every kind, newest first, by tab and kind')
  list(@Auth() auth: AuthContext, @ZQuery(orderListSchema) query: OrderListInput, @Lang() lang: Language) {
    return this.orders.list(auth.userId, query, lang);
  }

  @Get(':id')
  @ZResponse(orderDtoSchema, 'One of my orders')
  get(@Auth() auth: AuthContext, @ZParams(uuidParamSchema) params: UuidParam, @Lang() lang: Language) {
    return this.orders.get(auth.userId, params.id, lang);
  }

  @Post(':id/cancel')
  @ZResponse(orderDtoSchema, 'Cancel an order pending payment (what it held is given back)')
  cancel(@Auth() auth: AuthContext, @ZParams(uuidParamSchema) params: UuidParam, @Lang() lang: Language) {
    return this.orders.cancel(auth.userId, params.id, lang);
  }

  @Post(':id/pay')
  @ZResponse(paymentStartSchema, 'Start paying an order: where to send the user (Idempotency-Key)')
  @Idempotent()
  pay(
    @Auth() auth: AuthContext,
    @ZParams(uuidParamSchema) params: UuidParam,
    @ZBody(payOrderSchema) body: PayOrderInput,
    @Lang() lang: Language,
  ) {
    return this.payments.start(auth.userId, params.id, body, lang);
  }

  @Post(':id/refund')
  @ZResponse(orderDtoSchema, 'Refund some or all refundable units of a paid order')
  refund(
    @Auth() auth: AuthContext,
    @ZParams(uuidParamSchema) params: UuidParam,
    @ZBody(refundOrderSchema) body: RefundOrderInput,
    @Lang() lang: Language,
  ) {
    return this.refunds.refund(auth.userId, params.id, body, lang);
  }

  @Delete(':id')
  @ZResponse(z.null(), 'Hide an order in a final state from my list')
  remove(@Auth() auth: AuthContext, @ZParams(uuidParamSchema) params: UuidParam) {
    return this.orders.hide(auth.userId, params.id);
  }
}
