import { Module } from '@nestjs/common';
import { OrdersProcessor } from './jobs/orders.processor';
import { OrdersModule } from './orders.module';

/** The orders module's workers (expiry, reminders, sweep); loaded only where WORKER_ROLE runs workers. */
@Module({ imports: [OrdersModule], providers: [OrdersProcessor] })
export class OrdersJobsModule {}
