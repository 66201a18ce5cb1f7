import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { OrdersModule } from '../orders/orders.module';
import { AdminCatalogueController } from './controllers/admin-catalogue.controller';
import { CheckinController } from './controllers/checkin.controller';
import { CouponsController } from './controllers/coupons.controller';
import { ExhibitionsController } from './controllers/exhibitions.controller';
import { TicketOrderRoutes } from './controllers/ticket-orders.routes';
import { TicketsController } from './controllers/tickets.controller';
import { CouponEntity } from './entities/coupon.entity';
import { ExhibitionEntity } from './entities/exhibition.entity';
import { TicketOrderEntity } from './entities/ticket-order.entity';
import { TicketTypeEntity } from './entities/ticket-type.entity';
import { TicketEntity } from './entities/ticket.entity';
import { UserCouponCounterEntity, UserCouponEntity } from './entities/user-coupon.entity';
import { CatalogueService } from './services/catalogue.service';
import { CouponCatalogueService } from './services/coupon-catalogue.service';
import { CheckinService } from './services/checkin.service';
import { CommerceSettings } from './services/commerce.settings';
import { CouponsService } from './services/coupons.service';
import { ExhibitionsService } from './services/exhibitions.service';
import { TicketOrderKind } from './services/ticket-order.kind';
import { TicketsService } from './services/tickets.service';
import { ExhibitionSearchSource } from './search/exhibition.source';
import { CommerceNotices } from './notices/commerce.notices';
// This module's texts, registered in the message catalogue as the file loads (common/i18n/i18n.ts).
import './commerce.messages';
import { ApiArea } from '@server/common/http/decorators';

/**
 * The ticket shop (issue #5): exhibitions, ticket types, the `ticket` kind of order (plugged into
 * the orders module), tickets, check-in, coupons. Orders and payments themselves are modules/orders.
 */
@ApiArea('Dive exhibitions, their ticket types and coupons, e-tickets, the check-in at the door, and the catalogue admins edit.')
@Module({
  imports: [
    TypeOrmModule.forFeature([
      ExhibitionEntity,
      TicketTypeEntity,
      TicketOrderEntity,
      TicketEntity,
      CouponEntity,
      UserCouponEntity,
      UserCouponCounterEntity,
    ]),
    OrdersModule,
    AuditModule,
  ],
  controllers: [ExhibitionsController, TicketsController, CheckinController, CouponsController, AdminCatalogueController],
  providers: [
    CommerceNotices, // its inbox notices (the notice port)
    TicketOrderRoutes,
    CommerceSettings,
    ExhibitionsService,
    CatalogueService,
    CouponCatalogueService,
    TicketOrderKind,
    TicketsService,
    CheckinService,
    CouponsService,
    ExhibitionSearchSource,
  ],
  exports: [CommerceSettings],
})
export class CommerceModule {}
