import { Module } from '@nestjs/common';
import { UsersModule } from '../auth/users.module';
import { DeliverNoticeProcessor } from './jobs/deliver-notice.processor';
import { MessagingModule } from './messaging.module';

/** The messaging module's workers; loaded only where WORKER_ROLE runs workers (auth for its UserSummaryQuery; pushes go through the global UserChannel). */
@Module({ imports: [MessagingModule, UsersModule], providers: [DeliverNoticeProcessor] })
export class MessagingJobsModule {}
