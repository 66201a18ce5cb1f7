import { Controller, Delete, Get, Patch, Post } from '@nestjs/common';
import type { Language } from '@contracts/language';
import { uuidParamSchema, type UuidParam } from '@contracts/schemas/common';
import {
  addCartItemSchema,
  cartCountSchema,
  cartSchema,
  mergeCartSchema,
  patchCartItemSchema,
  type AddCartItemInput,
  type MergeCartInput,
  type PatchCartItemInput,
} from '@contracts/schemas/shop';
import { Auth, Lang, ZBody, ZParams, ZResponse } from '@server/common/http/decorators';
import type { AuthContext } from '@server/common/http/request-context';
import { CartService } from '../services/cart.service';

/** The member's cart (guests keep theirs in the browser and merge it at login). */
@Controller('cart')
export class CartController {
  constructor(private readonly cart: CartService) {}

  @Get()
  @ZResponse(cartSchema, 'The member’s cart: lines with current prices and stock, newest first')
  get(@Auth() auth: AuthContext, @Lang() lang: Language) {
    return this.cart.cart(auth.userId, lang);
  }

  @Get('count')
  @ZResponse(cartCountSchema, 'Units in the member’s cart (the badge shows 99+ above 99)')
  count(@Auth() auth: AuthContext) {
    return this.cart.count(auth.userId);
  }

  @Post('items')
  @ZResponse(cartSchema, 'Add a SKU to the cart (capped by its saleable stock, said in the message)', { errors: [404] })
  add(@Auth() auth: AuthContext, @ZBody(addCartItemSchema) body: AddCartItemInput, @Lang() lang: Language) {
    return this.cart.add(auth.userId, body, lang);
  }

  @Patch('items/:id')
  @ZResponse(cartSchema, 'Change a cart line’s quantity (refused above the stock) or whether it is selected')
  patch(
    @Auth() auth: AuthContext,
    @ZParams(uuidParamSchema) p: UuidParam,
    @ZBody(patchCartItemSchema) body: PatchCartItemInput,
    @Lang() lang: Language,
  ) {
    return this.cart.patch(auth.userId, p.id, body, lang);
  }

  @Delete('items/:id')
  @ZResponse(cartSchema, 'Remove a line from the cart')
  remove(@Auth() auth: AuthContext, @ZParams(uuidParamSchema) p: UuidParam, @Lang() lang: Language) {
    return this.cart.remove(auth.userId, p.id, lang);
  }

  @Post('merge')
  @ZResponse(cartSchema, 'Merge a guest’s local cart at login (quantities added, capped by stock)')
  merge(@Auth() auth: AuthContext, @ZBody(mergeCartSchema) body: MergeCartInput, @Lang() lang: Language) {
    return this.cart.merge(auth.userId, body, lang);
  }
}
