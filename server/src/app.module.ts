import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { CachedEventIds } from './common/events/event-ids';
import { CommonModule } from './common/common.module';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './infra/database/database.module';
import { OutboundModule } from './infra/outbound/outbound.module';
import { QueuesModule } from './infra/queues/queues.module';
import { RealtimeModule } from './infra/realtime/realtime.module';
import { RedisModule } from './infra/redis/redis.module';
import { ImagesModule } from './infra/images/images.module';
import { StorageModule } from './infra/storage/storage.module';
import { ContestJobsModule } from './modules/contest/contest-jobs.module';
import { ContestModule } from './modules/contest/contest.module';
import { AuthJobsModule } from './modules/auth/auth-jobs.module';
import { AuthModule } from './modules/auth/auth.module';
import { CommerceModule } from './modules/commerce/commerce.module';
import { ContentJobsModule } from './modules/content/content-jobs.module';
import { MembershipJobsModule } from './modules/membership/membership-jobs.module';
import { MembershipModule } from './modules/membership/membership.module';
import { ContentModule } from './modules/content/content.module';
import { ReferenceModule } from './modules/reference/reference.module';
import { HealthModule } from './modules/health/health.module';
import { MessagingJobsModule } from './modules/messaging/messaging-jobs.module';
import { MessagingModule } from './modules/messaging/messaging.module';
import { OrdersJobsModule } from './modules/orders/orders-jobs.module';
import { OrdersModule } from './modules/orders/orders.module';
import { UploadsModule } from './modules/uploads/uploads.module';
import { SearchJobsModule } from './modules/search/search-jobs.module';
import { SearchModule } from './modules/search/search.module';
import { ContentSearchModule } from './modules/content/content-search.module';
import { AdvertisersJobsModule } from './modules/advertisers/advertisers-jobs.module';
import { AdvertisersModule } from './modules/advertisers/advertisers.module';
import { ShopJobsModule } from './modules/shop/shop-jobs.module';
import { ShopModule } from './modules/shop/shop.module';
import { AuditJobsModule } from './modules/audit/audit-jobs.module';
import { AuditModule } from './modules/audit/audit.module';
import { ConsoleModule } from './modules/console/console.module';

/**
 * One of the app's modules: its API part and, where it has jobs, the part that runs them (loaded
 * only where this process runs workers, WORKER_ROLE).
 */
export interface AppModuleEntry {
  api: Type | DynamicModule;
  jobs?: Type;
}

/**
 * The app's modules, one line each (docs/architecture.md, "Recipe: adding a module"). Everything
 * else a module brings (entities, queues and jobs, message texts, notice and search sources, hot
 * routes) it registers itself from its own folder.
 */
export const APP_MODULES: readonly AppModuleEntry[] = [
  { api: AuthModule, jobs: AuthJobsModule },
  { api: RealtimeModule.forRoot(AuthModule) }, // the /me socket, authenticated through auth's AUTHENTICATOR
  { api: MessagingModule, jobs: MessagingJobsModule },
  { api: ContestModule, jobs: ContestJobsModule },
  { api: OrdersModule, jobs: OrdersJobsModule },
  { api: CommerceModule },
  { api: ContentModule, jobs: ContentJobsModule },
  { api: MembershipModule, jobs: MembershipJobsModule },
  { api: UploadsModule },
  { api: ReferenceModule },
  { api: HealthModule },
  { api: SearchModule, jobs: SearchJobsModule },
  { api: ContentSearchModule },
  { api: AdvertisersModule, jobs: AdvertisersJobsModule },
  { api: ShopModule, jobs: ShopJobsModule },
  { api: AuditModule, jobs: AuditJobsModule },
  { api: ConsoleModule },
];

@Module({})
export class AppModule {
  /**
   * The whole app for one configuration: the infrastructure, then `modules` (the app's list; a
   * test composes the list with a fixture module the same way); their job parts only where
   * WORKER_ROLE runs workers.
   */
  static forRoot(config: AppConfig, modules: readonly AppModuleEntry[] = APP_MODULES): DynamicModule {
    const workers = config.runsWorkers ? modules.flatMap((m) => (m.jobs ? [m.jobs] : [])) : [];
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        CqrsModule.forRoot({ eventIdProvider: new CachedEventIds() }),
        DiscoveryModule,
        DatabaseModule,
        RedisModule,
        QueuesModule,
        StorageModule,
        ImagesModule,
        OutboundModule,
        CommonModule,
        ...modules.map((m) => m.api),
        ...workers,
      ],
    };
  }
}
