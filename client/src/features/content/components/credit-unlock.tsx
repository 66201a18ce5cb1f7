import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { notify } from '@client/lib/notify';
import { reportSubmitErrorLater } from '@client/lib/report-error-later';
import { contentKeys } from '@client/features/content/api/keys';
import { unlockArticle } from '@client/features/membership';

/** Membership's unlock (1 credit, once per article), then the article is refetched with its body. */
function useUnlock(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => unlockArticle(id),
    onSuccess: (r) => {
      notify({ key: 'content.lock.unlocked', params: { count: r.remainingCredits } });
      return qc.invalidateQueries({ queryKey: contentKeys.article(id) });
    },
    onError: (e) => {
      reportSubmitErrorLater(e);
      // the credits may have changed elsewhere: show the server's current answer
      void qc.invalidateQueries({ queryKey: contentKeys.article(id) });
    },
  });
}

/** The one-tap unlock: "Unlock with 1 of N credits", after a confirmation. */
export function CreditUnlock({ remaining }: { remaining: number }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const unlock = useUnlock(params.get('id') ?? '');
  const onTap = async () => {
    const { confirmDialog } = await import('@client/features/content/hooks/confirm-dialog');
    const ok = await confirmDialog({
      content: t('content.lock.confirm', { count: remaining }),
      confirm: t('content.lock.confirmAction'),
      cancel: t('common.cancel'),
    });
    if (ok) unlock.mutate();
  };
  return (
    <Button color="primary" shape="rounded" loading={unlock.isPending} onClick={() => void onTap()} data-testid="lock-unlock">
      {t('content.lock.unlockAction', { count: remaining })}
    </Button>
  );
}
