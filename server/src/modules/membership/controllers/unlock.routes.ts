import { Injectable } from '@nestjs/common';
import { uuidParamSchema } from '@contracts/schemas/common';
import { unlockBodySchema, unlockResultSchema } from '@contracts/schemas/membership';
import { HotRoutes, hotRoute, type HotRouteSource } from '@server/common/http/hot-route';
import { MembershipService } from '../services/membership.service';

/**
 * `POST /articles/:id/unlock` (spend a credit on a locked article) as a hot route
 * (common/http/hot-route.ts): the same session, anti-forgery token, generic per-route rate limit,
 * validation, envelope and error filter as a controller method, without Nest's per-request
 * machinery (bench:unlock, docs/performance-log.md). The other membership routes stay in
 * MembershipController.
 */
@Injectable()
@HotRoutes()
export class UnlockRoutes implements HotRouteSource {
  constructor(private readonly membership: MembershipService) {}

  hotRoutes() {
    return [
      hotRoute({
        method: 'POST',
        path: '/articles/:id/unlock',
        operationId: 'articles.unlock',
        response: {
          schema: unlockResultSchema,
          summary: 'Unlock a locked article with 1 credit (once per article; VIP or already unlocked: no charge)',
        },
        params: uuidParamSchema,
        body: unlockBodySchema,
        handle: ({ params, auth }) => this.membership.unlock(auth.userId, params.id),
      }),
    ];
  }
}
