import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { AppConfig } from '@server/config/app-config';
import { JobQueue } from './job-queue';
import { ALL_QUEUES } from './queue.catalogue';

/** BullMQ on the app's Redis, keys under REDIS_PREFIX + 'bull'; JobQueue queues every job. */
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
  providers: [JobQueue],
  exports: [BullModule, JobQueue],
})
export class QueuesModule {}
