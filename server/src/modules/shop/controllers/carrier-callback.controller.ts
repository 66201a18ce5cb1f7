import { Controller, Post } from '@nestjs/common';
import {
  carrierCallbackResultSchema,
  carrierCallbackSchema,
  carrierParamSchema,
  type CarrierCallbackInput,
  type CarrierCallbackResult,
  type CarrierParam,
} from '@contracts/schemas/shop';
import { Ok } from '@server/common/http/ok';
import { Public, SkipCsrf, ZBody, ZParams, ZResponse } from '@server/common/http/decorators';
import { Kuaidi100Carrier } from '../carriers/kuaidi100.carrier';
import { FulfilmentService } from '../services/fulfilment.service';

/**
 * A tracker's signed push (decision 0131): Kuaidi100 posts `param` (the tracking result, JSON text)
 * and `sign` (MD5 of param + the shipment's salt), form-encoded. Forged, stale and replayed pushes
 * are refused (code 0) and change nothing.
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
  @ZResponse(carrierCallbackResultSchema, 'A tracker’s signed tracking push (Kuaidi100: param + sign)', { errors: [404] })
  async callback(@ZParams(carrierParamSchema) p: CarrierParam, @ZBody(carrierCallbackSchema) body: CarrierCallbackInput) {
    const verified = await this.kuaidi100.verify(body);
    const recorded = await this.fulfilment.recordCallback(p.carrier, verified);
    return new Ok<CarrierCallbackResult>({ result: true, returnCode: '200', message: '成功', recorded }, 'shop.callback_accepted');
  }
}
