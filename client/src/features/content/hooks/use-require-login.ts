import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginPath } from '@client/config/paths';
import { useSession } from '@client/lib/use-session';

/**
 * For actions that need a session (follow, like, favourite): true when the reader is logged in;
 * a guest is asked to log in and, if they agree, sent to the login page that comes back here.
 */
export function useRequireLogin(): (reason: string) => boolean {
  const { t } = useTranslation();
  const { token } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (reason: string) => {
      if (token) return true;
      const texts = { title: t('content.login.title'), content: reason, cancel: t('common.cancel'), go: t('content.login.go') };
      const goLogin = () => void navigate(loginPath(`${location.pathname}${location.search}`));
      void import('@client/features/content/hooks/login-dialog').then((m) => m.showLoginDialog(texts, goLogin));
      return false;
    },
    [token, t, navigate, location.pathname, location.search],
  );
}
