import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { AppConfig } from '@server/config/app-config';
import { ALL_QUEUES } from './queue.catalogue';

/** BullMQ on the app's Redis, keys under REDIS_PREFIX + 'bull'. */
@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        connection: { url: config.raw.REDIS_URL, maxRetriesPerRequest: null },
        prefix: `${config.raw.REDIS_PREFIX}bull`,
        defaultJobOptions: { attempts: 5, backoff: { type: 'exponential', delay: 1000 }, removeOnComplete: 1000, removeOnFail: 5000 },
      }),
    }),
    BullModule.registerQueue(...ALL_QUEUES.map((name) => ({ name }))),
  ],
  exports: [BullModule],
})
export class QueuesModule {}
