import { useState } from 'react';
import { HashRouter } from 'react-router-dom';
import { loginPath } from '@client/config/paths';
import { installApiUi } from '@client/lib/api-client';
import { prefetchInit } from '@client/lib/init';
import { AppRoutes, type AppNavigation } from '@client/app/router';
import { createQueryClient } from '@client/app/query-client';
import { AppProvider } from '@client/app/provider';
import { createUiBridge } from '@client/app/ui-bridge';

function createApp() {
  const navigation: AppNavigation = {};
  const queryClient = createQueryClient();
  installApiUi(
    createUiBridge(() => {
      // logged out: drop every cached per-user answer before showing the login page
      queryClient.clear();
      const current = navigation.current ?? (window.location.hash.replace(/^#/, '') || '/');
      if (navigation.navigate) void navigation.navigate(loginPath(current), { replace: true });
      else window.location.replace(`#${loginPath(current)}`);
    }),
  );
  // the anti-forgery token and app settings arrive with GET /common/init
  prefetchInit(queryClient);
  return { navigation, queryClient };
}

export function App() {
  const [{ navigation, queryClient }] = useState(createApp);
  return (
    <AppProvider queryClient={queryClient}>
      <HashRouter>
        <AppRoutes navigation={navigation} />
      </HashRouter>
    </AppProvider>
  );
}
