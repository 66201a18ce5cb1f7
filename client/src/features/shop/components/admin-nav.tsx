import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { shopAdminPaths } from '@client/features/shop/admin-paths';

const LINKS = [
  { to: paths.adminGoods, key: 'goods' },
  { to: shopAdminPaths.toShip, key: 'toShip' },
  { to: shopAdminPaths.categories, key: 'categories' },
  { to: shopAdminPaths.shipping, key: 'shipping' },
] as const;

/** The shop's staff screens, one chip each (the current one marked). */
export function AdminNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav className="shop-admin-nav" aria-label={t('shop.ops.nav')}>
      {LINKS.map((l) => (
        <Link
          key={l.key}
          to={l.to}
          className={pathname === l.to ? 'shop-chip shop-chip--on' : 'shop-chip'}
          aria-current={pathname === l.to ? 'page' : undefined}
          data-testid={`shop-admin-nav-${l.key}`}
        >
          {t(`shop.ops.${l.key}`)}
        </Link>
      ))}
    </nav>
  );
}
