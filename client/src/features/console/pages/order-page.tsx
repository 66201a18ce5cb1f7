import {
  STAFF_REFUND_REASON_MAX,
  staffRefundSchema,
  type OrderTimelineEntry,
  type StaffOrderDetail,
} from '@contracts/schemas/admin-orders';
import { isUuid } from '@contracts/validators';
import { Button, ErrorBlock, Form, Skeleton, Tag } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageLayout } from '@client/components/page-layout';
import { ReasonSheet } from '@client/components/reason-sheet';
import { paths } from '@client/config/paths';
import { isNotFound } from '@client/lib/api-client';
import { reportSubmitError, validateForm } from '@client/lib/forms';
import { formatPrice } from '@client/lib/money';
import { notify } from '@client/lib/notify';
import { formatDateTime } from '@client/lib/time-text';
import { useLocale } from '@client/lib/use-locale';
import { useThrottledAction } from '@client/lib/use-throttled-action';
import { newRefundKey, useStaffOrder, useStaffRefund } from '@client/features/console/api/orders';
import { PEOPLE_ROLES, StaffOnly } from '@client/features/console/components/staff-only';
import '@client/features/console/console.css';

/** Units not refunded yet, as the order's running refunded amount says (the server decides anyway). */
function unitsLeft(o: StaffOrderDetail['order']): number {
  if (o.total <= 0) return o.quantity;
  return Math.max(0, o.quantity - Math.round((o.refundedAmount * o.quantity) / o.total));
}

