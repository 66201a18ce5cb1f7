import { checkinVerifySchema, GATE_MAX, orderNumberParamSchema, type CheckinOrder } from '@contracts/schemas/commerce';
import { Button, Dialog, NoticeBar, Tabs, Tag } from 'antd-mobile';
import { CheckCircleFill, CloseCircleFill, ClockCircleFill, ExclamationCircleFill } from 'antd-mobile-icons';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '@client/components/page-layout';
import { TextField } from '@client/components/text-field';
import { formatDateTime } from '@client/lib/time-text';
import { reportSubmitError, validateWith } from '@client/lib/forms';
import { notify } from '@client/lib/notify';
import { useSession } from '@client/lib/use-session';
import { useThrottledAction } from '@client/lib/use-throttled-action';
import '@client/features/commerce/commerce.css';
import { FieldRow, UsageRows } from '@client/features/commerce/components/field-row';
import { QuantityStepper } from '@client/features/commerce/components/quantity-stepper';
import { formatRange } from '@client/features/commerce/utils/format';
import { EmptyState } from '@client/features/commerce/components/states';
import { getCheckinOrder, verifyOrder } from '@client/features/commerce/checkin/api/checkin';
import { QrScanner } from '@client/features/commerce/checkin/components/qr-scanner';
import { useCheckin, type Shown } from '@client/features/commerce/checkin/hooks/use-checkin';
import { checkinStore } from '@client/features/commerce/checkin/utils/checkin-store';
import type { QueuedScan } from '@client/features/commerce/checkin/utils/offline-queue';
import { enableOfflineShell, linkManifest } from '@client/features/commerce/checkin/utils/offline-shell';

const ICON: Record<Shown['result'], ReactNode> = {
  admitted: <CheckCircleFill aria-hidden />,
  already_verified: <ClockCircleFill aria-hidden />,
  refunded: <CloseCircleFill aria-hidden />,
  invalid: <CloseCircleFill aria-hidden />,
  not_yet_valid: <ExclamationCircleFill aria-hidden />,
  expired: <ExclamationCircleFill aria-hidden />,
  error: <ExclamationCircleFill aria-hidden />,
};

function tone(result: Shown['result']): 'ok' | 'warn' | 'bad' {
  if (result === 'admitted') return 'ok';
  if (result === 'already_verified' || result === 'not_yet_valid') return 'warn';
  return 'bad';
}

function ResultPanel({ shown }: { shown: Shown | undefined }) {
  const { t } = useTranslation();
  if (!shown) return <p className="cm-muted cm-center">{t('checkin.waiting')}</p>;
  return (
    <div
      className={`cm-checkin-result cm-checkin-result--${tone(shown.result)}`}
      role="status"
      aria-live="assertive"
      data-testid="checkin-result"
      data-result={shown.result}
      data-offline={shown.offline ? 'true' : 'false'}
    >
      <div className="cm-checkin-result__icon">{ICON[shown.result]}</div>
      <div>
        <p className="cm-checkin-result__title" data-testid="checkin-result-title">
          {t(`checkin.result.${shown.result}`)}
          {shown.offline ? <Tag className="cm-offline-tag">{t('checkin.offlineTag')}</Tag> : null}
        </p>
        <p className="cm-checkin-result__message" data-testid="checkin-result-message">
          {shown.message}
        </p>
        {shown.holderName || shown.exhibitionTitle ? (
          <p className="cm-small">{[shown.holderName, shown.ticketTypeName, shown.exhibitionTitle].filter(Boolean).join(' · ')}</p>
        ) : null}
      </div>
    </div>
  );
}

function ScanTab({ check }: { check: (code: string) => Promise<void> }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const submit = useThrottledAction(() => {
    if (!code.trim()) {
      notify({ key: 'checkin.enterCode' });
      return;
    }
    setBusy(true);
    void check(code).finally(() => {
      setBusy(false);
      setCode('');
    });
  });
  return (
    <div className="cm-checkin-tab">
      <QrScanner onCode={(c) => void check(c)} />
      <form
        className="cm-manual"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label htmlFor={inputId} className="cm-subtitle">
          {t('checkin.manualTitle')}
        </label>
        <TextField
          id={inputId}
          testId="checkin-code-input"
          value={code}
          onChange={setCode}
          placeholder={t('checkin.codePlaceholder')}
          autoComplete="off"
        />
        <Button block color="primary" type="submit" loading={busy} data-testid="checkin-code-submit">
          {t('checkin.checkIn')}
        </Button>
      </form>
    </div>
  );
}

