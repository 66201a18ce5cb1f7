import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInit } from '@client/lib/init';
import { startOAuth } from '@client/features/auth/api/oauth';
import '@client/features/auth/auth.css';

/** Third-party sign-in buttons for the providers `GET /common/init` lists. */
export function OAuthButtons({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  const init = useInit();
  const [pending, setPending] = useState<string | null>(null);
  const providers = init.data?.oauthProviders ?? [];
  if (providers.length === 0) return null;

  const go = (name: string) => {
    setPending(name);
    startOAuth(name, returnTo).catch(() => setPending(null));
  };

  return (
    <section className="oauth-block" aria-labelledby="oauth-title">
      <h2 id="oauth-title" className="oauth-block__title">
        {t('auth.oauth.title')}
      </h2>
      <div className="oauth-block__buttons">
        {providers.map((p) => (
          <Button key={p.name} shape="rounded" loading={pending === p.name} onClick={() => go(p.name)} data-testid={`oauth-${p.name}`}>
            {t('auth.oauth.continueWith', { provider: p.label || p.name })}
          </Button>
        ))}
      </div>
    </section>
  );
}
