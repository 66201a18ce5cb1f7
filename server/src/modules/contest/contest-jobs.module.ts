import { Module } from '@nestjs/common';
import { ContestProcessor } from './jobs/contest.processor';
import { ContestModule } from './contest.module';

/** The contest module's workers (end at endsAt, reconcile); loaded only where WORKER_ROLE runs workers. */
@Module({ imports: [ContestModule], providers: [ContestProcessor] })
export class ContestJobsModule {}
