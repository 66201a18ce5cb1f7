import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { getCurrentLocale, LOCALE_INFO } from '@client/lib/language';
import { session } from '@client/lib/session';

/** socket.io path on the API host (proxied by Vite in development). */
export const SOCKET_PATH = '/ws';

/**
 * Opens a socket.io connection to `namespace` (e.g. '/contest', '/me') authenticated with the
 * session token. React-query stays the owner of data: handlers call setQueryData or invalidate.
 */
export function createSocket(namespace: string, options: Partial<ManagerOptions & SocketOptions> = {}): Socket {
  const ns = namespace.startsWith('/') ? namespace : `/${namespace}`;
  return io(ns, {
    path: SOCKET_PATH,
    transports: ['websocket', 'polling'],
    autoConnect: true,
    ...options,
    // the token and the language are read at each (re)connect, so a login or a language switch after
    // the socket was made is picked up (the contest's snapshot comes with titles in that language)
    auth: (cb) => cb({ token: session.getToken() ?? '', language: LOCALE_INFO[getCurrentLocale()].server }),
  });
}
