import type { Logistics } from '@contracts/schemas/shop';
import { Button, Dialog, Skeleton } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { PageLayout } from '@client/components/page-layout';
import { StateBlock } from '@client/components/deferred';
import { copyText } from '@client/components/share-sheet';
import { isNotFound } from '@client/lib/api-client';
import { reportSubmitError } from '@client/lib/forms';
import { serverLanguage } from '@client/lib/language';
import { notify } from '@client/lib/notify';
import { formatDateTime } from '@client/lib/time-text';
import { useLocale } from '@client/lib/use-locale';
import { useUserEvent } from '@client/lib/user-events';
import { useLogistics } from '@client/features/shop/api/fulfilment';
import { useReceiveGoodsOrder } from '@client/features/shop/api/receive';
import { shopKeys } from '@client/features/shop/api/keys';
import { canReceive } from '@client/features/shop/utils/logistics';
import '@client/features/shop/shop.css';

async function copyWaybill(text: string): Promise<void> {
  notify({ key: (await copyText(text)) ? 'shop.logistics.copied' : 'shop.logistics.copyFailed' });
}

/** The "Confirm receipt" button: asks first, then completes the order. */
export function ReceiveButton({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const receive = useReceiveGoodsOrder();
  const ask = async () => {
    const yes = await Dialog.confirm({
      content: t('shop.logistics.receiveConfirm'),
      confirmText: t('shop.logistics.receive'),
      cancelText: t('common.back'),
    });
    if (!yes) return;
    receive.mutate(orderId, { onSuccess: () => notify({ key: 'shop.logistics.received' }), onError: (e) => reportSubmitError(e) });
  };
  return (
    <Button block color="primary" shape="rounded" loading={receive.isPending} onClick={() => void ask()} data-testid="logistics-receive">
      {t('shop.logistics.receive')}
    </Button>
  );
}

function Parcel({ data, waybill }: { data: Logistics; waybill: string }) {
  const { t } = useTranslation();
  const number = data.trackingNumber ?? waybill;
  return (
    <>
      <section className="card shop-panel shop-parcel" data-testid="logistics-head">
        <div className="shop-parcel__row">
          <h2 className="shop-parcel__status" data-testid="logistics-status" data-status={data.status}>
            {t(`shop.logistics.status.${data.status}`)}
          </h2>
          {data.carrierName ? (
            <span className="shop-parcel__carrier" data-testid="logistics-carrier">
              {data.carrierName}
            </span>
          ) : null}
        </div>
        {number ? (
          <div className="shop-parcel__row">
            <span className="shop-muted">
              {t('shop.logistics.waybill')} <span data-testid="logistics-waybill">{number}</span>
            </span>
            <button type="button" className="link-button" onClick={() => void copyWaybill(number)} data-testid="logistics-copy">
              {t('shop.logistics.copy')}
            </button>
          </div>
        ) : null}
        {data.autoReceiveAt ? (
          <p className="shop-muted shop-small" data-testid="logistics-auto">
            {t('shop.logistics.autoReceive', { time: formatDateTime(data.autoReceiveAt) })}
          </p>
        ) : null}
        {data.receivedAt ? (
          <p className="shop-muted shop-small" data-testid="logistics-received-at">
            {t('shop.logistics.receivedAt', { time: formatDateTime(data.receivedAt) })}
          </p>
        ) : null}
      </section>
      {data.events.length === 0 ? (
        <div className="center-state" data-testid="logistics-empty">
          <StateBlock status="empty" title={t('shop.logistics.notShipped')} description={t('shop.logistics.notShippedText')} />
        </div>
      ) : (
        <section className="card shop-panel">
          <h3 className="shop-parcel__title">{t('shop.logistics.timeline')}</h3>
          <ol className="shop-timeline" data-testid="logistics-timeline">
            {data.events.map((e, i) => (
              <li
                key={`${e.time}-${i}`}
                className={i === 0 ? 'shop-timeline__item shop-timeline__item--now' : 'shop-timeline__item'}
                data-testid="logistics-event"
                data-status={e.status}
              >
                <span className="shop-timeline__text">{e.text}</span>
                <time className="shop-timeline__time" dateTime={e.time}>
                  {formatDateTime(e.time)}
                </time>
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}

/** `/pages/order/logistics?order_id=&express_id=`: a goods order's parcel, its timeline, and "Confirm receipt". */
export default function LogisticsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderId = params.get('order_id') ?? '';
  const waybill = params.get('express_id') ?? '';
  const lang = serverLanguage(useLocale());
  const q = useLogistics(orderId, lang);
  const client = useQueryClient();
  // the parcel moves (a scan, a delivery, an automatic receipt): orders' push says so
  useUserEvent('order:update', (event) => {
    if (event?.orderId === orderId) void client.invalidateQueries({ queryKey: shopKeys.logisticsOf(orderId) });
  });

  let body;
  if (!orderId || (q.isError && isNotFound(q.error))) {
    body = (
      <div className="center-state" data-testid="logistics-missing">
        <StateBlock status="empty" title={t('shop.logistics.missing')} description={t('shop.logistics.missingText')} />
      </div>
    );
  } else if (q.isError) {
    body = (
      <div className="center-state" role="alert" data-testid="logistics-error">
        <StateBlock status="disconnected" title={t('shop.logistics.failed')} description={t('shop.list.failedText')} />
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void q.refetch()} data-testid="logistics-retry">
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (!q.data) {
    body = (
      <div style={{ padding: 16 }} data-testid="logistics-loading" role="status" aria-live="polite">
        <span className="visually-hidden">{t('common.loading')}</span>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  } else {
    body = <Parcel data={q.data} waybill={waybill} />;
  }

  return (
    <PageLayout title={t('shop.logistics.title')} testId="logistics-page">
      {body}
      {orderId ? (
        <div className="shop-buybar">
          <Link className="shop-link-button" to={`${paths.orderDetail}?id=${encodeURIComponent(orderId)}`} data-testid="logistics-order">
            {t('shop.logistics.order')}
          </Link>
          {q.data && canReceive(q.data) ? (
            <div className="shop-buybar__add">
              <ReceiveButton orderId={orderId} />
            </div>
          ) : null}
        </div>
      ) : null}
    </PageLayout>
  );
}
