import { Controller, Get } from '@nestjs/common';
import { z } from 'zod';
import type { Language } from '@contracts/language';
import { uuidParamSchema, type UuidParam } from '@contracts/schemas/common';
import {
  goodsAttributeSchema,
  goodsDetailSchema,
  goodsListSchema,
  goodsPageSchema,
  shopCategorySchema,
  type GoodsListInput,
} from '@contracts/schemas/shop';
import { Lang, OptionalAuth, Public, ZParams, ZQuery, ZResponse } from '@server/common/http/decorators';
import type { AuthContext } from '@server/common/http/request-context';
import { CatalogueService } from '../services/catalogue.service';

const isStaff = (auth: AuthContext | undefined) => Boolean(auth?.roles.includes('admin'));

/** The catalogue, open to guests (SPEC's whitelist: goods/category|index|lists|detail, attribute/index). */
@Controller('goods')
export class GoodsController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Public()
  @Get('categories')
  @ZResponse(z.array(shopCategorySchema), 'The shop’s category tree, in the reader’s language')
  categories(@Lang() lang: Language) {
    return this.catalogue.tree(lang);
  }

  @Public()
  @Get()
  @ZResponse(goodsPageSchema, 'Goods on sale, filtered and sorted, in the reader’s language')
  list(@ZQuery(goodsListSchema) q: GoodsListInput, @Lang() lang: Language) {
    return this.catalogue.list(q, lang);
  }

  @Public()
  @Get(':id')
  @ZResponse(goodsDetailSchema, 'One goods: gallery, description, attributes, SKUs with price and stock')
  detail(@ZParams(uuidParamSchema) p: UuidParam, @Lang() lang: Language, @OptionalAuth() auth?: AuthContext) {
    return this.catalogue.detail(p.id, lang, isStaff(auth));
  }

  @Public()
  @Get(':id/attributes')
  @ZResponse(z.array(goodsAttributeSchema), 'A goods’ attributes and their values (the SKU picker’s axes)')
  attributes(@ZParams(uuidParamSchema) p: UuidParam, @Lang() lang: Language, @OptionalAuth() auth?: AuthContext) {
    return this.catalogue.attributesFor(p.id, lang, isStaff(auth));
  }
}
