import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Language } from '@contracts/language';
import { uuidParamSchema, type UuidParam } from '@contracts/schemas/common';
import { exhibitionListSchema, type ExhibitionListInput } from '@contracts/schemas/commerce';
import { Lang, Public, ZParams, ZQuery } from '@server/common/http/decorators';
import { ExhibitionsService } from '../services/exhibitions.service';

@ApiTags('exhibitions')
@Controller('exhibitions')
export class ExhibitionsController {
  constructor(private readonly exhibitions: ExhibitionsService) {}

  @Public()
  @Get()
  list(@ZQuery(exhibitionListSchema) query: ExhibitionListInput, @Lang() lang: Language) {
    return this.exhibitions.list(query, lang);
  }

  @Public()
  @Get(':id')
  detail(@ZParams(uuidParamSchema) params: UuidParam, @Lang() lang: Language) {
    return this.exhibitions.detail(params.id, lang);
  }
}