/** Refund some units with a reason; one Idempotency-Key per opening of the sheet (a double tap refunds once). */
function RefundSheet({ detail, open, onClose }: { detail: StaffOrderDetail; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<{ reason?: string }>();
  const left = unitsLeft(detail.order);
  const [units, setUnits] = useState(left);
  const key = useRef(newRefundKey());
  const refund = useStaffRefund(detail.order.id);
  const o = detail.order;
  const amount = Math.floor((o.total * units) / o.quantity);
  const onSubmit = useThrottledAction(() => {
    const reason: unknown = form.getFieldValue('reason');
    const valid = validateForm(form, staffRefundSchema, { quantity: units, reason: typeof reason === 'string' ? reason : '' }, ['reason']);
    if (!valid) return;
    refund.mutate(
      { input: valid, key: key.current },
      {
        onSuccess: () => {
          notify({ key: 'console.orders.refunded' });
          form.resetFields();
          key.current = newRefundKey();
          onClose();
        },
        onError: (e) => reportSubmitError(e, form, ['reason']),
      },
    );
  });
  return (
    <ReasonSheet
      open={open}
      onClose={onClose}
      className="console-sheet"
      testId="console-refund-sheet"
      title={t('console.orders.refundTitle', { number: o.number })}
      subject={
        <div className="console-refund">
          <label className="console-role" htmlFor="console-refund-units">
            <span>{t('console.orders.units', { left })}</span>
            <input
              id="console-refund-units"
              className="console-units"
              type="number"
              inputMode="numeric"
              min={1}
              max={Math.max(1, left)}
              step={1}
              value={units}
              onChange={(e) => setUnits(Math.min(Math.max(1, Math.round(Number(e.target.value) || 1)), Math.max(1, left)))}
              data-testid="console-refund-units"
            />
          </label>
          <p data-testid="console-refund-amount">{t('console.orders.refundAmount', { amount: formatPrice(amount, o.currency, locale) })}</p>
          {detail.refundLimit !== null ? (
            <p className="console-hint" data-testid="console-refund-limit">
              {t('console.orders.limit', { amount: formatPrice(detail.refundLimit, o.currency, locale) })}
            </p>
          ) : null}
        </div>
      }
      form={form}
      formName="console-refund"
      onSubmit={onSubmit}
      field={{
        name: 'reason',
        label: t('console.orders.reason'),
        testId: 'console-refund-reason',
        maxLength: STAFF_REFUND_REASON_MAX,
        rows: 3,
        placeholder: t('console.orders.reasonPlaceholder'),
      }}
      submit={{ label: t('console.orders.refund'), testId: 'console-refund-submit', color: 'danger', loading: refund.isPending }}
    />
  );
}

function Step({ step, currency }: { step: OrderTimelineEntry; currency: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const who = step.actor ? step.actor.nickname : t('console.audit.system');
  return (
    <li className="console-audit" data-testid="console-order-step" data-event={step.event}>
      <p className="console-audit__head">
        <strong>{t(`console.orders.events.${step.event}`)}</strong>
        <time dateTime={step.at}>{formatDateTime(step.at)}</time>
      </p>
      <p className="console-audit__meta">
        {step.byStaff ? t('console.orders.byStaff', { name: who }) : t('console.audit.by', { name: who })}
        {step.amount !== null ? ` · ${formatPrice(step.amount, currency, locale)}` : ''}
        {step.units !== null && step.event === 'refunded' ? ` · ${t('console.orders.unitsN', { n: step.units })}` : ''}
      </p>
      {step.reason ? <p className="console-audit__reason">{t('console.audit.reason', { reason: step.reason })}</p> : null}
    </li>
  );
}

function Order({ detail }: { detail: StaffOrderDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [sheet, setSheet] = useState(false);
  const o = detail.order;
  const refundable = o.status === 'paid' && unitsLeft(o) > 0;
  return (
    <>
      <section className="console-section" aria-labelledby="console-order-title">
        <h2 id="console-order-title" className="console-section__title" data-testid="console-order-number">
          {o.number}{' '}
          <Tag fill="outline" data-testid="console-order-status" data-status={o.status}>
            {t(`console.orders.status.${o.status}`)}
          </Tag>
        </h2>
        <dl className="console-facts">
          <dt>{t('console.orders.item')}</dt>
          <dd>{o.title}</dd>
          <dt>{t('console.orders.buyer')}</dt>
          <dd>
            {detail.buyer ? (
              <Button
                size="mini"
                fill="none"
                color="primary"
                onClick={() => void navigate(`${paths.adminConsoleUser}?id=${detail.buyer!.id}`)}
              >
                {detail.buyer.nickname}
              </Button>
            ) : (
              t('console.orders.noBuyer')
            )}
          </dd>
          <dt>{t('console.orders.quantity')}</dt>
          <dd>{o.quantity}</dd>
          <dt>{t('console.orders.total')}</dt>
          <dd data-testid="console-order-total">{formatPrice(o.total, o.currency, locale)}</dd>
          <dt>{t('console.orders.refundedAmount')}</dt>
          <dd data-testid="console-order-refunded">{formatPrice(o.refundedAmount, o.currency, locale)}</dd>
        </dl>
      </section>
      {refundable ? (
        <div className="console-links">
          <Button block color="danger" fill="outline" onClick={() => setSheet(true)} data-testid="console-order-refund">
            {t('console.orders.refund')}
          </Button>
        </div>
      ) : null}
      <section className="console-section" aria-labelledby="console-timeline-title">
        <h2 id="console-timeline-title" className="console-section__title">
          {t('console.orders.timeline')}
        </h2>
        <ol className="console-list" data-testid="console-order-timeline">
          {detail.timeline.map((s, i) => (
            <Step key={`${s.event}-${s.at}-${i}`} step={s} currency={o.currency} />
          ))}
        </ol>
      </section>
      {refundable ? <RefundSheet key={o.refundedAmount} detail={detail} open={sheet} onClose={() => setSheet(false)} /> : null}
    </>
  );
}

/** Staff: one order (`?id=`): what, who, how much, its timeline; refund with a reason. */
export default function OrderPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const order = useStaffOrder(isUuid(id) ? id : '');
  const missing = !isUuid(id) || isNotFound(order.error);
  return (
    <StaffOnly roles={PEOPLE_ROLES} title={t('console.orders.one')} testId="console-order-page">
      <PageLayout title={t('console.orders.one')} testId="console-order-page">
        {missing ? (
          <div className="center-state" data-testid="console-order-missing">
            <ErrorBlock status="empty" title={t('console.orders.missing')} />
          </div>
        ) : order.isPending ? (
          <div style={{ padding: 16 }} data-testid="console-order-loading">
            <Skeleton.Paragraph lineCount={8} animated />
          </div>
        ) : order.isError ? (
          <div className="center-state" role="alert" data-testid="console-order-error">
            <ErrorBlock status="default" title={t('console.loadFailed')} description={t('console.loadFailedHint')} />
            <Button color="primary" fill="outline" shape="rounded" onClick={() => void order.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          <Order detail={order.data} />
        )}
      </PageLayout>
    </StaffOnly>
  );
}
