import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueuesModule } from '@server/infra/queues/queues.module';
import { UsersModule } from '../auth/users.module';
import { AdminBannersController } from './controllers/admin-banners.controller';
import { BannersController } from './controllers/banners.controller';
import { MagazinesController } from './controllers/magazines.controller';
import { ArticleFavouriteEntity } from './entities/article-favourite.entity';
import { ArticleLikeEntity } from './entities/article-like.entity';
import { ArticleShareEntity } from './entities/article-share.entity';
import { ArticleEntity } from './entities/article.entity';
import { AuthorFollowEntity } from './entities/author-follow.entity';
import { AuthorStatsEntity } from './entities/author-stats.entity';
import { BannerEntity } from './entities/banner.entity';
import { MagazineIssueEntity } from './entities/magazine-issue.entity';
import { MagazineEntity } from './entities/magazine.entity';
import { ReadingHistoryEntity } from './entities/reading-history.entity';
import { AdminArticlesController } from './controllers/admin-articles.controller';
import { ArticlesController } from './controllers/articles.controller';
import { ArticleRoutes } from './controllers/articles.routes';
import { AuthorsController } from './controllers/authors.controller';
import { MyArticlesController } from './controllers/my-articles.controller';
import { ARTICLE_ACCESS } from './ports/article-access.port';
import { DiscoveredArticleAccess } from './ports/discovered-article-access';
import { ArticleLookupQuery } from './queries/article-lookup.query';
import { AuthorFollowersQuery } from './queries/author-followers.query';
import { ArticleCards } from './services/article-cards';
import { ArticleDetailService } from './services/article-detail.service';
import { ArticleViews } from './services/article-views.service';
import { AuthoringService } from './services/authoring.service';
import { AuthorsService } from './services/authors.service';
import { BannersService } from './services/banners.service';
import { DefaultArticleAccess } from './services/default-article-access';
import { FeedsService } from './services/feeds.service';
import { InteractionsService } from './services/interactions.service';
import { IssueContents } from './services/issue-contents';
import { MagazinesService } from './services/magazines.service';
import { PopularityService } from './services/popularity.service';
import { ReaderFlags } from './services/reader-flags';
import { ReviewService } from './services/review.service';
import { contentQueue } from './jobs/content.jobs';
import { ContentNotices } from './notices/content.notices';
// This module's texts, registered in the message catalogue as the file loads (common/i18n/i18n.ts).
import './content.messages';
import { ApiArea } from '@server/common/http/decorators';

/**
 * Reading (issue #21): articles and their feeds, likes, favourites, history, authors and follows,
 * authoring and admin review; magazines and their issues, home banners. Authors' names come from
 * auth's UserSummaryQuery; the paywall's decision from the ARTICLE_ACCESS port (the default rule,
 * then the provider marked @ProvidesArticleAccess(): membership's).
 */
@ApiArea('Articles, authors and follows, magazines, banners, likes, favourites and comments; the review of articles.')
@Module({
  imports: [
    QueuesModule.forFeature(contentQueue), // its queue and jobs (jobs/content.jobs.ts)
    TypeOrmModule.forFeature([
      ArticleEntity,
      ArticleLikeEntity,
      ArticleFavouriteEntity,
      ReadingHistoryEntity,
      AuthorFollowEntity,
      AuthorStatsEntity,
      ArticleShareEntity,
      MagazineEntity,
      MagazineIssueEntity,
      BannerEntity,
    ]),
    UsersModule,
    DiscoveryModule,
  ],
  controllers: [
    ArticlesController,
    AuthorsController,
    MyArticlesController,
    AdminArticlesController,
    MagazinesController,
    BannersController,
    AdminBannersController,
  ],
  providers: [
    ContentNotices, // its inbox notices (the notice port)
    DefaultArticleAccess,
    DiscoveredArticleAccess,
    { provide: ARTICLE_ACCESS, useExisting: DiscoveredArticleAccess },
    ArticleCards,
    ReaderFlags,
    PopularityService,
    ArticleViews,
    FeedsService,
    ArticleDetailService,
    InteractionsService,
    AuthorsService,
    AuthoringService,
    ReviewService,
    AuthorFollowersQuery,
    ArticleLookupQuery,
    IssueContents,
    MagazinesService,
    ArticleRoutes,
    BannersService,
  ],
  exports: [ARTICLE_ACCESS, ArticleCards, ArticleViews, AuthorFollowersQuery, ArticleLookupQuery],
})
export class ContentModule {}
