import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { LOGIN_REDIRECT_DELAY_MS, loginPath } from '@client/config/paths';
import { needsLogin } from '@client/app/route-table';
import { DelayedFallback } from '@client/components/delayed-fallback';
import { DeferredNoticeBar } from '@client/components/deferred';
import { NETWORK_ERROR_EVENT } from '@client/lib/api-client';
import { session } from '@client/lib/session';
import { useOnline } from '@client/lib/use-online';
import { useSession } from '@client/lib/use-session';
import type { NetworkErrorEventDetail } from '@client/app/ui-bridge';

const BANNER_MS = 4000;

/** Shows 'server too busy, please retry later' for server-side and transport failures. */
function NetworkBanner() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onError = (event: Event) => {
      const detail = (event as CustomEvent<NetworkErrorEventDetail>).detail;
      if (!detail || (detail.status !== 0 && detail.status < 500)) return;
      setMessage(detail.message);
      clearTimeout(timer);
      timer = setTimeout(() => setMessage(null), BANNER_MS);
    };
    window.addEventListener(NETWORK_ERROR_EVENT, onError);
    return () => {
      window.removeEventListener(NETWORK_ERROR_EVENT, onError);
      clearTimeout(timer);
    };
  }, []);
  if (!message) return null;
  return (
    <div className="network-banner" role="status" data-testid="network-banner">
      <DeferredNoticeBar content={message} color="alert" closeable onClose={() => setMessage(null)} />
    </div>
  );
}

/**
 * Issue #35: while the browser is offline, one line on every page says what still opens (the
 * ticket wallet, downloaded articles) and that the rest needs a connection. Plain markup: it must
 * render from the cached shell with no further chunk.
 */
function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      {t('offline.banner')}
    </div>
  );
}

/**
 * The needs-login guard (SPEC §2): any navigation — tab switch, redirect, link — to a page on
 * the needs-login list without a token goes to the login page after 200 ms, carrying the page
 * as `redirect`. Also remembers the last url.
 */
export function RootLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const { token } = useSession();
  const target = `${location.pathname}${location.search}`;
  const blocked = !token && needsLogin(location.pathname);

  useEffect(() => {
    session.setLastUrl(target);
  }, [target]);

  useEffect(() => {
    if (!blocked) return;
    const timer = setTimeout(() => {
      void navigate(loginPath(target), { replace: true });
    }, LOGIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [blocked, navigate, target]);

  return (
    <>
      <OfflineBanner />
      <NetworkBanner />
      {blocked ? <DelayedFallback /> : <Outlet />}
    </>
  );
}
