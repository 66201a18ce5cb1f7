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

/** Ads in the app (guests too): what to show in a slot now, and impressions and clicks (Redis counters). */
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
  @ZResponse(adEventResultSchema, 'Count an ad’s impression')
  @SkipCsrf()
  @HttpCode(200)
  @RateLimit(EVENTS_LIMIT)
  async impression(@ZParams(uuidParamSchema) p: UuidParam, @ZBody(adEventSchema) _body: AdEventInput) {
    await this.serving.count(p.id, 'impression');
    return { counted: true };
  }

  @Post(':id/clicks')
  @ZResponse(adEventResultSchema, 'Count a click on an ad')
  @SkipCsrf()
  @HttpCode(200)
  @RateLimit(EVENTS_LIMIT)
  async click(@ZParams(uuidParamSchema) p: UuidParam, @ZBody(adEventSchema) _body: AdEventInput) {
    await this.serving.count(p.id, 'click');
    return { counted: true };
  }
}
