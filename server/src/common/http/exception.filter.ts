import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE } from '@contracts/language';
import { AppCode } from '../errors/app.exception';
import { t } from '../i18n/i18n';
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
  if (out.status === 429 || out.status === 503) void reply.header('retry-after', '1');
  void reply.status(out.status).send(out.body);
}

/**
 * A request Node's parser refuses before Fastify sees it (headers or URL over the size limit,
 * malformed HTTP): answered in the envelope, in the default language (the headers were not read).
 */
export function sendClientError(err: Error & { code?: string }, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, key] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'e.payload_too_large' as const]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'e.bad_request' as const]
        : [400, 'e.bad_request' as const];
  const body = JSON.stringify({ code: AppCode.Fail, msg: t(DEFAULT_LANGUAGE, key), data: null });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
