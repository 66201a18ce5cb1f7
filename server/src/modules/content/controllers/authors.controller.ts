import { Controller, Delete, Get, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { pagingSchema, uuidParamSchema, type PagingInput, type UuidParam } from '@contracts/schemas/common';
import { Auth, OptionalAuth, Public, ZParams, ZQuery } from '@server/common/http/decorators';
import type { AuthContext } from '@server/common/http/request-context';
import { AuthorsService } from '../services/authors.service';

/** Authors' pages, followers and followings; follow and unfollow. */
@ApiTags('content')
@Controller('authors')
export class AuthorsController {
  constructor(private readonly authors: AuthorsService) {}

  @Public()
  @Get(':id')
  profile(@ZParams(uuidParamSchema) p: UuidParam, @OptionalAuth() auth?: AuthContext) {
    return this.authors.profile(p.id, auth?.userId ?? null);
  }

  @Public()
  @Get(':id/followers')
  followers(@ZParams(uuidParamSchema) p: UuidParam, @ZQuery(pagingSchema) q: PagingInput, @OptionalAuth() auth?: AuthContext) {
    return this.authors.list('followers', p.id, q, auth?.userId ?? null);
  }

  @Public()
  @Get(':id/following')
  following(@ZParams(uuidParamSchema) p: UuidParam, @ZQuery(pagingSchema) q: PagingInput, @OptionalAuth() auth?: AuthContext) {
    return this.authors.list('following', p.id, q, auth?.userId ?? null);
  }

  @Post(':id/follow')
  follow(@ZParams(uuidParamSchema) p: UuidParam, @Auth() auth: AuthContext) {
    return this.authors.follow(auth.userId, p.id, true);
  }

  @Delete(':id/follow')
  unfollow(@ZParams(uuidParamSchema) p: UuidParam, @Auth() auth: AuthContext) {
    return this.authors.follow(auth.userId, p.id, false);
  }
}
