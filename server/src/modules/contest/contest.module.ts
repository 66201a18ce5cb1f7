import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContestEntity } from './entities/contest.entity';
import { ContestEntryEntity } from './entities/entry.entity';
import { ContestShareEntity } from './entities/share.entity';
import { VoteEntity } from './entities/vote.entity';
import { AdminContestController } from './controllers/admin-contest.controller';
import { ContestController } from './controllers/contest.controller';
import { VoteRoutes } from './controllers/vote.routes';
import { ContestGateway } from './contest.gateway';
import { ContestAdminService } from './services/contest-admin.service';
import { ContestService } from './services/contest.service';
import { ProjectionService } from './services/projection.service';
import { VoteBatcher } from './services/vote-batcher.service';
import { VoteGuard } from './services/vote-guard.service';

/** Ocean Stars: PostgreSQL votes (source of truth) → Redis ranking projection → coalesced socket pushes. */
@Module({
  imports: [TypeOrmModule.forFeature([ContestEntity, ContestEntryEntity, VoteEntity, ContestShareEntity])],
  controllers: [ContestController, AdminContestController],
  providers: [ProjectionService, VoteBatcher, VoteGuard, ContestService, ContestAdminService, ContestGateway, VoteRoutes],
  exports: [ContestService, ContestAdminService, ProjectionService],
})
export class ContestModule {}
