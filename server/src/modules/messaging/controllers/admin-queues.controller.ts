import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { Auth, Roles, ZResponse } from '@server/common/http/decorators';
import type { AuthContext } from '@server/common/http/request-context';
import { QUEUES_PATH, QUEUES_SESSION_SECONDS, QueueDashboardSessions } from '../ops/queue-dashboard.sessions';

const queueDashboardSessionDtoSchema = z.object({
  url: z.string().meta({ description: 'The dashboard’s address, to open in the same browser (outside `/api/v1`).' }),
  expiresIn: z.int().min(1).meta({ description: 'Seconds the dashboard cookie lasts.' }),
});

/** Opens the BullMQ dashboard at /admin/queues for an admin's browser (see QueueDashboardSessions). */
@Roles('admin')
@Controller('admin/queues/session')
export class AdminQueuesController {
  constructor(private readonly sessions: QueueDashboardSessions) {}

  /** Sets the dashboard cookie; then open `url` in the same browser. */
  @Get()
  @ZResponse(queueDashboardSessionDtoSchema, 'Open the job-queue dashboard in this browser (sets its cookie)')
  async open(@Auth() auth: AuthContext, @Res({ passthrough: true }) reply: FastifyReply) {
    const token = await this.sessions.open(auth.userId);
    void reply.header('set-cookie', this.sessions.cookie(token));
    return { url: `${QUEUES_PATH}/`, expiresIn: QUEUES_SESSION_SECONDS };
  }
}
