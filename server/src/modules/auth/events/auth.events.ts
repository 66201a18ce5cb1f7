import { DomainEvent } from '@server/common/events/domain-event';

/*
 * Events the auth module publishes (past tense, plain data). Other modules import only this folder.
 * Each takes one object payload (`new PasswordChanged({ userId, via })`) and carries an `eventId`
 * (new per event) that consumers use as an idempotency key.
 */

/** A new account (by phone, e-mail or a third-party login). */
export class UserRegistered extends DomainEvent<{ userId: string; via: 'phone' | 'email' | 'oauth'; language: string }>() {}

/** The password changed: by the old one, by a code, or reset while logged out. */
export class PasswordChanged extends DomainEvent<{ userId: string; via: 'password' | 'code' | 'reset' }>() {}

/** The account's phone changed, or an account without one bound its first (`via: 'bind'`). */
export class PhoneChanged extends DomainEvent<{ userId: string; via: 'change' | 'bind' }>() {}

export class AccountDeletionRequested extends DomainEvent<{ requestId: string; userId: string }>() {}

/** An admin decided an application: `deleted` (the account is anonymised, its sessions ended) or `rejected` with a reason. */
export class AccountDeletionDecided extends DomainEvent<{
  requestId: string;
  userId: string;
  decision: 'deleted' | 'rejected';
  reason: string | null;
}>() {}
