import { ActionSheet } from 'antd-mobile';
import { notify } from '@client/lib/notify';
import { detectPlatform, mapLinks, type MapVenue } from '@client/lib/map-links';

/** When the page is still in front this long after opening a map app's link, the app is missing. */
export const APP_OPEN_WAIT_MS = 2500;

/** The chooser's texts, translated by the feature that opens it. */
export interface MapChooserTexts {
  title: string;
  amap: string;
  baidu: string;
  web: string;
  cancel: string;
  /** SPEC §8 "map app not installed" (the app's web map opens instead) */
  notInstalled: string;
}

function openWeb(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/**
 * Opens a map app by its URL scheme; when the page is still in front after the wait, the app is
 * not installed: says so (SPEC §8) and opens that app's web map instead.
 */
export function openMapApp(appUrl: string, webUrl: string, notInstalled: string): void {
  const started = Date.now();
  let left = false;
  const onHide = () => {
    if (document.visibilityState === 'hidden') left = true;
  };
  document.addEventListener('visibilitychange', onHide);
  window.location.href = appUrl;
  setTimeout(() => {
    document.removeEventListener('visibilitychange', onHide);
    if (!left && document.visibilityState === 'visible' && Date.now() - started < APP_OPEN_WAIT_MS + 1500) {
      notify(notInstalled);
      openWeb(webUrl);
    }
  }, APP_OPEN_WAIT_MS);
}

/** The map-app chooser: Amap, Baidu Maps (URL schemes, their web maps as fall-back) or the web map. */
export function MapChooser({ venue, visible, onClose, texts }: { venue: MapVenue; visible: boolean; onClose: () => void; texts: MapChooserTexts }) {
  const links = mapLinks(venue, detectPlatform(navigator.userAgent));
  return (
    <ActionSheet
      visible={visible}
      onClose={onClose}
      extra={texts.title}
      cancelText={texts.cancel}
      actions={[
        { key: 'amap', text: texts.amap, onClick: () => openMapApp(links.amap, links.amapWeb, texts.notInstalled) },
        { key: 'baidu', text: texts.baidu, onClick: () => openMapApp(links.baidu, links.baiduWeb, texts.notInstalled) },
        { key: 'web', text: texts.web, onClick: () => openWeb(links.web) },
      ]}
      onAction={onClose}
    />
  );
}
