import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';

export function createRootLogger(level: string): Logger {
  return pino({
    level,
    base: { app: 'reefline' },
    redact: { paths: ['req.headers.token', 'req.headers["user-token"]', 'req.headers.authorization', 'req.headers.cookie'], remove: true },
  });
}

type Level = 'info' | 'error' | 'warn' | 'debug' | 'trace';

/**
 * Nest's logger interface on top of pino, so framework and app logs share one JSON stream.
 * Nest calls `log(message, ...params, context)`: an object message becomes the log fields and a
 * string among the params the text, so `logger.warn({ err }, 'send failed')` logs both.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...params: unknown[]) {
    this.write('info', message, params);
  }
  error(message: unknown, ...params: unknown[]) {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]) {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]) {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]) {
    this.write('trace', message, params);
  }

  private write(level: Level, message: unknown, params: unknown[]) {
    const strings = params.filter((p): p is string => typeof p === 'string');
    const context = strings.length ? strings[strings.length - 1] : undefined;
    if (message !== null && typeof message === 'object' && !(message instanceof Error)) {
      const text = strings.length > 1 ? strings[0] : undefined;
      this.logger[level]({ ...(message as Record<string, unknown>), context }, text ?? '');
      return;
    }
    if (message instanceof Error) {
      this.logger[level]({ err: message, context }, message.message);
      return;
    }
    const trace = level === 'error' && strings.length > 1 ? strings[0] : undefined;
    this.logger[level]({ context, trace }, String(message));
  }
}
