import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueuesModule } from '@server/infra/queues/queues.module';
import { OrdersController } from './controllers/orders.controller';
import { PaymentsController } from './controllers/payments.controller';
import { StaffOrdersController } from './controllers/staff-orders.controller';
import { OrderLineEntity } from './entities/order-line.entity';
import { OrderRefundEntity } from './entities/order-refund.entity';
import { OrderEntity } from './entities/order.entity';
import { PaymentEventEntity } from './entities/payment-event.entity';
import { PaymentEntity } from './entities/payment.entity';
import { OrderPushHandler } from './event-handlers/order-push.handler';
import { PaymentProviders } from './payments/payment-providers';
import { SandboxProvider } from './payments/sandbox.provider';
import { StripeProvider } from './payments/stripe.provider';
import { OrderDesk } from './ports/order-desk.port';
import { OrderQuery } from './queries/order.query';
import { OrderKinds } from './services/order-kinds';
import { OrderRefunds } from './services/order-refunds.service';
import { OrdersService } from './services/orders.service';
import { OrdersSettings } from './services/orders.settings';
import { PaymentsRefunder } from './services/payments-refunder';
import { PaymentsService } from './services/payments.service';
import { StaffOrders } from './services/staff-orders.service';
import { AuditModule } from '@server/modules/audit/audit.module';
import { UsersModule } from '@server/modules/auth/users.module';
import { ordersQueue } from './jobs/orders.jobs';
// This module's texts, registered in the message catalogue as the file loads (common/i18n/i18n.ts).
import './orders.messages';
import { ApiArea } from '@server/common/http/decorators';

/**
 * Orders and payments for every kind of purchase: creation, the payment window and its expiry,
 * cancel, refund, delete, the order list and detail, payment providers (sandbox checkout, Stripe)
 * and their callbacks. Knows no kind: each kind's module plugs in an OrderKindHandler
 * (ports/order-kind.port.ts) and places orders through OrderDesk (ports/order-desk.port.ts).
 */
@ApiArea('Orders of every kind, payment, cancellation and refunds.')
@Module({
  imports: [
    QueuesModule.forFeature(ordersQueue), // its queue and jobs (jobs/orders.jobs.ts)
    TypeOrmModule.forFeature([OrderEntity, OrderLineEntity, OrderRefundEntity, PaymentEntity, PaymentEventEntity]),
    DiscoveryModule,
    UsersModule, // the buyers' names and the console's lookup by mobile or e-mail
    AuditModule, // staff refunds are audited in their transaction
  ],
  controllers: [OrdersController, PaymentsController, StaffOrdersController],
  providers: [
    OrdersSettings,
    OrderKinds,
    OrdersService,
    { provide: OrderDesk, useExisting: OrdersService },
    OrderQuery,
    OrderRefunds,
    StaffOrders,
    PaymentsService,
    PaymentsRefunder,
    PaymentProviders,
    SandboxProvider,
    StripeProvider,
    OrderPushHandler,
  ],
  // OrdersService for OrdersJobsModule (the workers); other modules use OrderDesk and OrderQuery.
  exports: [OrderDesk, OrderQuery, OrdersService],
})
export class OrdersModule {}
