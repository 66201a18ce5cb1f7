/**
 * The feature areas whose texts load lazily (`<area>/<code>.json`, load.ts), each owned by one
 * feature (its index's `texts`; app/route-table.spec.ts checks). The shell's and the inbox's
 * texts are in the first chunk (`lang/<code>.ts`) instead.
 */
export const FEATURE_AREAS = ['contest', 'commerce', 'account', 'content', 'membership', 'advertisers'] as const;
export type FeatureArea = (typeof FEATURE_AREAS)[number];
