import { createHashRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { soonRoute } from '@client/components/coming-soon';
import { advertisersRoutes } from '@client/app/routes/advertisers.routes';
import { commerceRoutes, commerceTabRoutes } from '@client/app/routes/commerce.routes';
import { contentRoutes, contentTabRoutes } from '@client/app/routes/content.routes';
import { contestRoutes } from '@client/app/routes/contest.routes';
import { messagesRoutes } from '@client/app/routes/messages.routes';
import { lazyPage, type LazyPageComponent } from '@client/components/lazy-page';
import { NotFoundPage, RouteErrorPage } from '@client/components/not-found';
import { TabLayout } from '@client/app/layouts/tab-layout';
import { RootLayout } from '@client/app/root-layout';

const HomePage = lazyPage(() => import('@client/features/home/pages/home-page'), 'home', { texts: [] });
const LoginPage = lazyPage(() => import('@client/features/auth/pages/login-page'), 'login');
const RegisterPage = lazyPage(() => import('@client/features/auth/pages/register-page'), 'register');
const ForgotPasswordPage = lazyPage(() => import('@client/features/auth/pages/forgot-password-page'), 'forgot-password');
const ChangePasswordPage = lazyPage(() => import('@client/features/auth/pages/change-password-page'), 'change-password');
const ChangePhonePage = lazyPage(() => import('@client/features/auth/pages/change-phone-page'), 'change-phone');
const OAuthCallbackPage = lazyPage(() => import('@client/features/auth/pages/oauth-callback-page'), 'oauth-callback');
const ProfileTabPage = lazyPage(() => import('@client/features/profile/pages/profile-tab-page'), 'profile');
const MyInfoPage = lazyPage(() => import('@client/features/profile/pages/my-info-page'), 'my-info');
const EditProfilePage = lazyPage(() => import('@client/features/profile/pages/edit-profile-page'), 'edit-profile');
const SettingsPage = lazyPage(() => import('@client/features/settings/pages/settings-page'), 'settings');
const AccountSecurityPage = lazyPage(() => import('@client/features/settings/pages/account-security-page'), 'account-security');
const AccountDeletionPage = lazyPage(() => import('@client/features/auth/pages/account-deletion-page'), 'account-deletion');
const UserAgreementPage = lazyPage(() => import('@client/features/legal/pages/user-agreement-page'), 'user-agreement');
const PrivacyPolicyPage = lazyPage(() => import('@client/features/legal/pages/privacy-policy-page'), 'privacy-policy');
const AboutPage = lazyPage(() => import('@client/features/legal/pages/about-page'), 'about');

const soon = soonRoute;

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <TabLayout />,
        children: [
          { path: paths.root, element: <HomePage /> },
          { path: paths.index, element: <HomePage /> },
          { path: paths.tabIndex, element: <HomePage /> },
          { path: paths.tabHome, element: <HomePage /> },
          { path: paths.shopIndex, element: <HomePage /> },
          ...contentTabRoutes,
          ...commerceTabRoutes,
          { path: paths.tabProfile, element: <ProfileTabPage /> },
        ],
      },
      { path: paths.login, element: <LoginPage /> },
      { path: paths.oauthCallback, element: <OAuthCallbackPage /> },
      { path: paths.register, element: <RegisterPage /> },
      { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
      { path: paths.settings, element: <SettingsPage /> },
      { path: paths.accountSecurity, element: <AccountSecurityPage /> },
      { path: paths.changePassword, element: <ChangePasswordPage /> },
      { path: paths.changePhone, element: <ChangePhonePage /> },
      { path: paths.accountDeletion, element: <AccountDeletionPage /> },
      { path: paths.about, element: <AboutPage /> },
      { path: paths.userAgreement, element: <UserAgreementPage /> },
      { path: paths.privacyPolicy, element: <PrivacyPolicyPage /> },
      { path: paths.myInfo, element: <MyInfoPage /> },
      { path: paths.editProfile, element: <EditProfilePage /> },
      soon(paths.downloadXz, 'pages.download'),
      soon(paths.downloadH5, 'pages.download'),
      soon(paths.storeLinks, 'pages.storeLinks'),
      soon(paths.chooseLocation, 'pages.chooseLocation'),
      soon(paths.openLocation, 'pages.openLocation'),
      soon(paths.logistics, 'pages.logistics'),
      soon(paths.memberCentre, 'pages.memberCentre'),
      ...messagesRoutes,
      ...contentRoutes,
      ...contestRoutes,
      ...commerceRoutes,
      ...advertisersRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Fetches the chunks and texts of the page a hash route (`#/pages/vote/vote?…`) opens, beside
 * the language's texts instead of after them; resolves when they are in (issue #25).
 */
export async function preloadRoute(hash: string): Promise<void> {
  const path = hash.replace(/^#/, '').split('?')[0] || '/';
  const pages = (matchRoutes(routes, path) ?? []).map(
    (match) => (match.route.element as { type?: Partial<LazyPageComponent> } | undefined)?.type?.preload?.() ?? Promise.resolve(),
  );
  await Promise.all(pages);
}

export function createAppRouter() {
  return createHashRouter(routes);
}
