import { AreaEntity } from '@server/modules/common/entities/area.entity';
import { DeletionRequestEntity } from '@server/modules/auth/entities/deletion-request.entity';
import { OAuthAccountEntity } from '@server/modules/auth/entities/oauth-account.entity';
import { SessionEntity } from '@server/modules/auth/entities/session.entity';
import { UserEntity } from '@server/modules/auth/entities/user.entity';
import { VerificationCodeEntity } from '@server/modules/auth/entities/verification-code.entity';
import { MessageEntity } from '@server/modules/messaging/entities/message.entity';

/** Every entity of every module, for the data source (migrations, drift check). */
export const entities = [
  UserEntity,
  SessionEntity,
  VerificationCodeEntity,
  OAuthAccountEntity,
  DeletionRequestEntity,
  AreaEntity,
  MessageEntity,
];
