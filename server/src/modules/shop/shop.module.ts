import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiArea } from '@server/common/http/decorators';
// This module's texts, registered in the message catalogue as the file loads (common/i18n/i18n.ts).
import './shop.messages';
import { OrdersModule } from '../orders/orders.module';
import { ReferenceModule } from '../reference/reference.module';
import { AddressesController } from './controllers/addresses.controller';
import { CartController } from './controllers/cart.controller';
import { GoodsController } from './controllers/goods.controller';
import { ShopOrdersController } from './controllers/shop-orders.controller';
import { ShopAdminController } from './controllers/shop-admin.controller';
import { GoodsAttributeEntity, GoodsAttributeValueEntity } from './entities/attribute.entity';
import { ShopCategoryEntity } from './entities/category.entity';
import { GoodsEntity } from './entities/goods.entity';
import { SkuEntity } from './entities/sku.entity';
import { StockMovementEntity } from './entities/stock-movement.entity';
import { AddressEntity } from './entities/address.entity';
import { CartLineEntity } from './entities/cart-line.entity';
import { ShippingRuleEntity } from './entities/shipping-rule.entity';
import { ShopOrderEntity } from './entities/shop-order.entity';
import { GoodsSearchSource } from './search/goods.source';
import { CatalogueService } from './services/catalogue.service';
import { ShopAdminService } from './services/shop-admin.service';
import { StockLedger } from './services/stock.ledger';
import { AddressesService } from './services/addresses.service';
import { CartService } from './services/cart.service';
import { GoodsOrderKind } from './services/goods-order.kind';
import { ShippingRules } from './services/shipping-rules.service';

/**
 * The shop (issue #38): the catalogue — a category tree, goods with attributes and SKUs, stock
 * kept as movements (StockLedger), goods in search (decision 0125) — and the member's cart,
 * address book and checkout, a `goods` order kind with the shipping fee rule (decision 0126).
 * Logistics, reviews and points join this module in later slices.
 */
@ApiArea('The shop: categories, goods with their attributes, SKUs, prices and stock; the cart, delivery addresses and checkout.')
@Module({
  imports: [
    TypeOrmModule.forFeature([
      ShopCategoryEntity,
      GoodsEntity,
      GoodsAttributeEntity,
      GoodsAttributeValueEntity,
      SkuEntity,
      StockMovementEntity,
      CartLineEntity,
      AddressEntity,
      ShippingRuleEntity,
      ShopOrderEntity,
    ]),
    OrdersModule, // OrderDesk: goods orders go through the orders seam
    ReferenceModule, // AreaQuery: addresses are checked against the area tree
  ],
  controllers: [GoodsController, ShopAdminController, CartController, AddressesController, ShopOrdersController],
  providers: [
    CatalogueService,
    ShopAdminService,
    StockLedger,
    GoodsSearchSource,
    CartService,
    AddressesService,
    ShippingRules,
    GoodsOrderKind, // the `goods` order kind (@SellsOrderKind)
  ],
})
export class ShopModule {}
