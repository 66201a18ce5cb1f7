import { Controller, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_FOLDER_RE, uploadDtoSchema, uploadFormSchema } from '@contracts/schemas/reference';
import { AppConfig } from '@server/config/app-config';
import { AppException } from '@server/common/errors/app.exception';
import { RateLimit, ZMultipart, ZResponse } from '@server/common/http/decorators';
import { ImageService } from '@server/infra/images/image.service';
import { readUpload } from '@server/common/http/multipart';

@Controller('uploads')
export class UploadsController {
  constructor(
    private readonly images: ImageService,
    private readonly config: AppConfig,
  ) {}

  @Post('images')
  @ZMultipart(uploadFormSchema)
  @ZResponse(uploadDtoSchema, 'Upload an image')
  @RateLimit({ name: 'uploads', limit: 120, windowSeconds: 600, by: 'user' })
  async upload(@Req() req: FastifyRequest) {
    const { buffer, fields } = await readUpload(req, this.config.raw.UPLOAD_MAX_BYTES);
    const module = fields['module'] ?? '';
    const dir = fields['dir'] ?? '';
    if (!UPLOAD_FOLDER_RE.test(module) || !UPLOAD_FOLDER_RE.test(dir)) throw AppException.fail('upload.bad_field');
    const stored = await this.images.store(buffer, [module || 'common', dir].filter(Boolean).join('/'));
    return { url: stored.url, fullurl: stored.fullurl };
  }
}
