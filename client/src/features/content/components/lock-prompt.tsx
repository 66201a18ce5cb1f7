import type { UnlockHint } from '@contracts/schemas/content';
import type { UnlockResult } from '@contracts/schemas/membership';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog } from 'antd-mobile';
import { LockOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { loginPath, paths } from '@client/config/paths';
import { api, unwrap } from '@client/lib/api-client';
import { reportSubmitError } from '@client/lib/forms';
import { notify } from '@client/lib/notify';
import { contentKeys } from '@client/features/content/api/keys';

/** `POST /articles/:id/unlock` (1 credit, once per article), then the article is refetched with its body. */
function useUnlock(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await api.post<UnlockResult>(`/articles/${encodeURIComponent(id)}/unlock`, {})),
    onSuccess: (r) => {
      notify({ key: 'content.lock.unlocked', params: { count: r.remainingCredits } });
      return qc.invalidateQueries({ queryKey: contentKeys.article(id) });
    },
    onError: (e) => {
      reportSubmitError(e);
      // the credits may have changed elsewhere: show the server's current answer
      void qc.invalidateQueries({ queryKey: contentKeys.article(id) });
    },
  });
}

/** The one-tap unlock: "Unlock with 1 of N credits", after a confirmation. */
function CreditUnlock({ remaining }: { remaining: number }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const unlock = useUnlock(params.get('id') ?? '');
  const onTap = async () => {
    const ok = await Dialog.confirm({
      content: t('content.lock.confirm', { count: remaining }),
      confirmText: t('content.lock.confirmAction'),
      cancelText: t('common.cancel'),
    });
    if (ok) unlock.mutate();
  };
  return (
    <Button color="primary" shape="rounded" loading={unlock.isPending} onClick={() => void onTap()} data-testid="lock-unlock">
      {t('content.lock.unlockAction', { count: remaining })}
    </Button>
  );
}

/** Under a locked article's preview: what would unlock the rest, and the way there. */
export function LockPrompt({ unlock }: { unlock: UnlockHint | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const by = unlock?.by ?? 'membership';
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
        {by === 'credit' ? t('content.lock.credit', { count: unlock?.remainingCredits ?? 0 }) : null}
      </p>
      {by === 'login' ? (
        <Button color="primary" shape="rounded" onClick={() => void navigate(loginPath(here))} data-testid="lock-login">
          {t('content.lock.loginAction')}
        </Button>
      ) : null}
      {by === 'credit' ? <CreditUnlock remaining={unlock?.remainingCredits ?? 0} /> : null}
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
