import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Auth, Roles } from '@server/common/http/decorators';
import type { AuthContext } from '@server/common/http/request-context';
import { QUEUES_PATH, QUEUES_SESSION_SECONDS, QueueDashboardSessions } from '../ops/queue-dashboard.sessions';

/** Opens the BullMQ dashboard at /admin/queues for an admin's browser (see QueueDashboardSessions). */
@ApiTags('admin')
@Roles('admin')
@Controller('admin/queues/session')
export class AdminQueuesController {
  constructor(private readonly sessions: QueueDashboardSessions) {}

  /** Sets the dashboard cookie; then open `url` in the same browser. */
  @Get()
  async open(@Auth() auth: AuthContext, @Res({ passthrough: true }) reply: FastifyReply) {
    const token = await this.sessions.open(auth.userId);
    void reply.header('set-cookie', this.sessions.cookie(token));
    return { url: `${QUEUES_PATH}/`, expiresIn: QUEUES_SESSION_SECONDS };
  }
}
