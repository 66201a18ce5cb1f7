import { Injectable } from '@nestjs/common';
import { uuidParamSchema } from '@contracts/schemas/common';
import { articleDetailSchema, articleListItemSchema, articleListSchema } from '@contracts/schemas/content';
import { pagedOf } from '@contracts/schemas/wire';
import { HotRoutes, hotGetRoute, type HotRouteSource } from '@server/common/http/hot-route';
import { ArticleDetailService } from '../services/article-detail.service';
import { FeedsService } from '../services/feeds.service';
import { articleListItemExample, lockedArticleExample } from './content.examples';
import { viewerOf } from './viewer';

/**
 * The two hottest reads of the app, `GET /articles` (a feed page) and `GET /articles/:id` (an
 * article), as hot routes (common/http/hot-route.ts): the same optional session, validation, rate
 * limit and envelope as a controller method, without Nest's per-request machinery
 * (bench:articles, docs/performance-log.md). The other reader routes stay in ArticlesController.
 */
@Injectable()
@HotRoutes()
export class ArticleRoutes implements HotRouteSource {
  constructor(
    private readonly feeds: FeedsService,
    private readonly details: ArticleDetailService,
  ) {}

  hotRoutes() {
    return [
      hotGetRoute({
        method: 'GET',
        path: '/articles',
        operationId: 'articles.feed',
        response: {
          schema: pagedOf(articleListItemSchema),
          summary: 'A feed page (recommended, popular, latest; by category or author), with the reader’s flags',
          example: { items: [articleListItemExample], page: 1, limit: 20, total: 28, hasMore: true },
        },
        public: true,
        query: articleListSchema,
        handle: ({ query, auth, req }) => this.feeds.feedText(query, viewerOf(auth), req.lang),
      }),
      hotGetRoute({
        method: 'GET',
        path: '/articles/:id',
        operationId: 'articles.one',
        response: {
          schema: articleDetailSchema,
          summary: 'An article (the body when the reader may read it all, else its preview and what would unlock it)',
          example: lockedArticleExample,
        },
        public: true,
        params: uuidParamSchema,
        handle: ({ params, auth, req }) => this.details.detailText(params.id, viewerOf(auth), req.lang),
      }),
    ];
  }
}
