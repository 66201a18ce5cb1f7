import { BullModule } from '@nestjs/bullmq';
import { Global, Module, type DynamicModule } from '@nestjs/common';
import { AppConfig } from '@server/config/app-config';
import { JobQueue } from './job-queue';
import { jobCatalogue, type QueueDefinition } from './queue.catalogue';

/** Holds one module's queue (global, as every queue was: processors and JobQueue find it by name). */
@Module({})
class ModuleQueueModule {}

/**
 * BullMQ on the app's Redis, keys under REDIS_PREFIX + 'bull'; JobQueue queues every job. The
 * queues are the modules': each module file imports `QueuesModule.forFeature(itsQueue)`.
 */
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
  ],
  providers: [JobQueue],
  exports: [BullModule, JobQueue],
})
export class QueuesModule {
  /**
   * A module's queue and jobs: records the jobs in the catalogue (a job or queue another module
   * registered fails here, while the module files load) and registers the BullMQ queue.
   */
  static forFeature(def: QueueDefinition): DynamicModule {
    jobCatalogue.register(def);
    const queue = BullModule.registerQueue({ name: def.queue });
    return { module: ModuleQueueModule, global: true, imports: [queue], exports: [queue] };
  }
}
