import { randomUUID } from 'node:crypto';

/*
 * Events the auth module publishes (past tense, plain data). Other modules import only this folder.
 * Each takes one object payload (`new PasswordChanged({ userId, via })`) and carries an `eventId`
 * (new per event) that consumers use as an idempotency key.
 */

/** A new account (by phone, e-mail or a third-party login). */
export class UserRegistered {
  /** Unique per event: consumers key their idempotent effects on it. */
  readonly eventId: string = randomUUID();
  readonly userId: string;
  readonly via: 'phone' | 'email' | 'oauth';
  readonly language: string;

  constructor(e: Omit<UserRegistered, 'eventId'>) {
    this.userId = e.userId;
    this.via = e.via;
    this.language = e.language;
  }
}

/** The password changed: by the old one, by a code, or reset while logged out. */
export class PasswordChanged {
  /** Unique per event: consumers key their idempotent effects on it. */
  readonly eventId: string = randomUUID();
  readonly userId: string;
  readonly via: 'password' | 'code' | 'reset';

  constructor(e: Omit<PasswordChanged, 'eventId'>) {
    this.userId = e.userId;
    this.via = e.via;
  }
}

export class PhoneChanged {
  /** Unique per event: consumers key their idempotent effects on it. */
  readonly eventId: string = randomUUID();
  readonly userId: string;

  constructor(e: Omit<PhoneChanged, 'eventId'>) {
    this.userId = e.userId;
  }
}

export class AccountDeletionRequested {
  /** Unique per event: consumers key their idempotent effects on it. */
  readonly eventId: string = randomUUID();
  readonly requestId: string;
  readonly userId: string;

  constructor(e: Omit<AccountDeletionRequested, 'eventId'>) {
    this.requestId = e.requestId;
    this.userId = e.userId;
  }
}

/** An admin decided an application: `deleted` (the account is anonymised, its sessions ended) or `rejected` with a reason. */
export class AccountDeletionDecided {
  /** Unique per event: consumers key their idempotent effects on it. */
  readonly eventId: string = randomUUID();
  readonly requestId: string;
  readonly userId: string;
  readonly decision: 'deleted' | 'rejected';
  readonly reason: string | null;

  constructor(e: Omit<AccountDeletionDecided, 'eventId'>) {
    this.requestId = e.requestId;
    this.userId = e.userId;
    this.decision = e.decision;
    this.reason = e.reason;
  }
}
