import { Controller, Delete, Get, Patch, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Language } from '@contracts/language';
import { uuidParamSchema, type UuidParam } from '@contracts/schemas/common';
import {
  createCategorySchema,
  patchCategorySchema,
  shopCategorySchema,
  type CreateCategoryInput,
  type PatchCategoryInput,
} from '@contracts/schemas/shop';
import {
  adminCategoriesSchema,
  categoryDeletedSchema,
  ordersToShipPageSchema,
  ordersToShipQuerySchema,
  shipCarriersSchema,
  type OrdersToShipQuery,
} from '@contracts/schemas/shop-operations';
import { Auth, Lang, Roles, ZBody, ZParams, ZQuery, ZResponse } from '@server/common/http/decorators';
import { Ok } from '@server/common/http/ok';
import { clientIp, type AuthContext } from '@server/common/http/request-context';
import { CategoryAdminService, type Acting } from '../services/category-admin.service';
import { ShipQueueService } from '../services/ship-queue.service';

const acting = (auth: AuthContext, req: FastifyRequest): Acting => ({ userId: auth.userId, ip: clientIp(req) });

/** Staff: the category tree (audited) and the orders waiting to be shipped (decision 0143). */
@Roles('admin')
@Controller('admin')
export class ShopOperationsController {
  constructor(
    private readonly categories: CategoryAdminService,
    private readonly shipQueue: ShipQueueService,
  ) {}

  @Get('goods/categories')
  @ZResponse(adminCategoriesSchema, 'The shop’s category tree as staff edit it: names in every language, goods per category')
  categoryTree(@Lang() lang: Language) {
    return this.categories.tree(lang);
  }

  @Post('goods/categories')
  @ZResponse(shopCategorySchema, 'Add a shop category (a root, or under a parent)')
  async createCategory(
    @Auth() auth: AuthContext,
    @Req() req: FastifyRequest,
    @ZBody(createCategorySchema) body: CreateCategoryInput,
    @Lang() lang: Language,
  ) {
    return new Ok(await this.categories.create(body, acting(auth, req), lang), 'shop.category_saved');
  }

  @Patch('goods/categories/:id')
  @ZResponse(shopCategorySchema, 'Rename, re-sort or move a shop category (never under itself)', { errors: [404] })
  async patchCategory(
    @Auth() auth: AuthContext,
    @Req() req: FastifyRequest,
    @ZParams(uuidParamSchema) p: UuidParam,
    @ZBody(patchCategorySchema) body: PatchCategoryInput,
    @Lang() lang: Language,
  ) {
    return new Ok(await this.categories.patch(p.id, body, acting(auth, req), lang), 'shop.category_saved');
  }

  @Delete('goods/categories/:id')
  @ZResponse(categoryDeletedSchema, 'Delete an empty shop category (no sub-categories, no goods)', { errors: [404] })
  async deleteCategory(@Auth() auth: AuthContext, @Req() req: FastifyRequest, @ZParams(uuidParamSchema) p: UuidParam) {
    return new Ok(await this.categories.remove(p.id, acting(auth, req)), 'shop.category_deleted');
  }

  @Get('shop/orders')
  @ZResponse(ordersToShipPageSchema, 'Paid goods orders waiting to be shipped, the oldest payment first')
  ordersToShip(@ZQuery(ordersToShipQuerySchema) q: OrdersToShipQuery, @Lang() lang: Language) {
    return this.shipQueue.list(q, lang);
  }

  @Get('shop/carriers')
  @ZResponse(shipCarriersSchema, 'The carriers a parcel may be shipped with now')
  carriers(@Lang() lang: Language) {
    return this.shipQueue.available(lang);
  }
}
