import type { InitDto } from '@contracts/api';
import { useTranslation } from 'react-i18next';

export type StoreKey = keyof InitDto['stores'];

/** Which stores a platform is offered (a desktop sees every one configured). */
export const STORES_FOR: Record<'ios' | 'android' | 'desktop', readonly StoreKey[]> = {
  ios: ['appStore'],
  android: ['googlePlay', 'market', 'apk'],
  desktop: ['appStore', 'googlePlay', 'market', 'apk'],
};

/** A store's badge (text and the store's initial, no store artwork) linking to its page. */
export function StoreBadges({ stores, keys }: { stores: InitDto['stores']; keys: readonly StoreKey[] }) {
  const { t } = useTranslation();
  const shown = keys.filter((k) => stores[k]);
  if (shown.length === 0) return null;
  return (
    <ul className="dv-badges">
      {shown.map((k) => (
        <li key={k}>
          <a className={`dv-badge dv-badge--${k}`} href={stores[k] ?? undefined} target="_blank" rel="noopener noreferrer" data-testid={`store-${k}`}>
            <span className="dv-badge__mark" aria-hidden>
              {k === 'appStore' ? '' : k === 'googlePlay' ? '▶' : k === 'market' ? '宝' : '⤓'}
            </span>
            <span className="dv-badge__text">
              {k !== 'apk' ? <small>{t(k === 'appStore' ? 'device.stores.badgeDownload' : 'device.stores.badgeGet')}</small> : null}
              <strong>{t(`device.download.${k}`)}</strong>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
