import { Controller, Get, Patch, Post, Put } from '@nestjs/common';
import { uuidParamSchema, type UuidParam } from '@contracts/schemas/common';
import {
  adminGoodsListSchema,
  adminGoodsPageSchema,
  adminGoodsSchema,
  adminSkuSchema,
  createGoodsSchema,
  patchGoodsSchema,
  patchSkuSchema,
  type AdminGoodsListInput,
  type CreateGoodsInput,
  type PatchGoodsInput,
  type PatchSkuInput,
} from '@contracts/schemas/shop';
import type { Language } from '@contracts/language';
import { shippingRulesInputSchema, shippingRulesSchema, type ShippingRulesInput } from '@contracts/schemas/shop-operations';
import { Auth, Lang, Roles, ZBody, ZParams, ZQuery, ZResponse } from '@server/common/http/decorators';
import { ShippingRules } from '../services/shipping-rules.service';
import { Ok } from '@server/common/http/ok';
import type { AuthContext } from '@server/common/http/request-context';
import { ShopAdminService } from '../services/shop-admin.service';

/** Staff edit the catalogue (admins). */
@Roles('admin')
@Controller('admin')
export class ShopAdminController {
  constructor(
    private readonly admin: ShopAdminService,
    private readonly shipping: ShippingRules,
  ) {}

  @Get('shop/shipping')
  @ZResponse(shippingRulesSchema, 'The shop’s shipping fee rules: the national rule and the provinces’ own')
  shippingRule(@Lang() lang: Language) {
    return this.shipping.get(lang);
  }

  @Put('shop/shipping')
  @ZResponse(
    shippingRulesSchema,
    'Set the shop’s shipping fee rules (free from an amount, else a base fee + a fee per further kilogram; `regions` replaces the provinces’ own)',
  )
  async setShippingRule(@Auth() auth: AuthContext, @ZBody(shippingRulesInputSchema) body: ShippingRulesInput, @Lang() lang: Language) {
    return new Ok(await this.shipping.set(body, auth.userId, lang), 'shop.shipping_saved');
  }

  @Post('goods')
  @ZResponse(adminGoodsSchema, 'Add goods with attributes and SKUs (initial stock as receipts)')
  async create(@Auth() auth: AuthContext, @ZBody(createGoodsSchema) body: CreateGoodsInput) {
    return new Ok(await this.admin.create(body, auth.userId), 'shop.goods_saved');
  }

  @Get('goods')
  @ZResponse(adminGoodsPageSchema, 'Every goods for staff (drafts too), the last changed first')
  list(@ZQuery(adminGoodsListSchema) q: AdminGoodsListInput) {
    return this.admin.list(q);
  }

  @Get('goods/:id')
  @ZResponse(adminGoodsSchema, 'Goods as staff edit them: every language, exact stock')
  one(@ZParams(uuidParamSchema) p: UuidParam) {
    return this.admin.adminGoods(p.id);
  }

  @Patch('goods/:id')
  @ZResponse(adminGoodsSchema, 'Edit goods: texts, pictures, category, status, magazine issue')
  async patch(@ZParams(uuidParamSchema) p: UuidParam, @ZBody(patchGoodsSchema) body: PatchGoodsInput) {
    return new Ok(await this.admin.patch(p.id, body), 'shop.goods_saved');
  }

  @Patch('skus/:id')
  @ZResponse(adminSkuSchema, 'Set a SKU’s price or counted stock (the difference is one adjust movement)')
  async patchSku(@Auth() auth: AuthContext, @ZParams(uuidParamSchema) p: UuidParam, @ZBody(patchSkuSchema) body: PatchSkuInput) {
    return new Ok(await this.admin.patchSku(p.id, body, auth.userId), 'shop.sku_saved');
  }
}
