import { Controller, Delete, Get, Post } from '@nestjs/common';
import { z } from 'zod';
import type { Language } from '@contracts/language';
import { pagingSchema, uuidParamSchema, type PagingInput, type UuidParam } from '@contracts/schemas/common';
import {
  articleListItemSchema,
  articleShareLinkSchema,
  categoryDtoSchema,
  historyClearedSchema,
  interactionStateSchema,
  relatedSchema,
} from '@contracts/schemas/content';
import { pagedOf } from '@contracts/schemas/wire';
import { Auth, Lang, OptionalAuth, Public, ZParams, ZQuery, ZResponse } from '@server/common/http/decorators';
import type { AuthContext } from '@server/common/http/request-context';
import { ArticleViews } from '../services/article-views.service';
import { FeedsService } from '../services/feeds.service';
import { InteractionsService } from '../services/interactions.service';
import { viewerOf } from './viewer';

/** Readers: (feeds and an article: ArticleRoutes, hot routes) related articles, categories, likes, favourites, shares, their own lists. */
@Controller()
export class ArticlesController {
  constructor(
    private readonly feeds: FeedsService,
    private readonly interactions: InteractionsService,
    private readonly views: ArticleViews,
  ) {}

  @Public()
  @Get('articles/categories')
  @ZResponse(z.array(categoryDtoSchema), 'The article categories, named in the reader’s language')
  categories(@Lang() lang: Language) {
    return this.feeds.categories(lang);
  }

  @Public()
  @Get('articles/:id/related')
  @ZResponse(z.array(articleListItemSchema), 'Articles sharing tags or the author with an article (never itself nor its other languages)')
  related(
    @ZParams(uuidParamSchema) p: UuidParam,
    @ZQuery(relatedSchema) q: { limit: number },
    @Lang() lang: Language,
    @OptionalAuth() auth?: AuthContext,
  ) {
    return this.feeds.related(p.id, q.limit, viewerOf(auth), lang);
  }

  @Post('articles/:id/like')
  @ZResponse(interactionStateSchema, 'Like an article (a second like changes nothing)')
  like(@ZParams(uuidParamSchema) p: UuidParam, @Auth() auth: AuthContext) {
    return this.interactions.set('like', auth.userId, p.id, true);
  }

  @Delete('articles/:id/like')
  @ZResponse(interactionStateSchema, 'Take a like back')
  unlike(@ZParams(uuidParamSchema) p: UuidParam, @Auth() auth: AuthContext) {
    return this.interactions.set('like', auth.userId, p.id, false);
  }

  @Post('articles/:id/favourite')
  @ZResponse(interactionStateSchema, 'Save an article to favourites (a second save changes nothing)')
  favourite(@ZParams(uuidParamSchema) p: UuidParam, @Auth() auth: AuthContext) {
    return this.interactions.set('favourite', auth.userId, p.id, true);
  }

  @Delete('articles/:id/favourite')
  @ZResponse(interactionStateSchema, 'Remove an article from favourites')
  unfavourite(@ZParams(uuidParamSchema) p: UuidParam, @Auth() auth: AuthContext) {
    return this.interactions.set('favourite', auth.userId, p.id, false);
  }

  @Post('articles/:id/shares')
  @ZResponse(articleShareLinkSchema, 'A share link of an article (one code per reader and article)')
  share(@ZParams(uuidParamSchema) p: UuidParam, @Auth() auth: AuthContext) {
    return this.interactions.share(auth.userId, p.id);
  }

  @Get('me/likes')
  @ZResponse(pagedOf(articleListItemSchema), 'Articles I liked, newest like first')
  likes(@ZQuery(pagingSchema) q: PagingInput, @Lang() lang: Language, @Auth() auth: AuthContext) {
    return this.feeds.mine('article_likes', auth.userId, q, lang);
  }

  @Get('me/favourites')
  @ZResponse(pagedOf(articleListItemSchema), 'Articles I saved, newest first')
  favourites(@ZQuery(pagingSchema) q: PagingInput, @Lang() lang: Language, @Auth() auth: AuthContext) {
    return this.feeds.mine('article_favourites', auth.userId, q, lang);
  }

  @Get('me/history')
  @ZResponse(pagedOf(articleListItemSchema), 'My reading history, last read first')
  history(@ZQuery(pagingSchema) q: PagingInput, @Lang() lang: Language, @Auth() auth: AuthContext) {
    return this.feeds.history(auth.userId, q, lang);
  }

  @Delete('me/history')
  @ZResponse(historyClearedSchema, 'Clear my reading history')
  clearHistory(@Auth() auth: AuthContext) {
    return this.views.clearHistory(auth.userId);
  }
}
