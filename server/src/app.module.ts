import { Module, type DynamicModule } from '@nestjs/common';
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

@Module({})
export class AppModule {
  /** The whole app for one configuration; workers only where WORKER_ROLE runs them. */
  static forRoot(config: AppConfig): DynamicModule {
    const workers = config.runsWorkers
      ? [
          AuthJobsModule,
          MessagingJobsModule,
          OrdersJobsModule,
          ContestJobsModule,
          SearchJobsModule,
          ContentJobsModule,
          MembershipJobsModule,
          AdvertisersJobsModule,
        ]
      : [];
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
        AuthModule,
        RealtimeModule.forRoot(AuthModule), // the /me socket, authenticated through auth's AUTHENTICATOR
        MessagingModule,
        ContestModule,
        OrdersModule,
        CommerceModule,
        ContentModule,
        MembershipModule,
        UploadsModule,
        ReferenceModule,
        HealthModule,
        SearchModule,
        ContentSearchModule,
        AdvertisersModule,
        ...workers,
      ],
    };
  }
}
