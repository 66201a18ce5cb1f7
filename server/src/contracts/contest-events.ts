/**
 * The contest's socket.io names, apart from the schemas: the H5 contest page reads them and must
 * not pull zod in with them (issue #25).
 */
export const CONTEST_NAMESPACE = '/contest';
export const CONTEST_EVENTS = {
  join: 'join',
  leave: 'leave',
  ranking: 'ranking',
  update: 'rank:update',
} as const;
