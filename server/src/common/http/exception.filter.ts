import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE } from '@contracts/language';
import { toErrorReply } from './envelope';

/** The one exception filter: every error becomes the envelope; unexpected ones are logged with the request id. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  catch(err: unknown, host: ArgumentsHost) {
    if (host.getType() !== 'http') return;
    const http = host.switchToHttp();
    const req = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    sendError(err, req, reply);
  }
}

export function sendError(err: unknown, req: FastifyRequest, reply: FastifyReply) {
  const out = toErrorReply(err, req.lang ?? DEFAULT_LANGUAGE);
  if (out.unexpected) {
    req.log.error({ err, reqId: req.id }, 'unexpected error');
    out.body.data = { requestId: req.id };
  }
  if (out.status === 429) void reply.header('retry-after', '1');
  void reply.status(out.status).send(out.body);
}
