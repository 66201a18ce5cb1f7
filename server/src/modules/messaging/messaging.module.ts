import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueuesModule } from '@server/infra/queues/queues.module';
import { UsersModule } from '../auth/users.module';
import { AdminAnnouncementsController } from './controllers/admin-announcements.controller';
import { AdminQueuesController } from './controllers/admin-queues.controller';
import { AdminFeedbackController, FeedbackController } from './controllers/feedback.controller';
import { MessagingController } from './controllers/messaging.controller';
import { AnnouncementReceiptEntity } from './entities/announcement-receipt.entity';
import { AnnouncementEntity } from './entities/announcement.entity';
import { FeedbackEntity } from './entities/feedback.entity';
import { MessageEntity } from './entities/message.entity';
import { NoticeOutboxEntity } from './entities/notice-outbox.entity';
import { QueueDashboardSessions } from './ops/queue-dashboard.sessions';
import { AnnouncementsService } from './services/announcements.service';
import { FeedbackService } from './services/feedback.service';
import { MessagesService } from './services/messages.service';
import { NoticeOutboxService } from './services/notice-outbox.service';
import { NoticeService } from './services/notice.service';
import { NoticeSources } from './services/notice-sources';
import { noticesQueue } from './jobs/messaging.jobs';
// This module's texts, registered in the message catalogue as the file loads (common/i18n/i18n.ts).
import './messaging.messages';
import { ApiArea } from '@server/common/http/decorators';

/** Inbox messages: events → "notices" queue → inbox row → push; the inbox API. */
@ApiArea('The inbox (order, review and service notices), announcements and users’ feedback.')
@Module({
  imports: [
    QueuesModule.forFeature(noticesQueue), // its queue and jobs (jobs/messaging.jobs.ts)
    TypeOrmModule.forFeature([MessageEntity, AnnouncementEntity, AnnouncementReceiptEntity, FeedbackEntity, NoticeOutboxEntity]),
    DiscoveryModule, // the notice sources (@ProvidesNotices) of every module
    UsersModule, // its UserSummaryQuery (pushes go through the global UserChannel)
  ],
  controllers: [MessagingController, FeedbackController, AdminFeedbackController, AdminAnnouncementsController, AdminQueuesController],
  providers: [
    MessagesService,
    NoticeService,
    NoticeSources,
    FeedbackService,
    AnnouncementsService,
    QueueDashboardSessions,
    NoticeOutboxService,
  ],
  exports: [MessagesService, NoticeService, NoticeOutboxService],
})
export class MessagingModule {}
