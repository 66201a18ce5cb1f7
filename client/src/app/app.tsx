import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { loginPath } from '@client/config/paths';
import { installApiUi } from '@client/lib/api-client';
import { prefetchInit } from '@client/lib/init';
import { createAppRouter } from '@client/app/router';
import { createQueryClient } from '@client/app/query-client';
import { AppProvider } from '@client/app/provider';
import { createUiBridge } from '@client/app/ui-bridge';

function createApp() {
  const router = createAppRouter();
  const queryClient = createQueryClient();
  installApiUi(
    createUiBridge(() => {
      const { pathname, search } = router.state.location;
      // logged out: drop every cached per-user answer before showing the login page
      queryClient.clear();
      void router.navigate(loginPath(`${pathname}${search}`), { replace: true });
    }),
  );
  // the anti-forgery token and app settings arrive with GET /common/init
  prefetchInit(queryClient);
  return { router, queryClient };
}

export function App() {
  const [{ router, queryClient }] = useState(createApp);
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
