/**
 * The auth feature's public surface: login, registration, password and phone, account deletion,
 * and the account texts: the login, profile, settings and legal pages' (one set, kept here; those
 * pages name no texts, so they load every feature's).
 */
import { lazyPage } from '@client/components/lazy-page';
import { defineFeature, type FeatureTexts } from '@client/config/feature';
import { paths } from '@client/config/paths';

/**
 * The account texts (keys auth, deletion, profile, settings, legal, about): `locales/<code>.json`
 * in this folder, one chunk a language.
 */
export const authTexts: FeatureTexts = {
  'zh-CN': () => import('./locales/zh-CN.json').then((m) => m.default),
  en: () => import('./locales/en.json').then((m) => m.default),
  'zh-Hant': () => import('./locales/zh-Hant.json').then((m) => m.default),
};

const LoginPage = lazyPage(() => import('@client/features/auth/pages/login-page'), 'login');
const RegisterPage = lazyPage(() => import('@client/features/auth/pages/register-page'), 'register');
const ForgotPasswordPage = lazyPage(() => import('@client/features/auth/pages/forgot-password-page'), 'forgot-password');
const ChangePasswordPage = lazyPage(() => import('@client/features/auth/pages/change-password-page'), 'change-password');
const ChangePhonePage = lazyPage(() => import('@client/features/auth/pages/change-phone-page'), 'change-phone');
const OAuthCallbackPage = lazyPage(() => import('@client/features/auth/pages/oauth-callback-page'), 'oauth-callback');
const AccountDeletionPage = lazyPage(() => import('@client/features/auth/pages/account-deletion-page'), 'account-deletion');

export const authFeature = defineFeature({
  name: 'auth',
  texts: authTexts,
  routes: [
    { path: paths.login, page: LoginPage },
    { path: paths.oauthCallback, page: OAuthCallbackPage },
    { path: paths.register, page: RegisterPage },
    { path: paths.forgotPassword, page: ForgotPasswordPage },
    { path: paths.changePassword, page: ChangePasswordPage, needsLogin: true },
    { path: paths.changePhone, page: ChangePhonePage, needsLogin: true },
    { path: paths.accountDeletion, page: AccountDeletionPage, needsLogin: true },
  ],
});
