/**
 * Server messages of the messaging module (errors and notice texts), merged into the catalogue by
 * `i18n.ts`. Keys: `e.messaging.*` for errors, `notice.messaging.*` for inbox notices.
 */
export const messagingMessages = {} as const;
