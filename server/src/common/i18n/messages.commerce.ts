/**
 * Server messages of the commerce module (errors and notice texts), merged into the catalogue by
 * `i18n.ts`. Keys: `e.commerce.*` for errors, `notice.commerce.*` for inbox notices.
 */
export const commerceMessages = {} as const;
