import { randomUUID } from 'node:crypto';

/**
 * Events the auth module publishes (past tense, plain data). Other modules import only this folder.
 * Each carries an `eventId` (new per event) that consumers use as an idempotency key.
 */
export class UserRegistered {
  /** Unique per event: consumers key their idempotent effects on it. */
  readonly eventId: string = randomUUID();

  constructor(
    readonly userId: string,
    readonly via: 'phone' | 'email' | 'oauth',
    readonly language: string,
  ) {}
}

export class PasswordChanged {
  /** Unique per event: consumers key their idempotent effects on it. */
  readonly eventId: string = randomUUID();

  constructor(
    readonly userId: string,
    readonly via: 'password' | 'code' | 'reset',
  ) {}
}

export class PhoneChanged {
  /** Unique per event: consumers key their idempotent effects on it. */
  readonly eventId: string = randomUUID();

  constructor(readonly userId: string) {}
}

export class AccountDeletionRequested {
  /** Unique per event: consumers key their idempotent effects on it. */
  readonly eventId: string = randomUUID();

  constructor(
    readonly requestId: string,
    readonly userId: string,
  ) {}
}

export class AccountDeletionDecided {
  /** Unique per event: consumers key their idempotent effects on it. */
  readonly eventId: string = randomUUID();

  constructor(
    readonly requestId: string,
    readonly userId: string,
    readonly decision: 'deleted' | 'rejected',
    readonly reason: string | null,
  ) {}
}
