import { CouponEntity } from '@server/modules/commerce/entities/coupon.entity';
import { ExhibitionEntity } from '@server/modules/commerce/entities/exhibition.entity';
import { TicketOrderEntity } from '@server/modules/commerce/entities/ticket-order.entity';
import { TicketTypeEntity } from '@server/modules/commerce/entities/ticket-type.entity';
import { TicketEntity } from '@server/modules/commerce/entities/ticket.entity';
import { UserCouponCounterEntity, UserCouponEntity } from '@server/modules/commerce/entities/user-coupon.entity';
import { ContestEntity } from '@server/modules/contest/entities/contest.entity';
import { ContestEntryEntity } from '@server/modules/contest/entities/entry.entity';
import { ContestShareEntity } from '@server/modules/contest/entities/share.entity';
import { VoteEntity } from '@server/modules/contest/entities/vote.entity';
import { AreaEntity } from '@server/modules/common/entities/area.entity';
import { DeletionRequestEntity } from '@server/modules/auth/entities/deletion-request.entity';
import { OAuthAccountEntity } from '@server/modules/auth/entities/oauth-account.entity';
import { SessionEntity } from '@server/modules/auth/entities/session.entity';
import { UserEntity } from '@server/modules/auth/entities/user.entity';
import { VerificationCodeEntity } from '@server/modules/auth/entities/verification-code.entity';
import { MessageEntity } from '@server/modules/messaging/entities/message.entity';
import { AnnouncementEntity } from '@server/modules/messaging/entities/announcement.entity';
import { AnnouncementReceiptEntity } from '@server/modules/messaging/entities/announcement-receipt.entity';
import { FeedbackEntity } from '@server/modules/messaging/entities/feedback.entity';
import { NoticeOutboxEntity } from '@server/modules/messaging/entities/notice-outbox.entity';
import { OrderEntity } from '@server/modules/orders/entities/order.entity';
import { PaymentEventEntity } from '@server/modules/orders/entities/payment-event.entity';
import { PaymentEntity } from '@server/modules/orders/entities/payment.entity';

/** Every entity of every module, for the data source (migrations, drift check). */
export const entities = [
  UserEntity,
  SessionEntity,
  VerificationCodeEntity,
  OAuthAccountEntity,
  DeletionRequestEntity,
  AreaEntity,
  MessageEntity,
  AnnouncementEntity,
  AnnouncementReceiptEntity,
  FeedbackEntity,
  NoticeOutboxEntity,
  ExhibitionEntity,
  TicketTypeEntity,
  OrderEntity,
  TicketOrderEntity,
  PaymentEntity,
  PaymentEventEntity,
  TicketEntity,
  CouponEntity,
  UserCouponEntity,
  UserCouponCounterEntity,
  ContestEntity,
  ContestEntryEntity,
  VoteEntity,
  ContestShareEntity,
];
