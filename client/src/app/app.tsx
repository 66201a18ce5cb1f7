import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HashRouter } from 'react-router-dom';
import { loginPath } from '@client/config/paths';
import { installApiUi } from '@client/lib/api-client';
import { afterPaint } from '@client/lib/after-paint';
import { prefetchInit } from '@client/lib/init';
import { AppRoutes, type AppNavigation } from '@client/app/router';
import { AppProvider } from '@client/app/provider';
import { createUiBridge } from '@client/app/ui-bridge';

function createApp(queryClient: QueryClient) {
  const navigation: AppNavigation = {};
  installApiUi(
    createUiBridge(() => {
      // logged out: drop every cached per-user answer before showing the login page
      queryClient.clear();
      const current = navigation.current ?? (window.location.hash.replace(/^#/, '') || '/');
      if (navigation.navigate) void navigation.navigate(loginPath(current), { replace: true });
      else window.location.replace(`#${loginPath(current)}`);
    }),
  );
  // the app settings (and an anti-forgery token, which every answer also brings) with GET
  // /common/init, once the first screen is up: no first screen shows them (issue #25)
  afterPaint(() => prefetchInit(queryClient));
  return { navigation, queryClient };
}

/** The app; `queryClient` is created before it (main.tsx) so the first page's requests can start beside its chunk. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  const [{ navigation }] = useState(() => createApp(queryClient));
  return (
    <AppProvider queryClient={queryClient}>
      <HashRouter>
        <AppRoutes navigation={navigation} />
      </HashRouter>
    </AppProvider>
  );
}
