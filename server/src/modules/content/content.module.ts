import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminBannersController } from './controllers/admin-banners.controller';
import { BannersController } from './controllers/banners.controller';
import { BannerEntity } from './entities/banner.entity';
import { MagazineIssueEntity } from './entities/magazine-issue.entity';
import { MagazineEntity } from './entities/magazine.entity';
import { BannersService } from './services/banners.service';

/** Reading (issue #21): magazines and their issues, home banners. */
@Module({
  imports: [TypeOrmModule.forFeature([MagazineEntity, MagazineIssueEntity, BannerEntity])],
  controllers: [BannersController, AdminBannersController],
  providers: [BannersService],
})
export class ContentModule {}
