import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Language } from '@contracts/language';
import { bannerSlotSchema, type BannerSlotInput } from '@contracts/schemas/content';
import { Lang, Public, ZQuery } from '@server/common/http/decorators';
import { BannersService } from '../services/banners.service';

@ApiTags('banners')
@Controller('banners')
export class BannersController {
  constructor(private readonly banners: BannersService) {}

  /** The slot's banners showing now (active, inside their window), by position. */
  @Public()
  @Get()
  list(@ZQuery(bannerSlotSchema) q: BannerSlotInput, @Lang() lang: Language) {
    return this.banners.live(q.slot, lang);
  }
}
