import { Module } from '@nestjs/common';
import { AuditModule } from '@server/modules/audit/audit.module';
import { APP_GUARD } from '@nestjs/core';
import { AUTHENTICATOR } from '@server/common/auth/authenticator';
import { AuthGuard } from '@server/common/http/auth.guard';
import { CsrfGuard } from '@server/common/http/csrf.guard';
import { RateLimitGuard } from '@server/common/http/rate-limit.guard';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueuesModule } from '@server/infra/queues/queues.module';
import { AdminDeletionController } from './controllers/admin-deletion.controller';
import { AuthController } from './controllers/auth.controller';
import { MeController } from './controllers/me.controller';
import { DeletionRequestEntity } from './entities/deletion-request.entity';
import { OAuthAccountEntity } from './entities/oauth-account.entity';
import { SessionEntity } from './entities/session.entity';
import { UserEntity } from './entities/user.entity';
import { VerificationCodeEntity } from './entities/verification-code.entity';
import { AuthService } from './services/auth.service';
import { LoginThrottle } from './services/login-throttle';
import { ReauthService } from './services/reauth.service';
import { DeletionService } from './services/deletion.service';
import { OAuthService } from './services/oauth.service';
import { ProfileService } from './services/profile.service';
import { SessionAuthenticator } from './services/session-authenticator';
import { SessionsModule } from './services/sessions.module';
import { VerificationCodeService } from './services/verification-code.service';
import { AuthorSearchSource } from './search/author.source';
import { authQueue } from './jobs/auth.jobs';
import { AuthNotices } from './notices/auth.notices';
import { UsersModule } from './users.module';
// This module's texts, registered in the message catalogue as the file loads (common/i18n/i18n.ts).
import './auth.messages';
import { ApiArea } from '@server/common/http/decorators';

@ApiArea('Accounts: verification codes, registration, login (password, code, third-party), sessions, the profile and account deletion.')
@Module({
  imports: [
    QueuesModule.forFeature(authQueue), // its queue and jobs (jobs/auth.jobs.ts)
    TypeOrmModule.forFeature([UserEntity, SessionEntity, VerificationCodeEntity, OAuthAccountEntity, DeletionRequestEntity]),
    SessionsModule,
    UsersModule,
    AuditModule, // an admin's decision on a deletion application is audited in its transaction
  ],
  controllers: [AuthController, MeController, AdminDeletionController],
  providers: [
    // Global guards, in this order: who is calling, anti-forgery, rate limits.
    { provide: APP_GUARD, useClass: AuthGuard },
    { provide: APP_GUARD, useClass: CsrfGuard },
    { provide: APP_GUARD, useClass: RateLimitGuard },
    AuthNotices, // its inbox notices (the notice port)
    AuthService,
    LoginThrottle,
    ReauthService,
    SessionAuthenticator,
    // The shared layer's port (common/auth): the guard, hot routes and the /me handshake read sessions through it.
    { provide: AUTHENTICATOR, useExisting: SessionAuthenticator },
    VerificationCodeService,
    ProfileService,
    DeletionService,
    OAuthService,
    AuthorSearchSource,
  ],
  exports: [AUTHENTICATOR, SessionsModule, VerificationCodeService, UsersModule],
})
export class AuthModule {}
