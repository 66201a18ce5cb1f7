import { Controller, Get, Post, Put, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Language } from '@contracts/language';
import {
  adPackageDtoSchema,
  adRecordsDtoSchema,
  adRecordsQuerySchema,
  applicationDtoSchema,
  applicationSchema,
  campaignDtoSchema,
  campaignListSchema,
  creativeSchema,
  licenceFormSchema,
  placementOrderDtoSchema,
  placementSchema,
  type AdRecordsQuery,
  type ApplicationInput,
  type CampaignListInput,
  type CreativeInput,
  type PlacementInput,
  type PlacementOrderDto,
} from '@contracts/schemas/advertisers';
import { uuidParamSchema, type UuidParam } from '@contracts/schemas/common';
import { pagedOf } from '@contracts/schemas/wire';
import { AppException } from '@server/common/errors/app.exception';
import { Auth, Lang, Public, RateLimit, RawResponse, ZBody, ZMultipart, ZParams, ZQuery, ZResponse } from '@server/common/http/decorators';
import { readUpload } from '@server/common/http/multipart';
import { uploadDtoSchema } from '@contracts/schemas/reference';
import { AppConfig } from '@server/config/app-config';
import { Ok } from '@server/common/http/ok';
import type { AuthContext } from '@server/common/http/request-context';
import { OrderDesk } from '@server/modules/orders/ports/order-desk.port';
import { AdPlacementKind } from '../services/ad-placement.kind';
import { ApplicationsService } from '../services/applications.service';
import { CampaignsService } from '../services/campaigns.service';
import { LicencesService } from '../services/licences.service';
import { PackagesService } from '../services/packages.service';

/** Applicants and advertisers: the application, packages, placements, campaigns, ad records. */
@Controller()
export class AdvertisersController {
  constructor(
    private readonly applications: ApplicationsService,
    private readonly packages: PackagesService,
    private readonly campaigns: CampaignsService,
    private readonly desk: OrderDesk,
    private readonly kind: AdPlacementKind,
    private readonly licences: LicencesService,
    private readonly config: AppConfig,
  ) {}

  @Post('advertisers/licences')
  @ZMultipart(licenceFormSchema)
  @ZResponse(uploadDtoSchema, 'Upload a business licence picture (kept private: only you and reviewers can see it)')
  @RateLimit({ name: 'uploads', limit: 120, windowSeconds: 600, by: 'user' })
  async uploadLicence(@Auth() auth: AuthContext, @Req() req: FastifyRequest) {
    const { buffer } = await readUpload(req, this.config.raw.UPLOAD_MAX_BYTES);
    return this.licences.upload(auth.userId, buffer);
  }

  @Get('advertisers/licences/:id')
  @RawResponse(
    {
      status: 200,
      contentType: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
      description: 'The licence picture, to its uploader and reviewers only (anyone else: 404); never cached.',
    },
    'A business licence picture (its uploader and reviewers)',
  )
  async licence(@Auth() auth: AuthContext, @ZParams(uuidParamSchema) p: UuidParam, @Res() reply: FastifyReply) {
    const file = await this.licences.read(p.id, auth);
    if (!file) throw AppException.notFound();
    return reply
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .type(file.type)
      .send(file.data);
  }

  @Post('advertisers/applications')
  @ZResponse(applicationDtoSchema, 'Apply to become an advertiser (one open application per user)')
  apply(@Auth() auth: AuthContext, @ZBody(applicationSchema) body: ApplicationInput, @Lang() lang: Language) {
    return this.applications.submit(auth.userId, body, lang);
  }

  @Put('advertisers/applications/:id')
  @ZResponse(applicationDtoSchema, 'Edit and resubmit my rejected application')
  resubmit(
    @Auth() auth: AuthContext,
    @ZParams(uuidParamSchema) p: UuidParam,
    @ZBody(applicationSchema) body: ApplicationInput,
    @Lang() lang: Language,
  ) {
    return this.applications.resubmit(auth.userId, p.id, body, lang);
  }

  @Get('me/advertiser')
  @ZResponse(applicationDtoSchema.nullable(), 'My latest advertiser application with its history, or null')
  mine(@Auth() auth: AuthContext, @Lang() lang: Language) {
    return this.applications.mine(auth.userId, lang);
  }

  @Public()
  @Get('advertisers/packages')
  @ZResponse(z.array(adPackageDtoSchema), 'Placement packages on sale, by slot and days')
  list(@Lang() lang: Language) {
    return this.packages.active(lang);
  }

  /** An order of kind `ad_placement` (pending payment): pay it with `POST /orders/:id/pay`. */
  @Post('advertisers/placements')
  @ZResponse(placementOrderDtoSchema, 'Book a placement: an ad_placement order pending payment (pay it with POST /orders/:id/pay)')
  async place(@Auth() auth: AuthContext, @ZBody(placementSchema) body: PlacementInput, @Lang() lang: Language) {
    const placed = await this.desk.place(this.kind, auth.userId, body, lang);
    if (!placed) throw AppException.field('packageId', 'e.advertisers.package_unavailable');
    const o = placed.data;
    const dto: PlacementOrderDto = {
      orderId: o.id,
      orderNumber: o.number,
      campaignId: o.details.campaignId,
      total: o.total,
      currency: o.currency,
      expiresAt: o.expiresAt,
    };
    return new Ok(dto, placed.key, placed.params);
  }

  @Get('me/campaigns')
  @ZResponse(pagedOf(campaignDtoSchema), 'My ad campaigns, by status')
  campaignsOf(@Auth() auth: AuthContext, @ZQuery(campaignListSchema) q: CampaignListInput, @Lang() lang: Language) {
    return this.campaigns.mine(auth.userId, q, lang);
  }

  @Put('me/campaigns/:id/creative')
  @ZResponse(campaignDtoSchema, 'Change my campaign’s creative (it goes back to review)')
  creative(
    @Auth() auth: AuthContext,
    @ZParams(uuidParamSchema) p: UuidParam,
    @ZBody(creativeSchema) body: CreativeInput,
    @Lang() lang: Language,
  ) {
    return this.campaigns.updateCreative(auth.userId, p.id, body, lang);
  }

  @Get('me/ad-records')
  @ZResponse(adRecordsDtoSchema, 'My ad records: totals per campaign and a per-day series (?campaignId= of no campaign of mine: 404)', {
    errors: [404],
  })
  records(@Auth() auth: AuthContext, @ZQuery(adRecordsQuerySchema) q: AdRecordsQuery, @Lang() lang: Language) {
    return this.campaigns.records(auth.userId, q.campaignId, lang);
  }
}
