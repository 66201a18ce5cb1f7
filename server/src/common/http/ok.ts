import type { MessageKey, MessageParams } from '../i18n/i18n';

/** A successful result with its own message (otherwise the message is the generic 'Success'). */
export class Ok<T> {
  constructor(
    readonly data: T,
    readonly key: MessageKey,
    readonly params?: MessageParams,
  ) {}
}
