/**
 * Server messages of the contest module (errors and notice texts), merged into the catalogue by
 * `i18n.ts`. Keys: `e.contest.*` for errors, `notice.contest.*` for inbox notices.
 */
export const contestMessages = {} as const;
