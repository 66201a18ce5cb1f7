import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { uuidParamSchema } from '@contracts/schemas/common';
import { castVoteSchema, voteReplySchema } from '@contracts/schemas/contest';
import { HotRoutes, hotRoute, type HotRouteSource } from '@server/common/http/hot-route';
import { clientIp } from '@server/common/http/request-context';
import { VotesService } from '../services/votes.service';

/** Optional `device-id` header (the app's install id), for the per-device fraud rules. */
function deviceIdOf(req: FastifyRequest): string | null {
  const h = req.headers['device-id'];
  const v = (Array.isArray(h) ? h[0] : h)?.trim();
  return v ? v.slice(0, 128) : null;
}

/**
 * `POST /entries/:id/votes`, the contest's hottest route, as a hot route (common/http/hot-route.ts):
 * the same session, anti-forgery, validation, Idempotency-Key and envelope as a controller method,
 * without Nest's per-request machinery (bench:vote, docs/performance-log.md).
 */
@Injectable()
@HotRoutes()
export class VoteRoutes implements HotRouteSource {
  constructor(private readonly votes: VotesService) {}

  hotRoutes() {
    return [
      hotRoute({
        method: 'POST',
        path: '/entries/:id/votes',
        operationId: 'entries.vote',
        response: {
          schema: voteReplySchema,
          summary: 'Vote for an approved entry of a contest in progress (daily allowance per contest; Idempotency-Key)',
          // the demo contest's leading entry, as a member's first vote of the day answers
          example: { entryId: 'b3dfce67-2426-4fee-9f32-8971bdd576d7', votes: 53, rank: 1, votesToNext: 0, remaining: 4, counted: true },
        },
        params: uuidParamSchema,
        body: castVoteSchema,
        // No generic per-route limit (a user may spend the whole allowance in a burst): the
        // allowance and the per-IP / per-device velocity and cluster rules are decided by VoteGuard
        // in this instance's memory (counts shared between instances; vote-guard.service.ts).
        rateLimit: [],
        idempotent: true,
        handle: ({ params, body, auth, req }) =>
          this.votes.cast(params.id, body.ref, { userId: auth.userId, ip: clientIp(req), deviceId: deviceIdOf(req) }),
      }),
    ];
  }
}
