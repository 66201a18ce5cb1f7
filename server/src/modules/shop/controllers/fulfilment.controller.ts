import { Controller, Get, Post } from '@nestjs/common';
import type { Language } from '@contracts/language';
import { uuidParamSchema, type UuidParam } from '@contracts/schemas/common';
import { logisticsSchema, shipOrderSchema, type ShipOrderInput } from '@contracts/schemas/shop';
import { Auth, Lang, Roles, ZBody, ZParams, ZResponse } from '@server/common/http/decorators';
import type { AuthContext } from '@server/common/http/request-context';
import { FulfilmentService } from '../services/fulfilment.service';
import { LogisticsView } from '../services/logistics.view';

/** Staff ship a paid goods order (decision 0131). */
@Roles('admin')
@Controller('admin/orders')
export class ShipOrdersController {
  constructor(private readonly fulfilment: FulfilmentService) {}

  @Post(':id/ship')
  @ZResponse(logisticsSchema, 'Ship a paid goods order with a carrier and a waybill: its stock becomes sold; the carrier tracks it', {
    errors: [404],
  })
  ship(@ZParams(uuidParamSchema) p: UuidParam, @ZBody(shipOrderSchema) body: ShipOrderInput, @Lang() lang: Language) {
    return this.fulfilment.ship(p.id, body, lang);
  }
}

/** The member's parcel: the tracking timeline and the receipt (decision 0131). */
@Controller('orders')
export class OrderLogisticsController {
  constructor(
    private readonly fulfilment: FulfilmentService,
    private readonly view: LogisticsView,
  ) {}

  @Get(':id/logistics')
  @ZResponse(logisticsSchema, 'A goods order’s carrier, waybill and tracking timeline (newest first)', { errors: [404] })
  logistics(@Auth() auth: AuthContext, @ZParams(uuidParamSchema) p: UuidParam, @Lang() lang: Language) {
    return this.view.forOwner(auth.userId, p.id, lang);
  }

  @Post(':id/receive')
  @ZResponse(logisticsSchema, 'Confirm receipt of a shipped goods order (delivered or not): the order is completed', { errors: [404] })
  receive(@Auth() auth: AuthContext, @ZParams(uuidParamSchema) p: UuidParam, @Lang() lang: Language) {
    return this.fulfilment.receive(auth.userId, p.id, lang);
  }
}
