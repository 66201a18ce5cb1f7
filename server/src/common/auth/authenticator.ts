import type { AppCode } from '../errors/app.exception';
import type { AuthContext } from '../http/request-context';
import type { MessageKey } from '../i18n/i18n';

/** What a session token is worth: the caller, or the code and message a refusal answers with. */
export type AuthResult = { ok: true; auth: AuthContext } | { ok: false; code: AppCode; key: MessageKey };

/**
 * The port through which the shared layer (the HTTP guard, hot routes, the `/me` socket handshake)
 * learns who holds a session token. `common` knows no module: the auth module provides it under
 * {@link AUTHENTICATOR}. Called once per authenticated request, so an implementation answers from
 * memory whenever it can.
 */
export interface Authenticator {
  authenticate(token: string): Promise<AuthResult>;
}

/** Injection token of the {@link Authenticator}. */
export const AUTHENTICATOR = Symbol('Authenticator');
