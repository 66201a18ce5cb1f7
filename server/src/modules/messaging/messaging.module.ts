import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { MessagingController } from './controllers/messaging.controller';
import { MessageEntity } from './entities/message.entity';
import { AuthNoticesHandler } from './event-handlers/auth-notices.handlers';
import { MessagesService } from './services/messages.service';
import { NoticeService } from './services/notice.service';

/** Inbox messages: events → "notices" queue → inbox row → push; the inbox API. */
@Module({
  imports: [TypeOrmModule.forFeature([MessageEntity]), AuthModule],
  controllers: [MessagingController],
  providers: [MessagesService, NoticeService, AuthNoticesHandler],
  exports: [MessagesService, NoticeService],
})
export class MessagingModule {}
