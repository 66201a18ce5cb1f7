import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../auth/users.module';
import { ContentModule } from '../content/content.module';
import { AdminAnnouncementsController } from './controllers/admin-announcements.controller';
import { AdminQueuesController } from './controllers/admin-queues.controller';
import { AdminFeedbackController, FeedbackController } from './controllers/feedback.controller';
import { MessagingController } from './controllers/messaging.controller';
import { AnnouncementReceiptEntity } from './entities/announcement-receipt.entity';
import { AnnouncementEntity } from './entities/announcement.entity';
import { FeedbackEntity } from './entities/feedback.entity';
import { MessageEntity } from './entities/message.entity';
import { NoticeOutboxEntity } from './entities/notice-outbox.entity';
import { ContentNoticesHandler } from './event-handlers/content-notices.handlers';
import { ContestNoticesHandler } from './event-handlers/contest-notices.handlers';
import { AuthNoticesHandler } from './event-handlers/auth-notices.handlers';
import { CommerceNoticesHandler } from './event-handlers/commerce-notices.handlers';
import { MembershipNoticesHandler } from './event-handlers/membership-notices.handlers';
import { AdvertiserNoticesHandler } from './event-handlers/advertiser-notices.handlers';
import { QueueDashboardSessions } from './ops/queue-dashboard.sessions';
import { AnnouncementsService } from './services/announcements.service';
import { FeedbackService } from './services/feedback.service';
import { MessagesService } from './services/messages.service';
import { NoticeOutboxService } from './services/notice-outbox.service';
import { NoticeService } from './services/notice.service';
// This module's texts, registered in the message catalogue as the file loads (common/i18n/i18n.ts).
import './messaging.messages';

/** Inbox messages: events → "notices" queue → inbox row → push; the inbox API. */
@Module({
  imports: [
    TypeOrmModule.forFeature([MessageEntity, AnnouncementEntity, AnnouncementReceiptEntity, FeedbackEntity, NoticeOutboxEntity]),
    UsersModule, // its UserSummaryQuery (pushes go through the global UserChannel)
    ContentModule, // its AuthorFollowersQuery (a new article's notices to the author's followers)
  ],
  controllers: [MessagingController, FeedbackController, AdminFeedbackController, AdminAnnouncementsController, AdminQueuesController],
  providers: [
    MessagesService,
    NoticeService,
    AuthNoticesHandler,
    CommerceNoticesHandler,
    ContestNoticesHandler,
    ContentNoticesHandler,
    MembershipNoticesHandler,
    AdvertiserNoticesHandler,
    FeedbackService,
    AnnouncementsService,
    QueueDashboardSessions,
    NoticeOutboxService,
  ],
  exports: [MessagesService, NoticeService, NoticeOutboxService],
})
export class MessagingModule {}
