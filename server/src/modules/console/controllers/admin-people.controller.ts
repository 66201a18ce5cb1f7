import { Controller, Delete, Get, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { uuidParamSchema, type UuidParam } from '@contracts/schemas/common';
import {
  changeRolesSchema,
  consoleUserDetailSchema,
  consoleUserListSchema,
  consoleUserSchema,
  disableUserSchema,
  enableUserSchema,
  roleParamSchema,
  type ChangeRolesInput,
  type ConsoleUserListInput,
  type DisableUserInput,
  type EnableUserInput,
  type RoleParam,
} from '@contracts/schemas/console';
import { pagedOf } from '@contracts/schemas/wire';
import { Auth, Roles, ZBody, ZParams, ZQuery, ZResponse } from '@server/common/http/decorators';
import { clientIp, type AuthContext } from '@server/common/http/request-context';
import { ConsolePeopleService } from '../services/console-people.service';

/** People: customer service and admins find and read; only admins change roles and status. */
@Controller('admin/users')
export class AdminPeopleController {
  constructor(private readonly people: ConsolePeopleService) {}

  @Get()
  @Roles('admin', 'customer_service')
  @ZResponse(pagedOf(consoleUserSchema), 'Find people by phone, e-mail, nickname or id (newest accounts first)')
  list(@ZQuery(consoleUserListSchema) q: ConsoleUserListInput) {
    return this.people.search(q.q, q.page, q.limit);
  }

  @Get(':id')
  @Roles('admin', 'customer_service')
  @ZResponse(consoleUserDetailSchema, 'A person’s page: account, roles, active sessions, recent audit entries')
  detail(@ZParams(uuidParamSchema) p: UuidParam) {
    return this.people.detail(p.id);
  }

  @Post(':id/roles')
  @Roles('admin')
  @ZResponse(consoleUserSchema, 'Grant and revoke roles (the last admin cannot be removed); holds from the user’s next request')
  roles(
    @ZParams(uuidParamSchema) p: UuidParam,
    @ZBody(changeRolesSchema) body: ChangeRolesInput,
    @Auth() auth: AuthContext,
    @Req() req: FastifyRequest,
  ) {
    return this.people.changeRoles({ userId: auth.userId, ip: clientIp(req) }, p.id, body);
  }

  @Delete(':id/roles/:role')
  @Roles('admin')
  @ZResponse(consoleUserSchema, 'Revoke one role (the last admin cannot be removed)')
  revoke(@ZParams(roleParamSchema) p: RoleParam, @Auth() auth: AuthContext, @Req() req: FastifyRequest) {
    return this.people.changeRoles({ userId: auth.userId, ip: clientIp(req) }, p.id, { revoke: [p.role] });
  }

  @Post(':id/disable')
  @Roles('admin')
  @ZResponse(consoleUserSchema, 'Disable an account with a reason: its sessions and sockets end at once')
  disable(
    @ZParams(uuidParamSchema) p: UuidParam,
    @ZBody(disableUserSchema) body: DisableUserInput,
    @Auth() auth: AuthContext,
    @Req() req: FastifyRequest,
  ) {
    return this.people.setDisabled({ userId: auth.userId, ip: clientIp(req) }, p.id, true, body.reason);
  }

  @Post(':id/enable')
  @Roles('admin')
  @ZResponse(consoleUserSchema, 'Enable a disabled account again (its user logs in afresh)')
  enable(
    @ZParams(uuidParamSchema) p: UuidParam,
    @ZBody(enableUserSchema) body: EnableUserInput,
    @Auth() auth: AuthContext,
    @Req() req: FastifyRequest,
  ) {
    return this.people.setDisabled({ userId: auth.userId, ip: clientIp(req) }, p.id, false, body.reason);
  }
}
