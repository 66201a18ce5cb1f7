import { Controller, Post, Req } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { UploadDto } from '@contracts/api';
import { AppConfig } from '@server/config/app-config';
import { AppException } from '@server/common/errors/app.exception';
import { RateLimit } from '@server/common/http/decorators';
import { ImageService } from '@server/infra/images/image.service';
import { readUpload } from '@server/common/http/multipart';

const FOLDER = /^[a-z0-9_-]{0,32}$/;

@ApiTags('common')
@Controller('uploads')
export class UploadsController {
  constructor(
    private readonly images: ImageService,
    private readonly config: AppConfig,
  ) {}

  @Post('images')
  @ApiOperation({ summary: 'Upload an image (multipart: file, module, dir) → {url, fullurl}' })
  @ApiConsumes('multipart/form-data')
  @RateLimit({ name: 'uploads', limit: 120, windowSeconds: 600, by: 'user' })
  async upload(@Req() req: FastifyRequest): Promise<UploadDto> {
    const { buffer, fields } = await readUpload(req, this.config.raw.UPLOAD_MAX_BYTES);
    const module = fields['module'] ?? '';
    const dir = fields['dir'] ?? '';
    if (!FOLDER.test(module) || !FOLDER.test(dir)) throw AppException.fail('upload.bad_field');
    const stored = await this.images.store(buffer, [module || 'common', dir].filter(Boolean).join('/'));
    return { url: stored.url, fullurl: stored.fullurl };
  }
}
