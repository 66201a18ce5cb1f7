import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { getQueueToken } from '@nestjs/bullmq';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import { AppException } from '@server/common/errors/app.exception';
import { sendError } from '@server/common/http/exception.filter';
import { jobCatalogue } from '@server/infra/queues/queue.catalogue';
import { QUEUES_PATH, QueueDashboardSessions, queuesCookieOf } from './queue-dashboard.sessions';

/**
 * The BullMQ dashboard (@bull-board) at /admin/queues: every queue of the catalogue, with retry and
 * clean actions on failed jobs. Every request (page, assets, its JSON API) needs the dashboard
 * cookie of an active admin; anyone else gets 401 (no or unknown cookie) or 403 (no longer admin).
 */
export async function registerQueueDashboard(app: NestFastifyApplication): Promise<void> {
  const sessions = app.get(QueueDashboardSessions);
  const queues = jobCatalogue.queues().map((name) => app.get<Queue>(getQueueToken(name), { strict: false }));
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(QUEUES_PATH);
  createBullBoard({
    queues: queues.map((q) => new BullMQAdapter(q)),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Reefline queues' } },
  });
  await app.register(
    async (scope: FastifyInstance) => {
      scope.addHook('onRequest', async (req, reply) => {
        const verdict = await sessions.check(queuesCookieOf(req.headers.cookie));
        if (verdict === 'ok') return;
        sendError(
          verdict === 'forbidden' ? AppException.forbidden('e.messaging.queues_admin_only') : AppException.unauthorized(),
          req,
          reply,
        );
        return reply;
      });
      await scope.register(serverAdapter.registerPlugin());
    },
    { prefix: QUEUES_PATH },
  );
}
