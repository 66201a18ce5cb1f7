import { LeftOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGoBack } from '@client/lib/use-go-back';

type Props = {
  title: ReactNode;
  /** show the back button (default true) */
  back?: boolean;
  onBack?: () => void;
  right?: ReactNode;
  /** the brand variant: theme-coloured bar with the product name */
  brand?: boolean;
};

/** The custom navigation bar: a real back button, the page title as the page's h1, a right slot. */
export function AppNavBar({ title, back = true, onBack, right, brand = false }: Props) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  return (
    <header className={brand ? 'reef-nav reef-nav--brand' : 'reef-nav'}>
      <div className="reef-nav__side">
        {back ? (
          <button type="button" className="icon-button" aria-label={t('common.back')} data-testid="nav-back" onClick={onBack ?? goBack}>
            <LeftOutline aria-hidden />
          </button>
        ) : null}
      </div>
      <h1 className="reef-nav__title">{title}</h1>
      <div className="reef-nav__side reef-nav__side--right">{right}</div>
    </header>
  );
}
