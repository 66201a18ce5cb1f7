import type { Language } from '@contracts/language';
import type { Role } from '@contracts/api';
import type { FastifyRequest } from 'fastify';

/** Who is calling: set by the auth guard from the session token. */
export interface AuthContext {
  userId: string;
  sessionId: string;
  roles: Role[];
  /** When the session lapses unless it is used again (sliding expiry), ms since the epoch; the `/me` socket ends then. */
  expiresAt?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
    lang: Language;
    /** What the next `__token__` is bound to: a session id once logged in (login sets it to the new session). */
    csrfBinding?: string;
  }
}

export type AppRequest = FastifyRequest;

/** The caller's IP (Fastify resolves X-Forwarded-For only when TRUST_PROXY is on). */
export function clientIp(req: FastifyRequest): string {
  return req.ip;
}
