import { Controller, Post } from '@nestjs/common';
import type { Language } from '@contracts/language';
import { goodsOrderSchema, placeGoodsOrderSchema, type PlaceGoodsOrderInput } from '@contracts/schemas/shop';
import { Auth, Idempotent, Lang, ZBody, ZResponse } from '@server/common/http/decorators';
import type { AuthContext } from '@server/common/http/request-context';
import { shippingQuoteInputSchema, shippingQuoteSchema, type ShippingQuoteInput } from '@contracts/schemas/shop-operations';
import { GoodsOrderKind } from '../services/goods-order.kind';
import { QuoteService } from '../services/quote.service';

/** Checkout's quote: the fee and total before placing (decision 0143). */
@Controller('shop/quote')
export class ShopQuoteController {
  constructor(private readonly quotes: QuoteService) {}

  @Post()
  @ZResponse(
    shippingQuoteSchema,
    'What placing these lines (or the cart’s selected lines) would cost now, shipping to an address of the member’s',
    {
      errors: [404], // an address or SKU unknown or someone else's
    },
  )
  quote(@Auth() auth: AuthContext, @ZBody(shippingQuoteInputSchema) body: ShippingQuoteInput) {
    return this.quotes.quote(auth.userId, body);
  }
}

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
