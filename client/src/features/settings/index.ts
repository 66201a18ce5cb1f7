/** The settings feature's public surface: the settings and account-security pages. */
import { lazyPage } from '@client/components/lazy-page';
import { defineFeature } from '@client/config/feature';
import { paths } from '@client/config/paths';

const SettingsPage = lazyPage(() => import('@client/features/settings/pages/settings-page'), 'settings');
const AccountSecurityPage = lazyPage(() => import('@client/features/settings/pages/account-security-page'), 'account-security');

export const settingsFeature = defineFeature({
  name: 'settings',
  routes: [
    { path: paths.settings, page: SettingsPage, needsLogin: true },
    { path: paths.accountSecurity, page: AccountSecurityPage, needsLogin: true },
  ],
});
