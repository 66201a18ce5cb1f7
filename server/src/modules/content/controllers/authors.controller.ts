import { Controller, Delete, Get, Post } from '@nestjs/common';
import { pagingSchema, uuidParamSchema, type PagingInput, type UuidParam } from '@contracts/schemas/common';
import { authorListItemSchema, authorProfileSchema, followStateSchema } from '@contracts/schemas/content';
import { pagedOf } from '@contracts/schemas/wire';
import { Auth, OptionalAuth, Public, ZParams, ZQuery, ZResponse } from '@server/common/http/decorators';
import type { AuthContext } from '@server/common/http/request-context';
import { AuthorsService } from '../services/authors.service';

/** Authors' pages, followers and followings; follow and unfollow. */
@Controller('authors')
export class AuthorsController {
  constructor(private readonly authors: AuthorsService) {}

  @Public()
  @Get(':id')
  @ZResponse(authorProfileSchema, 'An author’s page (404 unless the user is an active author)')
  profile(@ZParams(uuidParamSchema) p: UuidParam, @OptionalAuth() auth?: AuthContext) {
    return this.authors.profile(p.id, auth?.userId ?? null);
  }

  @Public()
  @Get(':id/followers')
  @ZResponse(pagedOf(authorListItemSchema), 'Who follows a user, newest first')
  followers(@ZParams(uuidParamSchema) p: UuidParam, @ZQuery(pagingSchema) q: PagingInput, @OptionalAuth() auth?: AuthContext) {
    return this.authors.list('followers', p.id, q, auth?.userId ?? null);
  }

  @Public()
  @Get(':id/following')
  @ZResponse(pagedOf(authorListItemSchema), 'Whom a user follows, newest first')
  following(@ZParams(uuidParamSchema) p: UuidParam, @ZQuery(pagingSchema) q: PagingInput, @OptionalAuth() auth?: AuthContext) {
    return this.authors.list('following', p.id, q, auth?.userId ?? null);
  }

  @Post(':id/follow')
  @ZResponse(followStateSchema, 'Follow an author (not oneself; a second follow changes nothing)')
  follow(@ZParams(uuidParamSchema) p: UuidParam, @Auth() auth: AuthContext) {
    return this.authors.follow(auth.userId, p.id, true);
  }

  @Delete(':id/follow')
  @ZResponse(followStateSchema, 'Unfollow an author')
  unfollow(@ZParams(uuidParamSchema) p: UuidParam, @Auth() auth: AuthContext) {
    return this.authors.follow(auth.userId, p.id, false);
  }
}