function OrderTab({ online }: { online: boolean }) {
  const { t } = useTranslation();
  const [number, setNumber] = useState('');
  const [order, setOrder] = useState<CheckinOrder | null>(null);
  const [count, setCount] = useState(1);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  const lookUp = useThrottledAction(() => {
    const checked = validateWith(orderNumberParamSchema, { number });
    if (!checked.ok) {
      setError(checked.errors[0]?.msg ?? null);
      return;
    }
    setError(null);
    setBusy(true);
    getCheckinOrder(checked.data.number)
      .then((o) => {
        setOrder(o);
        setCount(Math.max(1, o.remainingCount));
      })
      .catch((e: unknown) => {
        setOrder(null);
        reportSubmitError(e);
      })
      .finally(() => setBusy(false));
  });

  const verify = useThrottledAction(() => {
    if (!order) return;
    const body = { number: order.number, count, gate: checkinStore.getSnapshot().gate || undefined };
    const checked = validateWith(checkinVerifySchema, body);
    if (!checked.ok) {
      setError(checked.errors[0]?.msg ?? null);
      return;
    }
    void Dialog.confirm({
      content: t('checkin.verifyConfirm', { count, number: order.number }),
      confirmText: t('checkin.verify'),
      cancelText: t('common.cancel'),
    }).then((ok) => {
      if (!ok) return;
      setBusy(true);
      verifyOrder(checked.data)
        .then((r) => {
          setOrder(r.order);
          setCount(Math.max(1, r.order.remainingCount));
          notify(r.message || t('checkin.verifiedN', { count: r.verified }));
        })
        .catch((e: unknown) => reportSubmitError(e))
        .finally(() => setBusy(false));
    });
  });

  if (!online) return <NoticeBar content={t('checkin.orderNeedsNetwork')} color="alert" wrap />;

  return (
    <div className="cm-checkin-tab">
      <form
        className="cm-manual"
        onSubmit={(e) => {
          e.preventDefault();
          lookUp();
        }}
      >
        <label htmlFor={inputId} className="cm-subtitle">
          {t('checkin.orderNumber')}
        </label>
        <TextField
          id={inputId}
          testId="checkin-order-input"
          value={number}
          onChange={setNumber}
          placeholder="T2611230000042"
          autoComplete="off"
        />
        {error ? (
          <p className="cm-warn cm-small" role="alert">
            {error}
          </p>
        ) : null}
        <Button block color="primary" fill="outline" type="submit" loading={busy && !order} data-testid="checkin-order-find">
          {t('checkin.findOrder')}
        </Button>
      </form>
      {order ? (
        <section className="card cm-card" data-testid="checkin-order">
          <p className="cm-subtitle">{order.exhibition.title}</p>
          <p className="cm-muted cm-small">{formatRange(order.exhibition.startsAt, order.exhibition.endsAt, order.exhibition.timeZone)}</p>
          <dl className="cm-fields">
            <FieldRow label={t('orders.fields.number')}>{order.number}</FieldRow>
            <FieldRow label={t('exhibitions.fields.name')}>{order.holderName}</FieldRow>
            <FieldRow label={t('orders.fields.ticketType')}>
              {order.ticketTypeName} × {order.quantity}
            </FieldRow>
            <FieldRow label={t('orders.fields.status')}>{t(`orders.status.${order.status}`)}</FieldRow>
            <UsageRows verified={order.verifiedCount} remaining={order.remainingCount} testIdPrefix="checkin-order" />
          </dl>
          {order.remainingCount > 0 ? (
            <>
              <div className="cm-row cm-quantity">
                <span>{t('checkin.verifyCount')}</span>
                <QuantityStepper
                  value={count}
                  max={order.remainingCount}
                  onChange={setCount}
                  label={t('checkin.verifyCount')}
                  testId="checkin-verify-count"
                />
              </div>
              <Button block color="primary" loading={busy} onClick={verify} data-testid="checkin-verify">
                {t('checkin.verifyN', { count, remaining: order.remainingCount })}
              </Button>
            </>
          ) : (
            <p className="cm-muted">{t('checkin.nothingLeft')}</p>
          )}
        </section>
      ) : null}
    </div>
  );
}

