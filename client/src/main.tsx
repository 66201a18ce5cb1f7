import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyLaunchRewrite } from '@client/app/launch';
import { installAntdRender } from '@client/app/antd-render';
import { initI18n } from '@client/lib/i18n';
import { App } from '@client/app/app';
import '@client/app/styles.css';

// SPEC §2: a third-party login callback is rewritten into the hash route before the router starts
applyLaunchRewrite();
installAntdRender();
initI18n();

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
