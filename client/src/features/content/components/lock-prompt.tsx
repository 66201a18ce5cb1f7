import type { UnlockHint } from '@contracts/schemas/content';
import { Button } from 'antd-mobile';
import { LockOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginPath, paths } from '@client/config/paths';

// the one-tap unlock (its mutation and the confirmation) is fetched with the prompt, not before the
// article page's first render (issue #25); the same button, disabled, until it is here
const CreditUnlock = lazy(() => import('@client/features/content/components/credit-unlock').then((m) => ({ default: m.CreditUnlock })));

/** Under a locked article's preview: what would unlock the rest, and the way there. */
export function LockPrompt({ unlock }: { unlock: UnlockHint | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const by = unlock?.by ?? 'membership';
  const credits = unlock?.by === 'credit' ? unlock.remainingCredits : 0;
  const here = `${location.pathname}${location.search}`;
  return (
    <section className="lock-prompt" data-testid="lock-prompt" data-unlock={by} aria-labelledby="lock-prompt-title">
      <LockOutline className="lock-prompt__icon" aria-hidden />
      <h2 id="lock-prompt-title" className="lock-prompt__title">
        {t('content.lock.title')}
      </h2>
      <p className="lock-prompt__text" data-testid="lock-prompt-text">
        {by === 'login' ? t('content.lock.login') : null}
        {by === 'membership' ? t('content.lock.membership') : null}
        {by === 'credit' ? t('content.lock.credit', { count: credits }) : null}
      </p>
      {by === 'login' ? (
        <Button color="primary" shape="rounded" onClick={() => void navigate(loginPath(here))} data-testid="lock-login">
          {t('content.lock.loginAction')}
        </Button>
      ) : null}
      {by === 'credit' ? (
        <Suspense
          fallback={
            <Button color="primary" shape="rounded" disabled>
              {t('content.lock.unlockAction', { count: credits })}
            </Button>
          }
        >
          <CreditUnlock remaining={credits} />
        </Suspense>
      ) : null}
      {by === 'membership' ? (
        <Button color="primary" shape="rounded" onClick={() => void navigate(paths.memberCentre)} data-testid="lock-member">
          {t('content.lock.membershipAction')}
        </Button>
      ) : (
        <Button fill="none" size="small" color="primary" onClick={() => void navigate(paths.memberCentre)} data-testid="lock-member">
          {t('content.lock.membershipAction')}
        </Button>
      )}
    </section>
  );
}
