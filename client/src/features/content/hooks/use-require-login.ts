import { Dialog } from 'antd-mobile';
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
      Dialog.show({
        title: t('content.login.title'),
        content: reason,
        closeOnAction: true,
        closeOnMaskClick: true,
        actions: [
          [
            { key: 'cancel', text: t('common.cancel') },
            {
              key: 'login',
              text: t('content.login.go'),
              bold: true,
              onClick: () => void navigate(loginPath(`${location.pathname}${location.search}`)),
            },
          ],
        ],
      });
      return false;
    },
    [token, t, navigate, location.pathname, location.search],
  );
}
