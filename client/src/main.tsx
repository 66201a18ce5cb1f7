// First: zod (in later chunks) must find its no-eval setting before it first parses (lib/zod-jitless.ts).
import '@client/lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyLaunchRewrite } from '@client/app/launch';
import { initI18n } from '@client/lib/i18n';
import { App } from '@client/app/app';
import { preloadRoute } from '@client/app/router';
import { createQueryClient } from '@client/app/query-client';
import { afterPaint } from '@client/lib/after-paint';
import { firstFramePainted } from '@client/lib/first-screen';
import '@client/app/styles.css';

// SPEC §2: a third-party login callback is rewritten into the hash route before the router starts
applyLaunchRewrite();
// Issue #25: the chosen language's texts and the first page's chunk are fetched side by side; the
// app renders once both are in, so its first frame shows the page (a failed page chunk shows its
// error state then).
// The first page's API requests start beside them too, into the app's query cache.
const languageReady = initI18n().catch(() => initI18n()); // one retry for a dropped chunk
const queryClient = createQueryClient();
const firstPage = preloadRoute(window.location.hash, queryClient);

const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  Promise.all([languageReady, firstPage]).then(
    () => {
      root.render(
        <StrictMode>
          <App queryClient={queryClient} />
        </StrictMode>,
      );
      firstFramePainted();
      // antd-mobile's imperative dialogs (Dialog.confirm…) need it; nothing on the first screen does
      afterPaint(() => void import('@client/app/antd-render').then((m) => m.installAntdRender()));
      // issue #35: the service worker (installable app, offline shell and ticket wallet), after
      // the first screen and the page's load: never in the first chunk nor before the first paint
      afterPaint(() => void import('@client/lib/pwa/start').then((m) => m.startPwa()));
    },
    () => {
      container.textContent = 'Reefline could not load. Please reload. / Reefline 加载失败，请刷新。';
    },
  );
}
