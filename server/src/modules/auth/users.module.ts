import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserEntity } from './entities/user.entity';
import { UserRolesCommand } from './queries/user-roles.command';
import { UserSummaryQuery } from './queries/user-summary.query';
import { SessionsModule } from './services/sessions.module';

/**
 * Auth's small port for other modules: what they may read of a user (`UserSummaryQuery`) and the
 * roles they may grant (`UserRolesCommand`). Modules import this rather than the whole
 * `AuthModule` (its routes, guards and services are none of their business).
 */
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity]), SessionsModule],
  providers: [UserSummaryQuery, UserRolesCommand],
  exports: [UserSummaryQuery, UserRolesCommand],
})
export class UsersModule {}
