import { Module } from '@nestjs/common';
import { UploadsController } from './uploads.controller';
import { ApiArea } from '@server/common/http/decorators';

/** `POST /uploads/images`: the generic image upload of SPEC §7 (intake by infra/images). */
@ApiArea('Image uploads (checked by content, re-encoded, stripped of GPS metadata).')
@Module({ controllers: [UploadsController] })
export class UploadsModule {}
