import { Controller, Delete, Get, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Language } from '@contracts/language';
import { pagingSchema, uuidParamSchema, type PagingInput, type UuidParam } from '@contracts/schemas/common';
import { relatedSchema } from '@contracts/schemas/content';
import { Auth, Lang, OptionalAuth, Public, ZParams, ZQuery } from '@server/common/http/decorators';
import type { AuthContext } from '@server/common/http/request-context';
import { ArticleViews } from '../services/article-views.service';
import { FeedsService } from '../services/feeds.service';
import { InteractionsService } from '../services/interactions.service';
import { viewerOf } from './viewer';

/** Readers: (feeds and an article: ArticleRoutes, hot routes) related articles, categories, likes, favourites, shares, their own lists. */
@ApiTags('content')
@Controller()
export class ArticlesController {
  constructor(
    private readonly feeds: FeedsService,
    private readonly interactions: InteractionsService,
    private readonly views: ArticleViews,
  ) {}

  @Public()
  @Get('articles/categories')
  categories(@Lang() lang: Language) {
    return this.feeds.categories(lang);
  }

  @Public()
  @Get('articles/:id/related')
  related(
    @ZParams(uuidParamSchema) p: UuidParam,
    @ZQuery(relatedSchema) q: { limit: number },
    @Lang() lang: Language,
    @OptionalAuth() auth?: AuthContext,
  ) {
    return this.feeds.related(p.id, q.limit, viewerOf(auth), lang);
  }

  @Post('articles/:id/like')
  like(@ZParams(uuidParamSchema) p: UuidParam, @Auth() auth: AuthContext) {
    return this.interactions.set('like', auth.userId, p.id, true);
  }

  @Delete('articles/:id/like')
  unlike(@ZParams(uuidParamSchema) p: UuidParam, @Auth() auth: AuthContext) {
    return this.interactions.set('like', auth.userId, p.id, false);
  }

  @Post('articles/:id/favourite')
  favourite(@ZParams(uuidParamSchema) p: UuidParam, @Auth() auth: AuthContext) {
    return this.interactions.set('favourite', auth.userId, p.id, true);
  }

  @Delete('articles/:id/favourite')
  unfavourite(@ZParams(uuidParamSchema) p: UuidParam, @Auth() auth: AuthContext) {
    return this.interactions.set('favourite', auth.userId, p.id, false);
  }

  @Post('articles/:id/shares')
  share(@ZParams(uuidParamSchema) p: UuidParam, @Auth() auth: AuthContext) {
    return this.interactions.share(auth.userId, p.id);
  }

  @Get('me/likes')
  likes(@ZQuery(pagingSchema) q: PagingInput, @Lang() lang: Language, @Auth() auth: AuthContext) {
    return this.feeds.mine('article_likes', auth.userId, q, lang);
  }

  @Get('me/favourites')
  favourites(@ZQuery(pagingSchema) q: PagingInput, @Lang() lang: Language, @Auth() auth: AuthContext) {
    return this.feeds.mine('article_favourites', auth.userId, q, lang);
  }

  @Get('me/history')
  history(@ZQuery(pagingSchema) q: PagingInput, @Lang() lang: Language, @Auth() auth: AuthContext) {
    return this.feeds.history(auth.userId, q, lang);
  }

  @Delete('me/history')
  clearHistory(@Auth() auth: AuthContext) {
    return this.views.clearHistory(auth.userId);
  }
}
