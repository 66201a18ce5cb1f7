import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  adEventResultSchema,
  adEventSchema,
  adSlotQuerySchema,
  servedAdDtoSchema,
  type AdEventInput,
  type AdSlotQuery,
} from '@contracts/schemas/advertisers';
import { uuidParamSchema, type UuidParam } from '@contracts/schemas/common';
import { OptionalAuth, Public, RateLimit, SkipCsrf, ZBody, ZParams, ZQuery, ZResponse } from '@server/common/http/decorators';
import type { AuthContext } from '@server/common/http/request-context';
import { AdServing } from '../services/ad-serving.service';

/** Who sees an ad, for the frequency cap: the user, else the client's device id, else the IP address. */
const viewerOf = (auth: AuthContext | undefined, device: string | undefined, req: FastifyRequest) =>
  auth ? `u:${auth.userId}` : device ? `d:${device}` : `ip:${req.ip}`;

const EVENTS_LIMIT = {
  name: 'ad-events',
  limit: (c: Record<string, unknown>) => Number(c['ADS_EVENTS_PER_MINUTE']),
  windowSeconds: 60,
  by: 'ip',
} as const;

/** Ads in the app (guests too): what to show in a slot now (each with a signed serve id), and impressions and clicks against it (Redis counters). */
@Public()
@Controller('ads')
export class AdsController {
  constructor(private readonly serving: AdServing) {}

  @Get()
  @ZResponse(z.array(servedAdDtoSchema), 'The ads to show in a slot now (frequency-capped per viewer)')
  list(@ZQuery(adSlotQuerySchema) q: AdSlotQuery, @Req() req: FastifyRequest, @OptionalAuth() auth?: AuthContext) {
    return this.serving.serve(q.slot, viewerOf(auth, q.device, req));
  }

  /** No anti-forgery token: a counter of nobody's data (guests report too), so a beacon may send it. */
  @Post(':id/impressions')
  @ZResponse(adEventResultSchema, 'Count an ad’s impression, once per serve id (a forged, expired or used one is refused)')
  @SkipCsrf()
  @HttpCode(200)
  @RateLimit(EVENTS_LIMIT)
  async impression(
    @ZParams(uuidParamSchema) p: UuidParam,
    @ZBody(adEventSchema) body: AdEventInput,
    @Req() req: FastifyRequest,
    @OptionalAuth() auth?: AuthContext,
  ) {
    await this.serving.count(p.id, 'impression', body.serve, viewerOf(auth, body.device, req));
    return { counted: true };
  }

  @Post(':id/clicks')
  @ZResponse(adEventResultSchema, 'Count a click on an ad, once per serve id and only after its impression')
  @SkipCsrf()
  @HttpCode(200)
  @RateLimit(EVENTS_LIMIT)
  async click(
    @ZParams(uuidParamSchema) p: UuidParam,
    @ZBody(adEventSchema) body: AdEventInput,
    @Req() req: FastifyRequest,
    @OptionalAuth() auth?: AuthContext,
  ) {
    await this.serving.count(p.id, 'click', body.serve, viewerOf(auth, body.device, req));
    return { counted: true };
  }
}
