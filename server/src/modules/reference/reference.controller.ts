import { Controller, Get, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { APP_VERSION, APP_VERSION_CODE, type InitDto } from '@contracts/api';
import { LANGUAGE_IDS } from '@contracts/language';
import { currencySymbol, DEFAULT_CURRENCY } from '@contracts/money';
import { AppConfig } from '@server/config/app-config';
import { AppException } from '@server/common/errors/app.exception';
import { Lang, Public, ZQuery, ZResponse } from '@server/common/http/decorators';
import { CsrfTokens } from '@server/common/security/csrf';
import { DevOutboxService } from '@server/infra/outbound/dev-outbox.service';
import type { Language } from '@contracts/language';
import { areaNodeSchema, initDtoSchema, outboxDtoSchema } from '@contracts/schemas/reference';
import { AreasService } from './areas.service';

const LANGUAGE_NAMES: Record<Language, string> = { 'zh-cn': '简体中文', 'en-us': 'English', 'zh-hant': '繁體中文' };

@Controller()
export class ReferenceController {
  constructor(
    private readonly config: AppConfig,
    private readonly areas: AreasService,
    private readonly outbox: DevOutboxService,
    private readonly csrf: CsrfTokens,
  ) {}

  @Public()
  @Get('common/init')
  @ZResponse(initDtoSchema, 'Start-up data: version, languages, currency, third-party logins, an anti-forgery token', {
    example: {
      version: '1.0.1',
      versionCode: 101,
      languages: [
        { code: 'zh-cn', id: 1, name: '简体中文' },
        { code: 'en-us', id: 2, name: 'English' },
        { code: 'zh-hant', id: 3, name: '繁體中文' },
      ],
      app_type: 1,
      theme: '#FF3E05',
      currency: { code: 'CNY', symbol: '¥' },
      oauthProviders: [],
      __token__: 'tp8bcf.zc5-eH2MbI23.ZacPSVLENNzzjCu3eUv7cbS6mmRGg_RC',
      latest: { version: '1.0.2', versionCode: 102 },
      stores: { appStore: null, googlePlay: 'https://play.google.com/store/apps/details?id=com.reefline.app', market: null, apk: null },
      mapTiles: null,
    },
  })
  init(@Lang() lang: Language, @Req() req: FastifyRequest): InitDto {
    return {
      version: APP_VERSION,
      versionCode: APP_VERSION_CODE,
      languages: (Object.keys(LANGUAGE_IDS) as Language[]).map((code) => ({ code, id: LANGUAGE_IDS[code], name: LANGUAGE_NAMES[code] })),
      app_type: 1,
      theme: '#FF3E05',
      // prices are CNY in every language (docs/decisions/0136-money-and-visit-times.md)
      currency: { code: DEFAULT_CURRENCY, symbol: currencySymbol(DEFAULT_CURRENCY) },
      oauthProviders: this.config.oauthProviders.map((p) => ({ name: p.name, label: p.label })),
      __token__: this.csrf.issue(req.csrfBinding ?? 'guest'),
      latest: this.config.latestVersion,
      stores: this.config.stores,
      mapTiles: this.config.raw.MAP_TILE_URL ?? null,
    };
  }

  @Public()
  @Get('common/areas')
  @ZResponse(z.array(areaNodeSchema), 'The area tree (country, province, city, district) in the request’s language')
  areaTree(@Lang() lang: Language) {
    return this.areas.tree(lang);
  }

  /** What the console transports "sent" (development and tests only; 404 in production). */
  @Public()
  @Get('dev/outbox')
  @ZResponse(outboxDtoSchema, 'Development only: the SMS and e-mails the console transports “sent” (404 in production)', { errors: [404] })
  async devOutbox(@ZQuery(z.object({ to: z.string().max(254).optional() })) q: { to?: string }) {
    if (this.config.isProduction || this.config.mailTransport !== 'console') throw AppException.notFound();
    return { items: await this.outbox.list(q.to) };
  }
}
