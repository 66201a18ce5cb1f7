import { Button, ProgressBar } from 'antd-mobile';
import { useEffect, useReducer, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '@client/components/brand-mark';
import { StateBlock } from '@client/components/deferred';
import { PageLayout } from '@client/components/page-layout';
import { env } from '@client/config/env';
import { canCancel, canRetry, INITIAL_DOWNLOAD, nextDownload, type DownloadState } from '@client/lib/download-machine';
import { useInit } from '@client/lib/init';
import { downloadPlatform, runsInstalled, type DownloadPlatform } from '@client/lib/platform';
import { installPromptAvailable, listenForInstallPrompt, onInstallPromptChange, promptInstall } from '@client/lib/pwa/install-prompt';
import { appFileList, DownloadFailure, downloadAppFiles } from '@client/lib/pwa/offline-download';
import { registerAppWorker } from '@client/lib/pwa/start';
import { PageQr } from '@client/features/device/components/page-qr';
import { StoreBadges, STORES_FOR } from '@client/features/device/components/store-buttons';
import '@client/features/device/device.css';

/** How long preparing waits for the app's worker before going on without it (it keeps installing behind). */
const WORKER_WAIT_MS = 3000;

function reasonOf(err: unknown): string {
  if (err instanceof DownloadFailure) return err.message;
  return err instanceof Error ? err.message : String(err);
}

function useInstallPrompt(): boolean {
  useEffect(listenForInstallPrompt, []);
  return useSyncExternalStore(onInstallPromptChange, installPromptAvailable, () => false);
}

/** SPEC §4's download states, drawn (a live region: screen readers hear each state). */
function DownloadStateView({ state, ios }: { state: DownloadState; ios: boolean }) {
  const { t } = useTranslation();
  let text: string;
  switch (state.status) {
    case 'downloading':
      text = t('device.download.state.downloading', { percent: state.percent });
      break;
    case 'failed':
      text = t(state.from === 'installing' ? 'device.download.installFailed' : 'device.download.state.failed', { reason: state.reason });
      break;
    case 'complete':
      text = t(state.installed ? 'device.download.state.complete' : 'device.download.state.completeOffline');
      break;
    default:
      text = t(`device.download.state.${state.status}`);
  }
  return (
    <div className="dv-state" data-testid="download-state" data-status={state.status} role="status" aria-live="polite">
      <p className={`dv-state__text dv-state__text--${state.status}`}>{text}</p>
      {state.status === 'downloading' ? <ProgressBar percent={state.percent} aria-hidden /> : null}
      {state.status === 'installing' && ios ? <IosSteps /> : null}
    </div>
  );
}

function IosSteps() {
  const { t } = useTranslation();
  return (
    <section className="dv-ios" data-testid="ios-steps" aria-label={t('device.download.iosTitle')}>
      <h3 className="dv-subtitle">{t('device.download.iosTitle')}</h3>
      <ol>
        <li>{t('device.download.iosStep1')}</li>
        <li>{t('device.download.iosStep2')}</li>
        <li>{t('device.download.iosStep3')}</li>
      </ol>
    </section>
  );
}

/** The web app's "download": its files into the offline cache, then the install prompt. */
function WebInstall({ platform }: { platform: DownloadPlatform }) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(nextDownload, INITIAL_DOWNLOAD);
  const run = useRef<AbortController | null>(null);
  // the browser's own prompt, kept when it offers one (Chromium); shown from "Add to home screen"
  const promptReady = useInstallPrompt();
  const ios = platform === 'ios';
  const [hint, setHint] = useState(false);
  useEffect(() => () => run.current?.abort(), []);

  const start = async (event: 'start' | 'retry') => {
    run.current?.abort();
    const ctrl = new AbortController();
    run.current = ctrl;
    setHint(false);
    dispatch({ type: event });
    try {
      await Promise.race([registerAppWorker(), new Promise((r) => setTimeout(r, WORKER_WAIT_MS))]);
      const files = await appFileList(ctrl.signal);
      ctrl.signal.throwIfAborted();
      dispatch({ type: 'files', total: files.length });
      await downloadAppFiles(files, (done) => dispatch({ type: 'progress', done }), ctrl.signal);
      dispatch({ type: 'downloaded' });
    } catch (err) {
      if (!ctrl.signal.aborted) dispatch({ type: 'fail', reason: reasonOf(err) });
    }
  };

  const install = async () => {
    dispatch({ type: 'install' });
    if (ios) return; // the steps show; "Done" completes
    try {
      const outcome = await promptInstall();
      if (outcome === 'dismissed') dispatch({ type: 'cancel' });
      else {
        if (outcome === 'unavailable') setHint(true);
        dispatch({ type: 'installed', installed: outcome === 'accepted' });
      }
    } catch (err) {
      dispatch({ type: 'fail', reason: reasonOf(err) });
    }
  };

  const cancel = () => {
    run.current?.abort();
    dispatch({ type: 'cancel' });
  };

  return (
    <section className="card dv-card" aria-labelledby="dv-web-title" data-testid="web-install">
      <h2 id="dv-web-title" className="dv-subtitle">
        {t('device.download.webTitle')}
      </h2>
      <p className="dv-muted">{t('device.download.webHint')}</p>
      <DownloadStateView state={state} ios={ios} />
      {hint ? (
        <p className="dv-muted" data-testid="install-hint">
          {t('device.download.noPrompt')}
        </p>
      ) : null}
      <div className="dv-actions">
        {state.status === 'idle' ? (
          <Button color="primary" onClick={() => void start('start')} data-testid="download-start">
            {t('device.download.start')}
          </Button>
        ) : null}
        {state.status === 'downloaded' ? (
          <Button color="primary" onClick={() => void install()} data-testid="download-install" data-prompt={promptReady ? 'browser' : 'none'}>
            {t('device.download.install')}
          </Button>
        ) : null}
        {state.status === 'installing' && ios ? (
          <Button color="primary" onClick={() => dispatch({ type: 'installed', installed: false })} data-testid="download-done">
            {t('device.download.done')}
          </Button>
        ) : null}
        {canCancel(state) && !(state.status === 'installing' && ios) ? (
          <Button fill="outline" onClick={cancel} data-testid="download-cancel">
            {t('device.download.cancel')}
          </Button>
        ) : null}
        {canRetry(state) ? (
          <Button color="primary" onClick={() => void start('retry')} data-testid="download-retry">
            {t('device.download.retry')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/**
 * The app download pages (SPEC §2 xz and xiazaih5; issue #35): what the visitor's platform can do —
 * WeChat: open in the browser; desktop: the page's QR code; phones: the configured stores — and
 * the web app's own download with SPEC §4's states.
 */
export default function DownloadPage() {
  const { t } = useTranslation();
  const init = useInit();
  const platform = downloadPlatform(navigator.userAgent, navigator.maxTouchPoints);
  const installed = runsInstalled();
  const stores = init.data?.stores;
  const storeKeys = platform === 'wechat' ? [] : STORES_FOR[platform];
  const anyStore = !!stores && storeKeys.some((k) => stores[k]);

  return (
    <PageLayout title={t('device.download.title')} testId="download-page">
      <div className="dv-hero" data-platform={platform} data-testid="download-hero">
        <BrandMark size={72} />
        <h2 className="dv-hero__name">{t('app.name')}</h2>
        <p className="dv-muted">{t('device.download.tagline')}</p>
        <p className="dv-muted dv-small">{t('device.download.version', { version: init.data?.latest.version ?? env.appVersion })}</p>
      </div>

      {platform === 'wechat' ? (
        <section className="card dv-card dv-wechat" data-testid="wechat-hint" role="note">
          <h2 className="dv-subtitle">{t('device.download.wechatTitle')}</h2>
          <p>{t('device.download.wechatHint')}</p>
          <span className="dv-wechat__arrow" aria-hidden>
            ↗
          </span>
        </section>
      ) : null}

      {platform === 'desktop' ? (
        <section className="card dv-card dv-qr" data-testid="desktop-qr">
          <h2 className="dv-subtitle">{t('device.download.desktopTitle')}</h2>
          <PageQr alt={t('device.download.qrAlt')} />
          <p className="dv-muted">{t('device.download.desktopHint')}</p>
        </section>
      ) : null}

      {platform !== 'wechat' ? (
        <section className="card dv-card" aria-labelledby="dv-stores-title" data-testid="download-stores">
          <h2 id="dv-stores-title" className="dv-subtitle">
            {t('device.download.stores')}
          </h2>
          {init.isError ? <StateBlock status="disconnected" title={t('errors.networkRequest')} /> : null}
          {stores && anyStore ? <StoreBadges stores={stores} keys={storeKeys} /> : null}
          {stores && !anyStore ? (
            <p className="dv-muted" data-testid="no-stores">
              {t('device.download.noStores')}
            </p>
          ) : null}
        </section>
      ) : null}

      {platform !== 'wechat' && !installed ? <WebInstall platform={platform} /> : null}
    </PageLayout>
  );
}
