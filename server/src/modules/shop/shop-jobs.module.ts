import { Module } from '@nestjs/common';
import { ShopProcessor } from './jobs/shop.processor';
import { ShopModule } from './shop.module';

/** The shop module's workers (parcel tracking, the sandbox carrier, automatic receipt); loaded only where WORKER_ROLE runs workers. */
@Module({ imports: [ShopModule], providers: [ShopProcessor] })
export class ShopJobsModule {}
