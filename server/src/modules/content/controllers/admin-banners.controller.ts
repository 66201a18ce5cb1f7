import { Controller, Delete, Get, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { uuidParamSchema, type UuidParam } from '@contracts/schemas/common';
import {
  adminBannerListSchema,
  bannerSchema,
  updateBannerSchema,
  type AdminBannerListInput,
  type BannerInput,
  type UpdateBannerInput,
} from '@contracts/schemas/content';
import { Roles, ZBody, ZParams, ZQuery } from '@server/common/http/decorators';
import { BannersService } from '../services/banners.service';

/** Admins: the banners of the home carousel. */
@ApiTags('admin')
@Roles('admin')
@Controller('admin/banners')
export class AdminBannersController {
  constructor(private readonly banners: BannersService) {}

  @Get()
  list(@ZQuery(adminBannerListSchema) q: AdminBannerListInput) {
    return this.banners.list(q);
  }

  @Get(':id')
  get(@ZParams(uuidParamSchema) p: UuidParam) {
    return this.banners.get(p.id);
  }

  @Post()
  create(@ZBody(bannerSchema) body: BannerInput) {
    return this.banners.create(body);
  }

  @Patch(':id')
  update(@ZParams(uuidParamSchema) p: UuidParam, @ZBody(updateBannerSchema) body: UpdateBannerInput) {
    return this.banners.update(p.id, body);
  }

  @Delete(':id')
  remove(@ZParams(uuidParamSchema) p: UuidParam) {
    return this.banners.remove(p.id);
  }
}
