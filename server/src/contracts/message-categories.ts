/**
 * The message categories, apart from the schemas that validate them: the H5 app's first load reads
 * this list (its inbox tabs) and must not pull zod in with it (issue #25).
 */
export const MESSAGE_CATEGORIES = ['announcement', 'system', 'review', 'order', 'service'] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];
