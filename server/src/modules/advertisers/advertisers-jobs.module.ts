import { Module } from '@nestjs/common';
import { AdvertisersModule } from './advertisers.module';
import { AdvertisersProcessor } from './jobs/advertisers.processor';

/** The advertisers module's workers (impressions and clicks flush); loaded only where WORKER_ROLE runs workers. */
@Module({ imports: [AdvertisersModule], providers: [AdvertisersProcessor] })
export class AdvertisersJobsModule {}
