import { Controller, Get, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  paymentProviderParamSchema,
  sandboxCheckoutQuerySchema,
  sandboxOutcomeParamSchema,
  sandboxPaymentParamSchema,
  type PaymentProviderParam,
  type SandboxCheckoutQuery,
  type SandboxOutcomeParam,
  type SandboxPaymentParam,
} from '@contracts/schemas/orders';
import { AppException } from '@server/common/errors/app.exception';
import { KeepRawBody, type RawBodyRequest } from '@server/common/http/body-parsers';
import { Public, SkipCsrf, ZParams, ZQuery } from '@server/common/http/decorators';
import { inlinePageCsp } from '@server/common/http/security-headers';
import { AppConfig } from '@server/config/app-config';
import { sandboxCheckoutPage } from '../payments/sandbox-checkout.page';
import { OrdersSettings } from '../services/orders.settings';
import { PaymentsService } from '../services/payments.service';

/** Provider callbacks (signed, no session) and the sandbox provider's own checkout page. */
@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly settings: OrdersSettings,
    private readonly config: AppConfig,
  ) {}

  /** `POST /payments/:provider/callback`: verified on the raw body, idempotent, amount-checked. */
  @Public()
  @SkipCsrf()
  @KeepRawBody()
  @Post(':provider/callback')
  callback(@ZParams(paymentProviderParamSchema) params: PaymentProviderParam, @Req() req: RawBodyRequest) {
    if (!req.rawBody) throw AppException.fail('e.orders.callback_invalid');
    return this.payments.handleCallback(params.provider, { rawBody: req.rawBody, headers: req.headers });
  }

  @Public()
  @Get('sandbox/checkout/:paymentId')
  async checkoutPage(
    @ZParams(sandboxPaymentParamSchema) params: SandboxPaymentParam,
    @ZQuery(sandboxCheckoutQuerySchema) query: SandboxCheckoutQuery,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const p = await this.payments.sandboxPayment(params.paymentId);
    if (!p) throw AppException.notFound();
    const lang = query.lang ?? req.lang;
    const html = sandboxCheckoutPage({
      lang,
      paymentId: p.id,
      orderNumber: p.order.number,
      amount: p.amount,
      currency: p.currency,
      pending: p.status === 'pending',
      backUrl: this.settings.orderPageUrl(p.order_id),
    });
    // Its one inline script and style are allowed by hash; nothing else inline runs, and it is never framed.
    return reply.type('text/html; charset=utf-8').header('content-security-policy', inlinePageCsp(this.config, html)).send(html);
  }

  /** The page's Pay / Fail buttons: the sandbox "provider" sends its signed callback, then the browser goes back to the order. */
  @Public()
  @SkipCsrf()
  @Post('sandbox/checkout/:paymentId/:outcome')
  complete(@ZParams(sandboxOutcomeParamSchema) params: SandboxOutcomeParam, @Req() req: FastifyRequest) {
    const self = `http://127.0.0.1:${req.socket.localPort}`;
    return this.payments.sandboxComplete(params.paymentId, params.outcome, self);
  }
}
