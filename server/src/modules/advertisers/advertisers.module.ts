import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueuesModule } from '@server/infra/queues/queues.module';
import { UsersModule } from '../auth/users.module';
import { OrdersModule } from '../orders/orders.module';
import { AdminAdvertisersController, AdminPackagesController } from './controllers/admin-advertisers.controller';
import { AdsController } from './controllers/ads.controller';
import { AdvertisersController } from './controllers/advertisers.controller';
import { AdPackageEntity } from './entities/ad-package.entity';
import { AdCountBatchEntity, AdStatsDailyEntity } from './entities/ad-stats.entity';
import { AdApplicationDecisionEntity } from './entities/application-decision.entity';
import { AdApplicationEntity } from './entities/application.entity';
import { AdCampaignEntity } from './entities/campaign.entity';
import { AdLicenceEntity } from './entities/licence.entity';
import { AdPlacementKind } from './services/ad-placement.kind';
import { AdServeIds } from './services/ad-serve-ids';
import { AdServing } from './services/ad-serving.service';
import { AdvertiserViews } from './services/advertiser-views';
import { ApplicationsService } from './services/applications.service';
import { CampaignsService } from './services/campaigns.service';
import { LicencesService } from './services/licences.service';
import { PackagesService } from './services/packages.service';
import { advertisersQueue } from './jobs/advertisers.jobs';
import { AdvertiserNotices } from './notices/advertisers.notices';
// This module's texts, registered in the message catalogue as the file loads (common/i18n/i18n.ts).
import './advertisers.messages';
import { ApiArea } from '@server/common/http/decorators';

/**
 * Advertisers (issue #23): applications with a business licence and their review (approval grants
 * auth's `advertiser` role through UserRolesCommand), packages, placements sold as the
 * `ad_placement` order kind, creative review, ads served to slots with a frequency cap, and
 * impressions/clicks counted in Redis and flushed to PostgreSQL (AdvertisersJobsModule).
 */
@ApiArea('Companies apply to advertise, buy placements and see their ads’ figures; the review of applications.')
@Module({
  imports: [
    QueuesModule.forFeature(advertisersQueue), // its queue and jobs (jobs/advertisers.jobs.ts)
    TypeOrmModule.forFeature([
      AdApplicationEntity,
      AdApplicationDecisionEntity,
      AdPackageEntity,
      AdCampaignEntity,
      AdStatsDailyEntity,
      AdCountBatchEntity,
      AdLicenceEntity,
    ]),
    UsersModule,
    OrdersModule,
  ],
  controllers: [AdvertisersController, AdsController, AdminAdvertisersController, AdminPackagesController],
  providers: [
    AdvertiserNotices, // its inbox notices (the notice port)
    AdvertiserViews,
    LicencesService,
    ApplicationsService,
    PackagesService,
    CampaignsService,
    AdPlacementKind,
    AdServeIds,
    AdServing,
  ],
  exports: [AdServing],
})
export class AdvertisersModule {}
