import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { matchRoutes, useLocation, useNavigate, useRoutes, type NavigateFunction, type RouteObject } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { soonRoute } from '@client/components/coming-soon';
import { advertisersRoutes } from '@client/app/routes/advertisers.routes';
import { commerceRoutes, commerceTabRoutes } from '@client/app/routes/commerce.routes';
import { contentRoutes, contentTabRoutes } from '@client/app/routes/content.routes';
import { contestRoutes } from '@client/app/routes/contest.routes';
import { membershipRoutes } from '@client/app/routes/membership.routes';
import { messagesRoutes } from '@client/app/routes/messages.routes';
import { lazyPage, type LazyPageComponent } from '@client/components/lazy-page';
import { ErrorBoundary } from '@client/components/error-boundary';
import { NotFoundPage, RouteErrorPage } from '@client/components/not-found';
import { RootLayout } from '@client/app/root-layout';
import { holdFirstScreen } from '@client/lib/first-screen';
import { prefetchHome } from '@client/features/home/api/home';

// the tab bar (antd-mobile's TabBar, its icons, the unread badge and its socket) is a chunk of its
// own, fetched beside the tab page it frames: pages without tabs do not load it (issue #25)
const TabLayout = lazyPage(() => import('@client/app/layouts/tab-layout').then((m) => ({ default: m.TabLayout })), 'tab-layout', {
  texts: [],
});
const HomePage = lazyPage(() => import('@client/features/home/pages/home-page'), 'home', {
  texts: [],
  prefetch: prefetchHome,
});
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
    element: <RouteErrorBoundary />,
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
      ...messagesRoutes,
      ...contentRoutes,
      ...contestRoutes,
      ...commerceRoutes,
      ...membershipRoutes,
      ...advertisersRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Fetches the chunks and texts of the page a hash route (`#/pages/vote/vote?…`) opens, beside
 * the language's texts instead of after them, and starts the page's first API requests into
 * `queryClient` (lazyPage's `prefetch`); resolves when the chunks and texts are in (issue #25).
 */
export async function preloadRoute(hash: string, queryClient?: QueryClient): Promise<void> {
  const [path = '', search = ''] = hash.replace(/^#/, '').split('?');
  const pages = (matchRoutes(routes, path || '/') ?? []).map(
    (match) => (match.route.element as { type?: Partial<LazyPageComponent> } | undefined)?.type,
  );
  if (queryClient) {
    const params = new URLSearchParams(search);
    // a failed prefetch is only a lost head start: the page asks again and shows its own error
    for (const page of pages) {
      const prefetch = page?.prefetch?.(queryClient, params).catch(() => undefined);
      // the page's first screen needs these answers (and the hero they name) before the rest
      if (prefetch) holdFirstScreen(prefetch);
    }
  }
  await Promise.all(pages.map((page) => page?.preload?.() ?? Promise.resolve()));
}

/**
 * The router's error element: an unexpected error while rendering a route shows the error page
 * until the next navigation. (The app uses the declarative router — `<HashRouter>` with
 * `useRoutes` — not the data router, which it never used for loaders or actions and which would
 * add about 12 KB gzipped to every page's first load: issue #25.)
 */
function RouteErrorBoundary() {
  const location = useLocation();
  return (
    <ErrorBoundary fallback={() => <RouteErrorPage />} resetKey={location.key}>
      <RootLayout />
    </ErrorBoundary>
  );
}

/** The way to navigate from outside React (the request layer's 'go to login'). */
export interface AppNavigation {
  navigate?: NavigateFunction;
  /** the current `pathname + search` */
  current?: string;
}

/** The app's routes, rendered inside `<HashRouter>`; keeps `navigation` up to date. */
export function AppRoutes({ navigation }: { navigation: AppNavigation }) {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    navigation.navigate = navigate;
    navigation.current = `${location.pathname}${location.search}`;
  }, [navigation, navigate, location.pathname, location.search]);
  return useRoutes(routes);
}
