import { Controller, Delete, Get, Patch, Post } from '@nestjs/common';
import { z } from 'zod';
import type { Language } from '@contracts/language';
import {
  adPackageAdminDtoSchema,
  adminApplicationDtoSchema,
  adminApplicationListSchema,
  adminCampaignDtoSchema,
  campaignListSchema,
  packageSchema,
  rejectTemplateDtoSchema,
  reviewSchema,
  updatePackageSchema,
  type AdminApplicationListInput,
  type CampaignListInput,
  type PackageInput,
  type ReviewInput,
  type UpdatePackageInput,
} from '@contracts/schemas/advertisers';
import { uuidParamSchema, type UuidParam } from '@contracts/schemas/common';
import { pagedOf } from '@contracts/schemas/wire';
import { Auth, Lang, Roles, ZBody, ZParams, ZQuery, ZResponse } from '@server/common/http/decorators';
import type { AuthContext } from '@server/common/http/request-context';
import { ApplicationsService } from '../services/applications.service';
import { CampaignsService } from '../services/campaigns.service';
import { PackagesService } from '../services/packages.service';

/** Reviewers (admin, customer service): applications and creatives. */
@Roles('admin', 'customer_service')
@Controller('admin')
export class AdminAdvertisersController {
  constructor(
    private readonly applications: ApplicationsService,
    private readonly campaigns: CampaignsService,
  ) {}

  @Get('advertisers/applications')
  @ZResponse(pagedOf(adminApplicationDtoSchema), 'Advertiser applications to review, by status')
  list(@ZQuery(adminApplicationListSchema) q: AdminApplicationListInput, @Lang() lang: Language) {
    return this.applications.adminList(q, lang);
  }

  @Get('advertisers/applications/:id')
  @ZResponse(adminApplicationDtoSchema, 'One advertiser application with its history')
  get(@ZParams(uuidParamSchema) p: UuidParam, @Lang() lang: Language) {
    return this.applications.adminGet(p.id, lang);
  }

  @Post('advertisers/applications/:id/review')
  @ZResponse(adminApplicationDtoSchema, 'Approve or reject an advertiser application (a rejection needs a reason)')
  review(
    @Auth() auth: AuthContext,
    @ZParams(uuidParamSchema) p: UuidParam,
    @ZBody(reviewSchema) body: ReviewInput,
    @Lang() lang: Language,
  ) {
    return this.applications.review(auth.userId, p.id, body, lang);
  }

  @Get('advertisers/reject-templates')
  @ZResponse(z.array(rejectTemplateDtoSchema), 'Ready-made rejection reasons in the reader’s language')
  templates(@Lang() lang: Language) {
    return this.applications.rejectTemplates(lang);
  }

  @Get('campaigns')
  @ZResponse(pagedOf(adminCampaignDtoSchema), 'Ad campaigns of every advertiser, by status and creative status')
  campaignList(@ZQuery(campaignListSchema) q: CampaignListInput, @Lang() lang: Language) {
    return this.campaigns.adminList(q, lang);
  }

  @Post('campaigns/:id/creative-review')
  @ZResponse(adminCampaignDtoSchema, 'Approve or reject a campaign’s creative (a rejection needs a reason)')
  reviewCreative(@ZParams(uuidParamSchema) p: UuidParam, @ZBody(reviewSchema) body: ReviewInput, @Lang() lang: Language) {
    return this.campaigns.reviewCreative(p.id, body, lang);
  }
}

/** Admins: placement packages. */
@Roles('admin')
@Controller('admin/advertisers/packages')
export class AdminPackagesController {
  constructor(private readonly packages: PackagesService) {}

  @Get()
  @ZResponse(z.array(adPackageAdminDtoSchema), 'Every placement package, inactive ones too')
  list(@Lang() lang: Language) {
    return this.packages.all(lang);
  }

  @Post()
  @ZResponse(adPackageAdminDtoSchema, 'Create a placement package')
  create(@ZBody(packageSchema) body: PackageInput, @Lang() lang: Language) {
    return this.packages.create(body, lang);
  }

  @Patch(':id')
  @ZResponse(adPackageAdminDtoSchema, 'Change a placement package')
  update(@ZParams(uuidParamSchema) p: UuidParam, @ZBody(updatePackageSchema) body: UpdatePackageInput, @Lang() lang: Language) {
    return this.packages.update(p.id, body, lang);
  }

  @Delete(':id')
  @ZResponse(z.object({ deleted: z.literal(1) }), 'Delete a placement package never bought (a bought one is taken off sale instead)')
  remove(@ZParams(uuidParamSchema) p: UuidParam) {
    return this.packages.remove(p.id);
  }
}
