import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { reportSubmitErrorLater } from '@client/lib/report-error-later';
import { useSession } from '@client/lib/use-session';
import { useFollow } from '@client/features/content/api/authors';
import { useRequireLogin } from '@client/features/content/hooks/use-require-login';

type Props = { authorId: string; followed: boolean | undefined; size?: 'mini' | 'small' };

/** Follow / unfollow an author; a guest is asked to log in first; nobody follows themself. */
export function FollowButton({ authorId, followed, size = 'small' }: Props) {
  const { t } = useTranslation();
  const { user } = useSession();
  const follow = useFollow(authorId);
  const requireLogin = useRequireLogin();
  if (user && String(user.id) === authorId) return null;
  const on = !!followed;
  return (
    <Button
      size={size}
      shape="rounded"
      color="primary"
      fill={on ? 'outline' : 'solid'}
      loading={follow.isPending}
      aria-pressed={on}
      data-testid="follow-button"
      onClick={() => {
        if (!requireLogin(t('content.login.follow'))) return;
        follow.mutate(!on, { onError: reportSubmitErrorLater });
      }}
    >
      {on ? t('content.author.following') : t('content.author.follow')}
    </Button>
  );
}
