/** The legal feature's public surface: the user agreement, the privacy policy and "about". */
import { lazyPage } from '@client/components/lazy-page';
import { defineFeature } from '@client/config/feature';
import { paths } from '@client/config/paths';

const UserAgreementPage = lazyPage(() => import('@client/features/legal/pages/user-agreement-page'), 'user-agreement');
const PrivacyPolicyPage = lazyPage(() => import('@client/features/legal/pages/privacy-policy-page'), 'privacy-policy');
const AboutPage = lazyPage(() => import('@client/features/legal/pages/about-page'), 'about');

export const legalFeature = defineFeature({
  name: 'legal',
  routes: [
    { path: paths.about, page: AboutPage },
    { path: paths.userAgreement, page: UserAgreementPage },
    { path: paths.privacyPolicy, page: PrivacyPolicyPage },
  ],
});