function QueueList({ queue }: { queue: QueuedScan[] }) {
  const { t } = useTranslation();
  if (queue.length === 0) return null;
  return (
    <section className="card cm-card" aria-labelledby="queue-title" data-testid="checkin-queue">
      <h3 id="queue-title" className="cm-subtitle">
        {t('checkin.queueTitle')}
      </h3>
      <ul className="cm-plain-list">
        {queue.slice(0, 30).map((s) => (
          <li key={s.clientId} className="cm-queue-item" data-testid="checkin-queue-item" data-state={s.state}>
            <span className="cm-small">
              {formatDateTime(s.scannedAt)}
              {s.gate ? ` · ${s.gate}` : ''}
            </span>
            <Tag color={s.state === 'pending' ? '#8a4500' : s.state === 'synced' ? '#007a50' : '#cf1322'} fill="outline">
              {t(`checkin.queueState.${s.state}`)}
            </Tag>
            {s.state === 'conflict' && s.message ? <p className="cm-warn cm-small cm-queue-item__msg">{s.message}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function CheckinScreen() {
  const { t } = useTranslation();
  const c = useCheckin();
  const [tab, setTab] = useState<'scan' | 'order'>('scan');
  const gateId = useId();

  useEffect(() => {
    const unlink = linkManifest();
    void enableOfflineShell();
    return unlink;
  }, []);

  return (
    <>
      <div
        className={c.online ? 'cm-net cm-net--on' : 'cm-net cm-net--off'}
        role="status"
        data-testid="checkin-network"
        data-online={c.online ? 'true' : 'false'}
      >
        <span>{c.online ? t('checkin.online') : t('checkin.offlineMode')}</span>
        <span data-testid="checkin-pending" data-count={c.pendingCount}>
          {t('checkin.pending', { count: c.pendingCount })}
        </span>
        {c.online && c.pendingCount > 0 ? (
          <button type="button" className="link-button" onClick={() => void c.sync()} disabled={c.syncing} data-testid="checkin-sync">
            {c.syncing ? t('checkin.syncing') : t('checkin.syncNow')}
          </button>
        ) : null}
      </div>
      <p className="cm-muted cm-small cm-keys-line" data-testid="checkin-keys">
        {c.state.keys
          ? t('checkin.keysAt', { time: formatDateTime(c.state.keys.fetchedAt), count: c.state.keys.exhibitions.length })
          : t('checkin.noKeys')}
        {c.keysError ? ` · ${t('checkin.keysFailed')}` : ''}
      </p>
      {c.conflicts.length > 0 ? (
        <section className="card cm-card cm-conflicts" role="alert" data-testid="checkin-conflicts">
          <h3 className="cm-subtitle">{t('checkin.conflictsTitle', { count: c.conflicts.length })}</h3>
          <ul className="cm-plain-list">
            {c.conflicts.map((s) => (
              <li key={s.clientId} className="cm-small">
                {formatDateTime(s.scannedAt)}: {s.message}
              </li>
            ))}
          </ul>
          <Button size="small" onClick={c.dismissConflicts}>
            {t('checkin.dismiss')}
          </Button>
        </section>
      ) : null}
      <div className="card cm-card cm-gate">
        <label htmlFor={gateId}>{t('checkin.gate')}</label>
        <TextField
          id={gateId}
          testId="checkin-gate"
          value={c.state.gate}
          onChange={(v) => checkinStore.setGate(v)}
          maxLength={GATE_MAX}
          placeholder={t('checkin.gatePlaceholder')}
        />
      </div>
      <ResultPanel shown={c.results[0]} />
      <Tabs activeKey={tab} onChange={(k) => setTab(k as 'scan' | 'order')} className="cm-tabs">
        <Tabs.Tab key="scan" title={<span data-testid="checkin-tab-scan">{t('checkin.tabs.scan')}</span>}>
          <ScanTab check={c.check} />
        </Tabs.Tab>
        <Tabs.Tab key="order" title={<span data-testid="checkin-tab-order">{t('checkin.tabs.order')}</span>}>
          <OrderTab online={c.online} />
        </Tabs.Tab>
      </Tabs>
      {c.results.length > 1 ? (
        <section className="card cm-card" aria-labelledby="recent-title">
          <h3 id="recent-title" className="cm-subtitle">
            {t('checkin.recent')}
          </h3>
          <ul className="cm-plain-list">
            {c.results.slice(1).map((r) => (
              <li key={r.id} className="cm-small cm-recent">
                <span className={`cm-dot cm-dot--${tone(r.result)}`} aria-hidden />
                {formatDateTime(r.at)} · {t(`checkin.result.${r.result}`)} · {r.message}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <QueueList queue={c.state.queue} />
    </>
  );
}

/** Volunteers' check-in: camera or typed codes, counter verification by order number, offline. */
export default function CheckinPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const allowed = !!user?.roles.some((r) => r === 'volunteer' || r === 'admin');
  return (
    <PageLayout title={t('checkin.title')} testId="checkin-page">
      {allowed ? <CheckinScreen /> : <EmptyState title={t('checkin.notAllowed')} description={t('checkin.notAllowedText')} />}
    </PageLayout>
  );
}
