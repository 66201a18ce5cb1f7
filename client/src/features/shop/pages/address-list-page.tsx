import { ADDRESSES_MAX } from '@contracts/schemas/shop';
import { Button, Dialog, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { PageLayout } from '@client/components/page-layout';
import { StateBlock } from '@client/components/deferred';
import { reportSubmitError } from '@client/lib/forms';
import { notify } from '@client/lib/notify';
import { useAddresses, useDeleteAddress, usePatchAddress } from '@client/features/shop/api/addresses';
import { AddressSummary } from '@client/features/shop/components/address-card';
import '@client/features/shop/shop.css';

/** `/pages/address/list`: the member's address book (at most 20): edit, delete, make default, add. */
export default function AddressListPage() {
  const { t } = useTranslation();
  const list = useAddresses();
  const patch = usePatchAddress();
  const remove = useDeleteAddress();
  const busy = patch.isPending || remove.isPending;
  const addresses = list.data ?? [];
  const full = addresses.length >= ADDRESSES_MAX;

  let body;
  if (list.isError) {
    body = (
      <div className="center-state" role="alert" data-testid="addresses-error">
        <StateBlock status="disconnected" title={t('shop.address.failed')} description={t('shop.list.failedText')} />
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void list.refetch()} data-testid="addresses-retry">
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (!list.data) {
    body = (
      <div style={{ padding: 16 }} data-testid="addresses-loading" role="status" aria-live="polite">
        <span className="visually-hidden">{t('common.loading')}</span>
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  } else if (addresses.length === 0) {
    body = (
      <div className="center-state" data-testid="addresses-empty">
        <StateBlock status="empty" title={t('shop.address.empty')} description={t('shop.address.emptyText')} />
      </div>
    );
  } else {
    body = (
      <ul className="shop-address-list" data-testid="address-list">
        {addresses.map((a) => (
          <li key={a.id} className="card shop-address-item" data-testid="address-item" data-id={a.id}>
            <AddressSummary address={a} />
            <div className="shop-address-item__actions">
              {a.isDefault ? null : (
                <Button
                  size="small"
                  fill="none"
                  disabled={busy}
                  onClick={() =>
                    patch.mutate(
                      { id: a.id, body: { isDefault: true } },
                      { onSuccess: () => notify({ key: 'shop.address.madeDefault' }), onError: (e) => reportSubmitError(e) },
                    )
                  }
                  data-testid="address-make-default"
                >
                  {t('shop.address.makeDefault')}
                </Button>
              )}
              <Link className="shop-link-button" to={`${paths.addressEdit}?id=${encodeURIComponent(a.id)}`} data-testid="address-edit">
                {t('shop.address.edit')}
              </Link>
              <Button
                size="small"
                fill="none"
                color="danger"
                disabled={busy}
                onClick={() =>
                  void Dialog.confirm({
                    content: t('shop.address.deleteConfirm'),
                    confirmText: t('shop.address.delete'),
                    cancelText: t('common.cancel'),
                    onConfirm: () =>
                      remove.mutate(a.id, {
                        onSuccess: () => notify({ key: 'shop.address.deleted' }),
                        onError: (e) => reportSubmitError(e),
                      }),
                  })
                }
                data-testid="address-delete"
              >
                {t('shop.address.delete')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <PageLayout title={t('shop.address.title')} testId="address-list-page">
      {body}
      <div className="shop-buybar">
        {full ? (
          <p className="shop-muted shop-small" data-testid="address-full">
            {t('shop.address.full', { max: ADDRESSES_MAX })}
          </p>
        ) : (
          <Link className="shop-primary-link" to={paths.addressEdit} data-testid="address-add">
            {t('shop.address.add')}
          </Link>
        )}
      </div>
    </PageLayout>
  );
}
