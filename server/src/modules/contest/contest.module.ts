import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueuesModule } from '@server/infra/queues/queues.module';
import { UsersModule } from '../auth/users.module';
import { AdminContestController } from './controllers/admin-contest.controller';
import { ContestController } from './controllers/contest.controller';
import { VoteRoutes } from './controllers/vote.routes';
import { ContestGateway } from './contest.gateway';
import { ContestEntity } from './entities/contest.entity';
import { ContestEntryEntity } from './entities/entry.entity';
import { ContestShareEntity } from './entities/share.entity';
import { VoteEntity } from './entities/vote.entity';
import { AllowanceLoader } from './services/allowance.loader';
import { ContestAdminService } from './services/contest-admin.service';
import { ContestEndService } from './services/contest-end.service';
import { ContestsService } from './services/contests.service';
import { EntriesService } from './services/entries.service';
import { EntryVisits } from './services/entry-visits.service';
import { ProjectionService } from './services/projection.service';
import { RankPublisher, RankRooms } from './services/rank-publisher.service';
import { RankingReads } from './services/ranking-reads.service';
import { VoteBatcher } from './services/vote-batcher.service';
import { VoteGuard } from './services/vote-guard.service';
import { VotesService } from './services/votes.service';
import { EntryReviewedSearchHandler } from './search/entry-reviewed.search-handler';
import { EntrySearchSource } from './search/entry.source';
import { contestQueue } from './jobs/contest.jobs';
import { ContestNotices } from './notices/contest.notices';
// This module's texts, registered in the message catalogue as the file loads (common/i18n/i18n.ts).
import './contest.messages';
import { ApiArea } from '@server/common/http/decorators';

/**
 * Ocean Stars: PostgreSQL votes (source of truth) → Redis ranking projection → coalesced socket pushes.
 * Services by job: contests (list, detail, metadata caches), ranking reads, entries (+ visits),
 * votes (guard, batcher), the publisher of pushes, admin, and the end/reconcile side.
 * Photographer and voter names come from auth's UserSummaryQuery, never from `users` directly.
 */
@ApiArea('Ocean Stars, the photo contest: entries, votes and the live ranking; the review of entries.')
@Module({
  imports: [
    QueuesModule.forFeature(contestQueue), // its queue and jobs (jobs/contest.jobs.ts)
    TypeOrmModule.forFeature([ContestEntity, ContestEntryEntity, VoteEntity, ContestShareEntity]),
    UsersModule,
  ],
  controllers: [ContestController, AdminContestController],
  providers: [
    ContestNotices, // its inbox notices (the notice port)
    ContestsService,
    RankingReads,
    EntriesService,
    EntryVisits,
    AllowanceLoader,
    VoteGuard,
    VoteBatcher,
    VotesService,
    ProjectionService,
    RankPublisher,
    ContestGateway,
    { provide: RankRooms, useExisting: ContestGateway },
    ContestAdminService,
    ContestEndService,
    VoteRoutes,
    EntrySearchSource,
    EntryReviewedSearchHandler,
  ],
  exports: [ContestEndService],
})
export class ContestModule {}
