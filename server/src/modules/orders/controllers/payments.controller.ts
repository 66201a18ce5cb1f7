import { Controller, Get, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  paymentCallbackResultSchema,
  paymentProviderParamSchema,
  sandboxCheckoutQuerySchema,
  sandboxOutcomeParamSchema,
  sandboxOutcomeResultSchema,
  sandboxPaymentParamSchema,
  type PaymentProviderParam,
  type SandboxCheckoutQuery,
  type SandboxOutcomeParam,
  type SandboxPaymentParam,
} from '@contracts/schemas/orders';
import { AppException } from '@server/common/errors/app.exception';
import { KeepRawBody, type RawBodyRequest } from '@server/common/http/body-parsers';
import { Public, RawResponse, SkipCsrf, ZParams, ZQuery, ZResponse } from '@server/common/http/decorators';
import { inlinePageCsp } from '@server/common/http/security-headers';
import { AppConfig } from '@server/config/app-config';
import { sandboxCheckoutPage } from '../payments/sandbox-checkout.page';
import { OrdersSettings } from '../services/orders.settings';
import { PaymentsService } from '../services/payments.service';

/** Provider callbacks (signed, no session) and the sandbox provider's own checkout page. */
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
  @ZResponse(
    paymentCallbackResultSchema,
    'A payment provider’s signed callback (sandbox: x-sandbox-signature; Stripe webhook: stripe-signature)',
  )
  callback(@ZParams(paymentProviderParamSchema) params: PaymentProviderParam, @Req() req: RawBodyRequest) {
    if (!req.rawBody) throw AppException.fail('e.orders.callback_invalid');
    return this.payments.handleCallback(params.provider, { rawBody: req.rawBody, headers: req.headers });
  }

  @Public()
  @Get('sandbox/checkout/:paymentId')
  @RawResponse(
    {
      status: 200,
      contentType: 'text/html',
      description: 'The sandbox provider’s checkout page (Pay / Fail buttons), in the language of `lang`.',
    },
    'The sandbox provider’s checkout page',
  )
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
  @ZResponse(
    sandboxOutcomeResultSchema,
    'The sandbox page’s Pay / Fail button: sends the signed callback, says where the browser goes next',
  )
  complete(@ZParams(sandboxOutcomeParamSchema) params: SandboxOutcomeParam, @Req() req: FastifyRequest) {
    const self = `http://127.0.0.1:${req.socket.localPort}`;
    return this.payments.sandboxComplete(params.paymentId, params.outcome, self);
  }
}
