import { Controller, Delete, Get, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Language } from '@contracts/language';
import {
  adminApplicationListSchema,
  campaignListSchema,
  packageSchema,
  reviewSchema,
  updatePackageSchema,
  type AdminApplicationListInput,
  type CampaignListInput,
  type PackageInput,
  type ReviewInput,
  type UpdatePackageInput,
} from '@contracts/schemas/advertisers';
import { uuidParamSchema, type UuidParam } from '@contracts/schemas/common';
import { Auth, Lang, Roles, ZBody, ZParams, ZQuery } from '@server/common/http/decorators';
import type { AuthContext } from '@server/common/http/request-context';
import { ApplicationsService } from '../services/applications.service';
import { CampaignsService } from '../services/campaigns.service';
import { PackagesService } from '../services/packages.service';

/** Reviewers (admin, customer service): applications and creatives. */
@ApiTags('admin')
@Roles('admin', 'customer_service')
@Controller('admin')
export class AdminAdvertisersController {
  constructor(
    private readonly applications: ApplicationsService,
    private readonly campaigns: CampaignsService,
  ) {}

  @Get('advertisers/applications')
  list(@ZQuery(adminApplicationListSchema) q: AdminApplicationListInput) {
    return this.applications.adminList(q);
  }

  @Get('advertisers/applications/:id')
  get(@ZParams(uuidParamSchema) p: UuidParam) {
    return this.applications.adminGet(p.id);
  }

  @Post('advertisers/applications/:id/review')
  review(@Auth() auth: AuthContext, @ZParams(uuidParamSchema) p: UuidParam, @ZBody(reviewSchema) body: ReviewInput) {
    return this.applications.review(auth.userId, p.id, body);
  }

  @Get('advertisers/reject-templates')
  templates(@Lang() lang: Language) {
    return this.applications.rejectTemplates(lang);
  }

  @Get('campaigns')
  campaignList(@ZQuery(campaignListSchema) q: CampaignListInput, @Lang() lang: Language) {
    return this.campaigns.adminList(q, lang);
  }

  @Post('campaigns/:id/creative-review')
  reviewCreative(@ZParams(uuidParamSchema) p: UuidParam, @ZBody(reviewSchema) body: ReviewInput, @Lang() lang: Language) {
    return this.campaigns.reviewCreative(p.id, body, lang);
  }
}

/** Admins: placement packages. */
@ApiTags('admin')
@Roles('admin')
@Controller('admin/advertisers/packages')
export class AdminPackagesController {
  constructor(private readonly packages: PackagesService) {}

  @Get()
  list(@Lang() lang: Language) {
    return this.packages.all(lang);
  }

  @Post()
  create(@ZBody(packageSchema) body: PackageInput, @Lang() lang: Language) {
    return this.packages.create(body, lang);
  }

  @Patch(':id')
  update(@ZParams(uuidParamSchema) p: UuidParam, @ZBody(updatePackageSchema) body: UpdatePackageInput, @Lang() lang: Language) {
    return this.packages.update(p.id, body, lang);
  }

  @Delete(':id')
  remove(@ZParams(uuidParamSchema) p: UuidParam) {
    return this.packages.remove(p.id);
  }
}
