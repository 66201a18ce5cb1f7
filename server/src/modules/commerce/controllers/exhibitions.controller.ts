import { Controller, Get } from '@nestjs/common';
import type { Language } from '@contracts/language';
import { uuidParamSchema, type UuidParam } from '@contracts/schemas/common';
import { exhibitionDetailSchema, exhibitionListSchema, exhibitionSummarySchema, type ExhibitionListInput } from '@contracts/schemas/commerce';
import { pagedOf } from '@contracts/schemas/wire';
import { Lang, Public, ZParams, ZQuery, ZResponse } from '@server/common/http/decorators';
import { ExhibitionsService } from '../services/exhibitions.service';

@Controller('exhibitions')
export class ExhibitionsController {
  constructor(private readonly exhibitions: ExhibitionsService) {}

  @Public()
  @Get()
  @ZResponse(pagedOf(exhibitionSummarySchema), 'Exhibitions by status, running and upcoming first')
  list(@ZQuery(exhibitionListSchema) query: ExhibitionListInput, @Lang() lang: Language) {
    return this.exhibitions.list(query, lang);
  }

  @Public()
  @Get(':id')
  @ZResponse(exhibitionDetailSchema, 'One exhibition with its venue and ticket types')
  detail(@ZParams(uuidParamSchema) params: UuidParam, @Lang() lang: Language) {
    return this.exhibitions.detail(params.id, lang);
  }
}
