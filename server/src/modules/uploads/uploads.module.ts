import { Module } from '@nestjs/common';
import { UploadsController } from './uploads.controller';

/** `POST /uploads/images`: the generic image upload of SPEC §7 (intake by infra/images). */
@Module({ controllers: [UploadsController] })
export class UploadsModule {}
