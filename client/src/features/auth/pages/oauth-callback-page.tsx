import { Button, ErrorBlock, SpinLoading } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths, safeRedirect } from '@client/config/paths';
import { PageLayout } from '@client/components/page-layout';
import { BusinessError } from '@client/lib/api-client';
import { notify } from '@client/lib/notify';
import { sessionStore } from '@client/lib/storage';
import { forgetOAuth, OAUTH_PROVIDER_KEY, OAUTH_REDIRECT_KEY, OAUTH_STATE_KEY, useCompleteOAuth } from '@client/features/auth/api/oauth';

/**
 * `/pages/login/auth`: completes a third-party login with the `code` and `state` the provider
 * returned, only when this tab started that login (its provider and state are in sessionStorage;
 * a link carrying someone else's state is refused before any request). The provider is never read
 * from the address.
 */
export default function OAuthCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const complete = useCompleteOAuth();
  const started = useRef(false);
  const code = params.get('code');
  const state = params.get('state');
  const provider = sessionStore().getItem(OAUTH_PROVIDER_KEY);
  const ownState = sessionStore().getItem(OAUTH_STATE_KEY);
  const providerError = params.get('error');
  const otherBrowser = Boolean(code && state) && (!provider || !ownState || ownState !== state);
  const missing = !code || !state || !provider || otherBrowser;

  useEffect(() => {
    if (otherBrowser) forgetOAuth();
    if (started.current || missing || !code || !state || !provider) return;
    started.current = true;
    complete.mutate(
      { provider, code, state },
      {
        onSuccess: (result) => {
          const target = safeRedirect(sessionStore().getItem(OAUTH_REDIRECT_KEY) ?? result.redirect);
          forgetOAuth();
          notify({ key: 'auth.loginSuccess' });
          void navigate(target, { replace: true });
        },
      },
    );
  }, [code, state, provider, missing, otherBrowser, complete, navigate]);

  const failed = missing || complete.isError;
  const reason =
    complete.error instanceof BusinessError
      ? complete.error.message
      : otherBrowser
        ? t('auth.oauth.otherBrowser')
        : providerError === 'invalid_issuer'
          ? t('auth.oauth.invalidIssuer')
          : providerError === 'access_denied'
            ? t('auth.oauth.cancelled')
            : t('auth.oauth.failedDescription');

  return (
    <PageLayout title={t('auth.oauth.title')} back={failed} testId="oauth-callback-page">
      <div className="center-state" role={failed ? 'alert' : 'status'}>
        {failed ? (
          <>
            <ErrorBlock status="default" title={t('auth.oauth.failed')} description={reason} />
            <Button color="primary" onClick={() => void navigate(paths.login, { replace: true })} data-testid="oauth-back-login">
              {t('auth.oauth.backToLogin')}
            </Button>
          </>
        ) : (
          <>
            <SpinLoading color="primary" aria-hidden />
            <p>{t('auth.oauth.signingIn')}</p>
          </>
        )}
      </div>
    </PageLayout>
  );
}
