import {
  STAFF_REFUND_REASON_MAX,
  staffRefundSchema,
  type OrderTimelineEntry,
  type StaffOrderDetail,
} from '@contracts/schemas/admin-orders';
import { Button, Form, Tag } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ReasonSheet } from '@client/components/reason-sheet';
import { paths } from '@client/config/paths';
import { reportSubmitError, validateForm } from '@client/lib/forms';
import { formatMoney } from '@client/lib/money';
import { notify } from '@client/lib/notify';
import { formatDateTime } from '@client/lib/time-text';
import { useThrottledAction } from '@client/lib/use-throttled-action';
import { newRefundKey, useStaffOrder, useStaffRefund } from '@client/features/console/api/orders';
import { StaffDetailPage } from '@client/features/console/components/staff-detail-page';
import { PEOPLE_ROLES } from '@client/features/console/components/staff-only';
import '@client/features/console/console.css';

/** Units not refunded yet, as the order's running refunded amount says (the server decides anyway). */
function unitsLeft(o: StaffOrderDetail['order']): number {
  if (o.total <= 0) return o.quantity;
  return Math.max(0, o.quantity - Math.round((o.refundedAmount * o.quantity) / o.total));
}

/** Refund some units with a reason; one Idempotency-Key per opening of the sheet (a double tap refunds once). */
function RefundSheet({ detail, open, onClose }: { detail: StaffOrderDetail; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
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
          <p data-testid="console-refund-amount">{t('console.orders.refundAmount', { amount: formatMoney(amount, o.currency) })}</p>
          {detail.refundLimit !== null ? (
            <p className="console-hint" data-testid="console-refund-limit">
              {t('console.orders.limit', { amount: formatMoney(detail.refundLimit, o.currency) })}
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
  const who = step.actor ? step.actor.nickname : t('console.audit.system');
  return (
    <li className="console-audit" data-testid="console-order-step" data-event={step.event}>
      <p className="console-audit__head">
        <strong>{t(`console.orders.events.${step.event}`)}</strong>
        <time dateTime={step.at}>{formatDateTime(step.at)}</time>
      </p>
      <p className="console-audit__meta">
        {step.byStaff ? t('console.orders.byStaff', { name: who }) : t('console.audit.by', { name: who })}
        {step.amount !== null ? ` · ${formatMoney(step.amount, currency)}` : ''}
        {step.units !== null && step.event === 'refunded' ? ` · ${t('console.orders.unitsN', { n: step.units })}` : ''}
      </p>
      {step.reason ? <p className="console-audit__reason">{t('console.audit.reason', { reason: step.reason })}</p> : null}
    </li>
  );
}

function Order({ detail }: { detail: StaffOrderDetail }) {
  const { t } = useTranslation();
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
          <dd data-testid="console-order-total">{formatMoney(o.total, o.currency)}</dd>
          <dt>{t('console.orders.refundedAmount')}</dt>
          <dd data-testid="console-order-refunded">{formatMoney(o.refundedAmount, o.currency)}</dd>
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
  return (
    <StaffDetailPage
      roles={PEOPLE_ROLES}
      title={t('console.orders.one')}
      testId="console-order"
      missingTitle={t('console.orders.missing')}
      useDetail={useStaffOrder}
    >
      {(detail) => <Order detail={detail} />}
    </StaffDetailPage>
  );
}
