import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AreasService } from './areas.service';
import { ReferenceController } from './reference.controller';
import { AreaEntity } from './entities/area.entity';
import { AreaQuery } from './queries/area.query';
import { ApiArea } from '@server/common/http/decorators';

/**
 * Reference data and the client's start-up: `GET /common/init` (version, languages, theme,
 * currency, sign-in providers), `GET /common/areas` (the area tree), and `GET /dev/outbox` (what
 * the console transports "sent"; development and tests only).
 */
@ApiArea('What the app needs before anything else: start-up settings, the area tree, the outbox of the development transports.')
@Module({
  imports: [TypeOrmModule.forFeature([AreaEntity])],
  controllers: [ReferenceController],
  providers: [AreasService, AreaQuery],
  // Other modules read areas through AreaQuery (the shop's address book).
  exports: [AreaQuery],
})
export class ReferenceModule {}
