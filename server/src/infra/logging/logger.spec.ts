import { Logger } from '@nestjs/common';
import pino from 'pino';
import { PinoNestLogger } from './logger';

describe('Nest → pino logger', () => {
  function capture() {
    const lines: Record<string, unknown>[] = [];
    const stream = { write: (s: string) => lines.push(JSON.parse(s) as Record<string, unknown>) };
    Logger.overrideLogger(new PinoNestLogger(pino({ level: 'trace' }, stream)));
    return lines;
  }

  it('keeps object fields and the text of logger.warn({..}, text)', () => {
    const lines = capture();
    new Logger('mail').warn({ channel: 'sms', purpose: 'register' }, 'could not send');
    expect(lines.at(-1)).toMatchObject({ level: 40, channel: 'sms', purpose: 'register', context: 'mail', msg: 'could not send' });
  });

  it('logs plain strings with their context', () => {
    const lines = capture();
    new Logger('auth').log('hello');
    expect(lines.at(-1)).toMatchObject({ level: 30, context: 'auth', msg: 'hello' });
  });
});
