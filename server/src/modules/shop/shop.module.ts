import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiArea } from '@server/common/http/decorators';
import { QueuesModule } from '@server/infra/queues/queues.module';
// This module's texts, registered in the message catalogue as the file loads (common/i18n/i18n.ts).
import './shop.messages';
import { AuditModule } from '../audit/audit.module';
import { OrdersModule } from '../orders/orders.module';
import { ReferenceModule } from '../reference/reference.module';
import { AddressesController } from './controllers/addresses.controller';
import { CartController } from './controllers/cart.controller';
import { GoodsController } from './controllers/goods.controller';
import { ShopOrdersController, ShopQuoteController } from './controllers/shop-orders.controller';
import { QuoteService } from './services/quote.service';
import { ShippingRegionEntity } from './entities/shipping-region.entity';
import { ShopAdminController } from './controllers/shop-admin.controller';
import { ShopOperationsController } from './controllers/shop-operations.controller';
import { CategoryAdminService } from './services/category-admin.service';
import { ShipQueueService } from './services/ship-queue.service';
import { GoodsAttributeEntity, GoodsAttributeValueEntity } from './entities/attribute.entity';
import { ShopCategoryEntity } from './entities/category.entity';
import { GoodsEntity } from './entities/goods.entity';
import { SkuEntity } from './entities/sku.entity';
import { StockMovementEntity } from './entities/stock-movement.entity';
import { AddressEntity } from './entities/address.entity';
import { CartLineEntity } from './entities/cart-line.entity';
import { ShippingRuleEntity } from './entities/shipping-rule.entity';
import { ShopOrderEntity } from './entities/shop-order.entity';
import { ParcelEventEntity } from './entities/parcel-event.entity';
import { CarrierCallbackEntity } from './entities/carrier-callback.entity';
import { GoodsSearchSource } from './search/goods.source';
import { shopQueue } from './jobs/shop.jobs';
import { ShopNotices } from './notices/shop.notices';
import { SandboxCarrier } from './carriers/sandbox.carrier';
import { Kuaidi100Carrier } from './carriers/kuaidi100.carrier';
import { ParcelScans } from './ports/carrier.port';
import { CarrierCallbackController } from './controllers/carrier-callback.controller';
import { OrderLogisticsController, ShipOrdersController } from './controllers/fulfilment.controller';
import { CarrierDesk } from './services/carrier-desk';
import { FulfilmentService } from './services/fulfilment.service';
import { FulfilmentSweep } from './services/fulfilment-sweep.service';
import { LogisticsView } from './services/logistics.view';
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
 * address book and checkout, a `goods` order kind with the shipping fee rule (decision 0126);
 * shipping, the `Carrier` port (sandbox, Kuaidi100), the tracking timeline and receipt (decision
 * 0131). Reviews and points join this module in later slices.
 */
@ApiArea(
  'The shop: categories, goods with their attributes, SKUs, prices and stock; the cart, delivery addresses and checkout; shipping, parcel tracking and receipt.',
)
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
      ShippingRegionEntity,
      ShopOrderEntity,
      ParcelEventEntity,
      CarrierCallbackEntity,
    ]),
    QueuesModule.forFeature(shopQueue), // its queue and jobs (jobs/shop.jobs.ts)
    OrdersModule, // OrderDesk: goods orders go through the orders seam
    ReferenceModule, // AreaQuery: addresses are checked against the area tree
    AuditModule, // AuditTrail: category changes are audited
  ],
  controllers: [
    GoodsController,
    ShopAdminController,
    ShopOperationsController,
    CartController,
    AddressesController,
    ShopOrdersController,
    ShopQuoteController,
    ShipOrdersController,
    OrderLogisticsController,
    CarrierCallbackController,
  ],
  providers: [
    CatalogueService,
    ShopAdminService,
    CategoryAdminService,
    ShipQueueService,
    StockLedger,
    GoodsSearchSource,
    CartService,
    AddressesService,
    ShippingRules,
    QuoteService,
    GoodsOrderKind, // the `goods` order kind (@SellsOrderKind)
    SandboxCarrier,
    Kuaidi100Carrier,
    CarrierDesk,
    LogisticsView,
    FulfilmentService,
    FulfilmentSweep,
    { provide: ParcelScans, useExisting: FulfilmentService }, // where carriers report scans
    ShopNotices, // shipped and delivered notices (@ProvidesNotices)
  ],
  exports: [FulfilmentService, SandboxCarrier, FulfilmentSweep],
})
export class ShopModule {}
