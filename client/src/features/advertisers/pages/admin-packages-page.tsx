import type { AdPackageAdminDto } from '@contracts/schemas/advertisers';
import { Button, Dialog, ErrorBlock, Tag } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '@client/components/page-layout';
import { BusinessError } from '@client/lib/api-client';
import { reportSubmitError } from '@client/lib/forms';
import { serverLanguage } from '@client/lib/language';
import { formatMoney } from '@client/lib/money';
import { notify } from '@client/lib/notify';
import { useLocale } from '@client/lib/use-locale';
import { useAdminPackages, usePackageAction } from '@client/features/advertisers/api/admin';
import { LoadState } from '@client/features/advertisers/components/load-state';
import { PackageForm } from '@client/features/advertisers/components/package-form';
import '@client/features/advertisers/advertisers.css';

function Row({ pkg, onEdit }: { pkg: AdPackageAdminDto; onEdit: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const action = usePackageAction();

  const setActive = async (active: boolean) => {
    await action.mutateAsync({ kind: 'save', save: { id: pkg.id, body: { active } } }).then(
      () => notify({ key: active ? 'advertisers.adminPackages.activated' : 'advertisers.adminPackages.deactivated' }),
      (e: unknown) => reportSubmitError(e),
    );
  };

  const remove = async () => {
    const sure = await Dialog.confirm({
      content: t('advertisers.adminPackages.confirmDelete'),
      confirmText: t('advertisers.adminPackages.delete'),
      cancelText: t('common.cancel'),
    });
    if (!sure) return;
    // the promise, not mutate()'s callbacks: those are dropped when the deleted row leaves the list first
    await action.mutateAsync({ kind: 'delete', id: pkg.id }).then(
      () => notify({ key: 'advertisers.adminPackages.deleted' }),
      async (e: unknown) => {
        // a package that was bought is refused (its campaigns keep it): offer to take it off sale instead
        if (!(e instanceof BusinessError) || !pkg.active) {
          reportSubmitError(e);
          return;
        }
        const off = await Dialog.confirm({
          content: e.message,
          confirmText: t('advertisers.adminPackages.deactivate'),
          cancelText: t('common.cancel'),
        });
        if (off) await setActive(false);
      },
    );
  };

  return (
    <li className="card ad-admin-row ad-package-row" data-testid="ad-package-row" data-package-id={pkg.id} data-active={pkg.active}>
      <div className="ad-package-row__text">
        <span className="ad-admin-row__title">{pkg.names[serverLanguage(locale)]}</span>
        <span className="ad-admin-row__meta ad-package-row__meta">
          <Tag color={pkg.active ? '#007a50' : '#595959'} fill="outline" data-testid="ad-package-state">
            {t(pkg.active ? 'advertisers.adminPackages.isActive' : 'advertisers.adminPackages.inactive')}
          </Tag>
          <span>{t(`advertisers.packages.slot.${pkg.slot}`)}</span>
          <span>{t('advertisers.packages.days', { count: pkg.days })}</span>
          <span className="ad-package-row__price">{formatMoney(pkg.price, pkg.currency)}</span>
        </span>
      </div>
      <div className="ad-actions ad-actions--row">
        <Button size="mini" onClick={onEdit} data-testid="ad-package-edit">
          {t('advertisers.adminPackages.edit')}
        </Button>
        <Button size="mini" loading={action.isPending} onClick={() => void setActive(!pkg.active)} data-testid="ad-package-toggle">
          {t(pkg.active ? 'advertisers.adminPackages.deactivate' : 'advertisers.adminPackages.activate')}
        </Button>
        <Button
          size="mini"
          color="danger"
          fill="outline"
          loading={action.isPending}
          onClick={() => void remove()}
          data-testid="ad-package-delete"
        >
          {t('advertisers.adminPackages.delete')}
        </Button>
      </div>
    </li>
  );
}

/** Admins: the placement packages (every one, on sale or not): create, edit, put on or off sale, delete. */
export default function AdminPackagesPage() {
  const { t } = useTranslation();
  const list = useAdminPackages();
  const [editing, setEditing] = useState<{ pkg: AdPackageAdminDto | null } | null>(null);
  return (
    <PageLayout
      title={t('advertisers.adminPackages.title')}
      testId="ad-admin-packages-page"
      right={
        <Button size="mini" color="primary" fill="none" onClick={() => setEditing({ pkg: null })} data-testid="ad-package-new">
          <AddOutline aria-hidden /> {t('advertisers.adminPackages.new')}
        </Button>
      }
    >
      <LoadState query={list} testId="ad-admin-packages">
        {(packages) =>
          packages.length === 0 ? (
            <div className="center-state" data-testid="ad-admin-packages-empty">
              <ErrorBlock
                status="empty"
                title={t('advertisers.adminPackages.empty')}
                description={t('advertisers.adminPackages.emptyText')}
              />
            </div>
          ) : (
            <ul className="ad-admin-list" data-testid="ad-admin-packages-list">
              {packages.map((p) => (
                <Row key={p.id} pkg={p} onEdit={() => setEditing({ pkg: p })} />
              ))}
            </ul>
          )
        }
      </LoadState>
      <PackageForm pkg={editing?.pkg ?? null} open={editing !== null} onClose={() => setEditing(null)} />
    </PageLayout>
  );
}
