import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CouponEntity } from './entities/coupon.entity';
import { ExhibitionEntity } from './entities/exhibition.entity';
import { OrderEntity } from './entities/order.entity';
import { PaymentEventEntity } from './entities/payment-event.entity';
import { PaymentEntity } from './entities/payment.entity';
import { TicketTypeEntity } from './entities/ticket-type.entity';
import { TicketEntity } from './entities/ticket.entity';
import { UserCouponCounterEntity, UserCouponEntity } from './entities/user-coupon.entity';
import { CheckinController } from './controllers/checkin.controller';
import { CouponsController } from './controllers/coupons.controller';
import { ExhibitionsController } from './controllers/exhibitions.controller';
import { OrdersController } from './controllers/orders.controller';
import { OrderRoutes } from './controllers/orders.routes';
import { PaymentsController } from './controllers/payments.controller';
import { TicketsController } from './controllers/tickets.controller';
import { OrderExpiryScheduler } from './event-handlers/order-expiry.scheduler';
import { OrderPushHandler } from './event-handlers/order-push.handler';
import { PaymentProviders } from './payments/payment-providers';
import { SandboxProvider } from './payments/sandbox.provider';
import { StripeProvider } from './payments/stripe.provider';
import { CheckinService } from './services/checkin.service';
import { CommerceSettings } from './services/commerce.settings';
import { CouponsService } from './services/coupons.service';
import { ExhibitionsService } from './services/exhibitions.service';
import { OrdersService } from './services/orders.service';
import { PaymentsRefunder } from './services/payments-refunder';
import { PaymentsService } from './services/payments.service';
import { TicketsService } from './services/tickets.service';

/** Exhibitions, ticket orders with expiry, payments (sandbox, Stripe), tickets, check-in, coupons (issue #5). */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      ExhibitionEntity,
      TicketTypeEntity,
      OrderEntity,
      PaymentEntity,
      PaymentEventEntity,
      TicketEntity,
      CouponEntity,
      UserCouponEntity,
      UserCouponCounterEntity,
    ]),
  ],
  controllers: [ExhibitionsController, OrdersController, PaymentsController, TicketsController, CheckinController, CouponsController],
  providers: [
    OrderRoutes,
    CommerceSettings,
    ExhibitionsService,
    OrdersService,
    PaymentsService,
    PaymentsRefunder,
    PaymentProviders,
    SandboxProvider,
    StripeProvider,
    TicketsService,
    CheckinService,
    CouponsService,
    OrderPushHandler,
    OrderExpiryScheduler,
  ],
  exports: [OrdersService, CommerceSettings],
})
export class CommerceModule {}
