import { ActionSheet } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { notify } from '@client/lib/notify';
import { detectPlatform, mapLinks, type MapVenue } from '@client/features/commerce/exhibitions/utils/map-links';

/** When the page is still in front this long after opening a map app's link, the app is missing. */
const APP_OPEN_WAIT_MS = 2500;

function openApp(url: string): void {
  const started = Date.now();
  window.location.href = url;
  setTimeout(() => {
    if (document.visibilityState === 'visible' && Date.now() - started < APP_OPEN_WAIT_MS + 1500) {
      notify({ key: 'exhibitions.map.notInstalled' });
    }
  }, APP_OPEN_WAIT_MS);
}

/** The map-app chooser: Amap, Baidu Maps (URL schemes) or the web map. */
export function MapChooser({ venue, visible, onClose }: { venue: MapVenue; visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const links = mapLinks(venue, detectPlatform(navigator.userAgent));
  return (
    <ActionSheet
      visible={visible}
      onClose={onClose}
      extra={t('exhibitions.map.title')}
      cancelText={t('common.cancel')}
      actions={[
        { key: 'amap', text: t('exhibitions.map.amap'), onClick: () => openApp(links.amap) },
        { key: 'baidu', text: t('exhibitions.map.baidu'), onClick: () => openApp(links.baidu) },
        {
          key: 'web',
          text: t('exhibitions.map.web'),
          onClick: () => {
            window.open(links.web, '_blank', 'noopener,noreferrer');
          },
        },
      ]}
      onAction={onClose}
    />
  );
}
