import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AreasService } from './areas.service';
import { CommonController } from './common.controller';
import { AreaEntity } from './entities/area.entity';

/** App bootstrap data for the client: init, areas, the dev outbox. */
@Module({ imports: [TypeOrmModule.forFeature([AreaEntity])], controllers: [CommonController], providers: [AreasService] })
export class CommonApiModule {}
