import { Controller, Delete, Get, Patch, Post } from '@nestjs/common';
import { uuidParamSchema, type UuidParam } from '@contracts/schemas/common';
import {
  adminBannerDtoSchema,
  adminBannerListSchema,
  bannerDeletedSchema,
  bannerSchema,
  updateBannerSchema,
  type AdminBannerListInput,
  type BannerInput,
  type UpdateBannerInput,
} from '@contracts/schemas/content';
import { pagedOf } from '@contracts/schemas/wire';
import { Roles, ZBody, ZParams, ZQuery, ZResponse } from '@server/common/http/decorators';
import { BannersService } from '../services/banners.service';

/** Admins: the banners of the home carousel. */
@Roles('admin')
@Controller('admin/banners')
export class AdminBannersController {
  constructor(private readonly banners: BannersService) {}

  @Get()
  @ZResponse(pagedOf(adminBannerDtoSchema), 'Every banner (inactive and out of window too), by slot and position')
  list(@ZQuery(adminBannerListSchema) q: AdminBannerListInput) {
    return this.banners.list(q);
  }

  @Get(':id')
  @ZResponse(adminBannerDtoSchema, 'One banner')
  get(@ZParams(uuidParamSchema) p: UuidParam) {
    return this.banners.get(p.id);
  }

  @Post()
  @ZResponse(adminBannerDtoSchema, 'Create a banner')
  create(@ZBody(bannerSchema) body: BannerInput) {
    return this.banners.create(body);
  }

  @Patch(':id')
  @ZResponse(adminBannerDtoSchema, 'Change a banner’s fields (a field not sent stays)')
  update(@ZParams(uuidParamSchema) p: UuidParam, @ZBody(updateBannerSchema) body: UpdateBannerInput) {
    return this.banners.update(p.id, body);
  }

  @Delete(':id')
  @ZResponse(bannerDeletedSchema, 'Delete a banner')
  remove(@ZParams(uuidParamSchema) p: UuidParam) {
    return this.banners.remove(p.id);
  }
}
