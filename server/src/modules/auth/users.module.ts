import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionEntity } from './entities/session.entity';
import { UserEntity } from './entities/user.entity';
import { UserAccountsCommand } from './queries/user-accounts.command';
import { UserDirectoryQuery } from './queries/user-directory.query';
import { UserRolesCommand } from './queries/user-roles.command';
import { UserSummaryQuery } from './queries/user-summary.query';
import { SessionsModule } from './services/sessions.module';

/**
 * Auth's small port for other modules: what they may read of a user (`UserSummaryQuery`) and the
 * roles they may grant (`UserRolesCommand`); for the operators' console, people found and shown
 * (`UserDirectoryQuery`), their roles and status changed (`UserAccountsCommand`). Modules import this rather than the whole
 * `AuthModule` (its routes, guards and services are none of their business).
 */
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity, SessionEntity]), SessionsModule],
  providers: [UserSummaryQuery, UserRolesCommand, UserDirectoryQuery, UserAccountsCommand],
  exports: [UserSummaryQuery, UserRolesCommand, UserDirectoryQuery, UserAccountsCommand],
})
export class UsersModule {}
