/**
 * The app's features, one line each: each brings its pages (with their needs-login flag, roles
 * and tab), its texts and its public hooks through its own `index.ts`. The router, the
 * needs-login list and the home tab's aliases are derived from this list (route-table.ts).
 * Adding a feature: write its `features/<name>/index.ts` and add it here.
 */
import type { Feature } from '@client/config/feature';
import { adminFeedbackFeature } from '@client/features/admin-feedback';
import { advertisersFeature } from '@client/features/advertisers';
import { authFeature } from '@client/features/auth';
import { commerceFeature } from '@client/features/commerce';
import { consoleFeature } from '@client/features/console';
import { contentFeature } from '@client/features/content';
import { contestFeature } from '@client/features/contest';
import { deviceFeature } from '@client/features/device';
import { feedbackFeature } from '@client/features/feedback';
import { homeFeature } from '@client/features/home';
import { legalFeature } from '@client/features/legal';
import { membershipFeature } from '@client/features/membership';
import { messagesFeature } from '@client/features/messages';
import { profileFeature } from '@client/features/profile';
import { settingsFeature } from '@client/features/settings';
import { shopFeature } from '@client/features/shop';

export const FEATURES: readonly Feature[] = [
  homeFeature,
  authFeature,
  profileFeature,
  settingsFeature,
  legalFeature,
  messagesFeature,
  feedbackFeature,
  adminFeedbackFeature,
  contentFeature,
  contestFeature,
  commerceFeature,
  membershipFeature,
  advertisersFeature,
  shopFeature,
  consoleFeature,
  deviceFeature,
];
