import { Controller, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  carrierCallbackResultSchema,
  carrierCallbackSchema,
  carrierParamSchema,
  type CarrierCallbackInput,
  type CarrierCallbackResult,
  type CarrierParam,
} from '@contracts/schemas/shop';
import { Public, RawResponse, SkipCsrf, ZBody, ZParams } from '@server/common/http/decorators';
import { Kuaidi100Carrier } from '../carriers/kuaidi100.carrier';
import { FulfilmentService } from '../services/fulfilment.service';

/** What Kuaidi100 expects back from an accepted push (it retries until it gets it). */
const KUAIDI100_ACK: CarrierCallbackResult = { result: true, returnCode: '200', message: '成功' };

/**
 * A tracker's signed push (decision 0131): Kuaidi100 posts `param` (the tracking result, JSON text)
 * and `sign` (MD5 of param + the shipment's salt), form-encoded. Forged, stale and replayed pushes
 * are refused (code 0) and change nothing; an accepted one is answered in Kuaidi100's own words (decision 0144).
 */
@Controller('shop/carriers')
export class CarrierCallbackController {
  constructor(
    private readonly kuaidi100: Kuaidi100Carrier,
    private readonly fulfilment: FulfilmentService,
  ) {}

  @Public()
  @SkipCsrf()
  @Post(':carrier/callback')
  @RawResponse(
    {
      status: 200,
      contentType: 'application/json',
      description:
        'Accepted: Kuaidi100’s own acknowledgement `{"result":true,"returnCode":"200","message":"成功"}` (not the envelope); refused: the refusal envelope (code 0).',
      schema: carrierCallbackResultSchema,
    },
    'A tracker’s signed tracking push (Kuaidi100: param + sign)',
  )
  async callback(
    @ZParams(carrierParamSchema) p: CarrierParam,
    @ZBody(carrierCallbackSchema) body: CarrierCallbackInput,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    const verified = await this.kuaidi100.verify(body);
    await this.fulfilment.recordCallback(p.carrier, verified);
    return reply.type('application/json; charset=utf-8').send(KUAIDI100_ACK);
  }
}
