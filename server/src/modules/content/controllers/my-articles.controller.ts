import { Controller, Get, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { uuidParamSchema, type UuidParam } from '@contracts/schemas/common';
import { articleDraftSchema, myArticlesSchema, type ArticleDraftInput, type MyArticlesInput } from '@contracts/schemas/content';
import { Auth, Roles, ZBody, ZParams, ZQuery } from '@server/common/http/decorators';
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
@ApiTags('content')
@Roles('author', 'admin')
@Controller('me/articles')
export class MyArticlesController {
  constructor(private readonly authoring: AuthoringService) {}

  @Get()
  list(@ZQuery(myArticlesSchema) q: MyArticlesInput, @Auth() auth: AuthContext) {
    return this.authoring.list(auth.userId, q);
  }

  @Post()
  async create(@ZBody(articleDraftSchema) body: ArticleDraftInput, @Auth() auth: AuthContext) {
    return new Ok(await this.authoring.create(auth.userId, body), 'content.article.saved');
  }

  @Get(':id')
  get(@ZParams(uuidParamSchema) p: UuidParam, @Auth() auth: AuthContext) {
    return this.authoring.get(auth.userId, p.id);
  }

  @Patch(':id')
  async update(
    @ZParams(uuidParamSchema) p: UuidParam,
    @ZBody(articlePatchSchema) body: Partial<ArticleDraftInput>,
    @Auth() auth: AuthContext,
  ) {
    return new Ok(await this.authoring.update(auth.userId, p.id, body), 'content.article.saved');
  }

  @Post(':id/submit')
  async submit(@ZParams(uuidParamSchema) p: UuidParam, @Auth() auth: AuthContext) {
    return new Ok(await this.authoring.submit(auth.userId, p.id), 'content.article.submitted');
  }

  @Post(':id/withdraw')
  async withdraw(@ZParams(uuidParamSchema) p: UuidParam, @Auth() auth: AuthContext) {
    return new Ok(await this.authoring.withdraw(auth.userId, p.id), 'content.article.withdrawn');
  }
}
