import { Controller, Get } from '@nestjs/common';
import { z } from 'zod';
import type { Language } from '@contracts/language';
import { bannerDtoSchema, bannerSlotSchema, type BannerSlotInput } from '@contracts/schemas/content';
import { Lang, Public, ZQuery, ZResponse } from '@server/common/http/decorators';
import { BannersService } from '../services/banners.service';

@Controller('banners')
export class BannersController {
  constructor(private readonly banners: BannersService) {}

  /** The slot's banners showing now (active, inside their window), by position. */
  @Public()
  @Get()
  @ZResponse(z.array(bannerDtoSchema), 'The slot’s banners showing now (active, inside their window), by position')
  list(@ZQuery(bannerSlotSchema) q: BannerSlotInput, @Lang() lang: Language) {
    return this.banners.live(q.slot, lang);
  }
}
