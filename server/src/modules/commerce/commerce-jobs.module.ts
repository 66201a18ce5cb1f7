import { Module } from '@nestjs/common';
import { CommerceModule } from './commerce.module';
import { OrdersProcessor } from './jobs/orders.processor';

/** The commerce module's workers; loaded only where WORKER_ROLE runs workers. */
@Module({ imports: [CommerceModule], providers: [OrdersProcessor] })
export class CommerceJobsModule {}
