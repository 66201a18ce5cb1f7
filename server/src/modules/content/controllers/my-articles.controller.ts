import { Controller, Get, Patch, Post } from '@nestjs/common';
import { uuidParamSchema, type UuidParam } from '@contracts/schemas/common';
import {
  articleDraftSchema,
  myArticleSchema,
  myArticlesSchema,
  type ArticleDraftInput,
  type MyArticlesInput,
} from '@contracts/schemas/content';
import { pagedOf } from '@contracts/schemas/wire';
import { Auth, Roles, ZBody, ZParams, ZQuery, ZResponse } from '@server/common/http/decorators';
import { Ok } from '@server/common/http/ok';
import type { AuthContext } from '@server/common/http/request-context';
import { AuthoringService } from '../services/authoring.service';

/** PATCH takes any subset of the draft's fields; nothing is defaulted (a field not sent stays). */
const draft = articleDraftSchema.shape;
const articlePatchSchema = articleDraftSchema.omit({ translationOf: true }).partial().extend({
  tags: draft.tags.unwrap().optional(),
  locked: draft.locked.unwrap().optional(),
  previewLength: draft.previewLength.unwrap().optional(),
});

/** Authors (and admins) writing: their drafts, submission for review, withdrawal. */
@Roles('author', 'admin')
@Controller('me/articles')
export class MyArticlesController {
  constructor(private readonly authoring: AuthoringService) {}

  @Get()
  @ZResponse(pagedOf(myArticleSchema), 'My articles, last changed first (optionally of one status)')
  list(@ZQuery(myArticlesSchema) q: MyArticlesInput, @Auth() auth: AuthContext) {
    return this.authoring.list(auth.userId, q);
  }

  @Post()
  @ZResponse(myArticleSchema, 'Start an article (a draft; optionally a translation of one of mine)')
  async create(@ZBody(articleDraftSchema) body: ArticleDraftInput, @Auth() auth: AuthContext) {
    return new Ok(await this.authoring.create(auth.userId, body), 'content.article.saved');
  }

  @Get(':id')
  @ZResponse(myArticleSchema, 'One of my articles, with its body')
  get(@ZParams(uuidParamSchema) p: UuidParam, @Auth() auth: AuthContext) {
    return this.authoring.get(auth.userId, p.id);
  }

  @Patch(':id')
  @ZResponse(myArticleSchema, 'Edit a draft or rejected article (fields not sent stay)')
  async update(
    @ZParams(uuidParamSchema) p: UuidParam,
    @ZBody(articlePatchSchema) body: Partial<ArticleDraftInput>,
    @Auth() auth: AuthContext,
  ) {
    return new Ok(await this.authoring.update(auth.userId, p.id, body), 'content.article.saved');
  }

  @Post(':id/submit')
  @ZResponse(myArticleSchema, 'Submit a draft or rejected article for review')
  async submit(@ZParams(uuidParamSchema) p: UuidParam, @Auth() auth: AuthContext) {
    return new Ok(await this.authoring.submit(auth.userId, p.id), 'content.article.submitted');
  }

  @Post(':id/withdraw')
  @ZResponse(myArticleSchema, 'Withdraw a published article')
  async withdraw(@ZParams(uuidParamSchema) p: UuidParam, @Auth() auth: AuthContext) {
    return new Ok(await this.authoring.withdraw(auth.userId, p.id), 'content.article.withdrawn');
  }
}
