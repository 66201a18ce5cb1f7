import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiArea } from '@server/common/http/decorators';
// This module's texts, registered in the message catalogue as the file loads (common/i18n/i18n.ts).
import './shop.messages';
import { GoodsController } from './controllers/goods.controller';
import { ShopAdminController } from './controllers/shop-admin.controller';
import { GoodsAttributeEntity, GoodsAttributeValueEntity } from './entities/attribute.entity';
import { ShopCategoryEntity } from './entities/category.entity';
import { GoodsEntity } from './entities/goods.entity';
import { SkuEntity } from './entities/sku.entity';
import { StockMovementEntity } from './entities/stock-movement.entity';
import { GoodsSearchSource } from './search/goods.source';
import { CatalogueService } from './services/catalogue.service';
import { ShopAdminService } from './services/shop-admin.service';
import { StockLedger } from './services/stock.ledger';

/**
 * The shop (issue #38), first slice: the catalogue — a category tree, goods with attributes and
 * SKUs, stock kept as movements (StockLedger), goods in search. Cart, checkout (a `goods` order
 * kind), logistics, reviews and points join this module in later slices.
 */
@ApiArea('The shop: categories, goods with their attributes, SKUs, prices and stock.')
@Module({
  imports: [
    TypeOrmModule.forFeature([
      ShopCategoryEntity,
      GoodsEntity,
      GoodsAttributeEntity,
      GoodsAttributeValueEntity,
      SkuEntity,
      StockMovementEntity,
    ]),
  ],
  controllers: [GoodsController, ShopAdminController],
  providers: [CatalogueService, ShopAdminService, StockLedger, GoodsSearchSource],
})
export class ShopModule {}
