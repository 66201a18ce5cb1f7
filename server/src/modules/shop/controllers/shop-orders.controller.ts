import { Controller, Post } from '@nestjs/common';
import type { Language } from '@contracts/language';
import { goodsOrderSchema, placeGoodsOrderSchema, type PlaceGoodsOrderInput } from '@contracts/schemas/shop';
import { Auth, Idempotent, Lang, ZBody, ZResponse } from '@server/common/http/decorators';
import type { AuthContext } from '@server/common/http/request-context';
import { GoodsOrderKind } from '../services/goods-order.kind';

/** Checkout: a `goods` order (paid, cancelled, listed and refunded through the generic `/orders` routes). */
@Controller('shop/orders')
export class ShopOrdersController {
  constructor(private readonly goods: GoodsOrderKind) {}

  @Post()
  @Idempotent()
  @ZResponse(goodsOrderSchema, 'Place a goods order: the stock is taken at once, pending payment until paid or expired (Idempotency-Key)', {
    errors: [404], // an address or SKU unknown or someone else's
  })
  place(@Auth() auth: AuthContext, @ZBody(placeGoodsOrderSchema) body: PlaceGoodsOrderInput, @Lang() lang: Language) {
    return this.goods.buy(auth.userId, body, lang);
  }
}
