/**
 * The app-upgrade dialog (SPEC §2; issue #35): "A new version is ready" with Reload for a newer
 * build or worker; "Version x is available" with Get it (the download page) for a newer published
 * app. Imperative (antd-mobile's Dialog), opened from anywhere after the first paint.
 */
import { Dialog } from 'antd-mobile';
import { i18next } from '@client/lib/i18n';
import { paths } from '@client/config/paths';
import type { Upgrade } from '@client/lib/pwa/upgrade';

export async function showUpgradeDialog(upgrade: Upgrade): Promise<void> {
  const t = i18next.t.bind(i18next);
  if (upgrade.kind === 'app') {
    const go = await Dialog.confirm({
      title: t('upgrade.appTitle', { version: upgrade.version }),
      content: <div data-testid="upgrade-dialog" data-kind="app">{t('upgrade.appBody')}</div>,
      confirmText: t('upgrade.getIt'),
      cancelText: t('upgrade.later'),
    });
    if (go) window.location.hash = `#${paths.downloadXz}`;
    return;
  }
  const reload = await Dialog.confirm({
    title: t('upgrade.readyTitle'),
    content: (
      <div data-testid="upgrade-dialog" data-kind={upgrade.kind}>
        {t('upgrade.readyBody')}
      </div>
    ),
    confirmText: t('upgrade.reload'),
    cancelText: t('upgrade.later'),
  });
  if (reload) window.location.reload();
}
