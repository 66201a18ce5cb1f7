import { Global, Module } from '@nestjs/common';
import { ImageService } from './image.service';

/** Image intake for every module that takes pictures (uploads, avatars, covers, licences). */
@Global()
@Module({ providers: [ImageService], exports: [ImageService] })
export class ImagesModule {}
