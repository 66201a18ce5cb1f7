import { Module } from '@nestjs/common';
import { ImageService } from './image.service';
import { UploadsController } from './uploads.controller';

@Module({ controllers: [UploadsController], providers: [ImageService], exports: [ImageService] })
export class UploadsModule {}
