import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';

export function createRootLogger(level: string): Logger {
  return pino({
    level,
    base: { app: 'reefline' },
    redact: { paths: ['req.headers.token', 'req.headers["user-token"]', 'req.headers.authorization', 'req.headers.cookie'], remove: true },
  });
}

/** Nest's logger interface on top of pino, so framework and app logs share one JSON stream. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
