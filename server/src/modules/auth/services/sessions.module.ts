import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionEntity } from '../entities/session.entity';
import { SessionCache } from './session-cache';
import { SessionService } from './session.service';

/**
 * Auth's sessions and their per-instance cache, in one Nest module so that `AuthModule` and the
 * small `UsersModule` share one instance of each (`UserRolesCommand` drops a user's cached
 * sessions). Private to auth: it lives under `services/`, outside auth's public surface.
 */
@Module({
  imports: [TypeOrmModule.forFeature([SessionEntity])],
  providers: [SessionService, SessionCache],
  exports: [SessionService, SessionCache],
})
export class SessionsModule {}
