import { membershipAdjustSchema, type LedgerEntry, type MembershipState } from '@contracts/schemas/membership';
import { isUuid } from '@contracts/validators';
import { Button, Input } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageLayout } from '@client/components/page-layout';
import { PagedList } from '@client/components/paged-list';
import { reportSubmitError, validateWith } from '@client/lib/forms';
import { notify } from '@client/lib/notify';
import { formatDateTime } from '@client/lib/time-text';
import { useAdjust, useMemberLookup, useUserLedger, useUserMembership } from '@client/features/membership/api/admin';
import { lastVipDay, vipChange } from '@client/features/membership/utils/vip-day';
import '@client/features/membership/membership.css';

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

function EntryRow({ entry }: { entry: LedgerEntry }) {
  const { t } = useTranslation();
  const vip = vipChange(entry.vipSeconds);
  return (
    <li className="mb-admin-row" data-testid="ledger-row" data-kind={entry.kind}>
      <div className="mb-admin-row__text">
        <p className="mb-admin-row__title">
          {t(`membership.ledger.kind.${entry.kind}`)}
          {entry.credits !== 0 ? ` · ${t('membership.ledger.credits', { n: signed(entry.credits), count: Math.abs(entry.credits) })}` : ''}
          {vip.kind === 'days' ? ` · ${t('membership.ledger.days', { n: signed(vip.days), count: Math.abs(vip.days) })}` : ''}
          {vip.kind === 'set' ? ` · ${t('membership.ledger.vipSet', { date: vip.day })}` : ''}
          {vip.kind === 'cleared' ? ` · ${t('membership.ledger.vipCleared')}` : ''}
          {entry.buyout !== 0 ? ` · ${t(entry.buyout > 0 ? 'membership.ledger.buyoutOn' : 'membership.ledger.buyoutOff')}` : ''}
        </p>
        <p className="mb-admin-row__meta">
          <span>{formatDateTime(entry.createdAt)}</span>
          {entry.reason ? <span>{entry.reason}</span> : null}
        </p>
      </div>
    </li>
  );
}

function StateLine({ state }: { state: MembershipState }) {
  const { t } = useTranslation();
  return (
    <p className="mb-admin-state" data-testid="admin-user-state">
      {state.buyout
        ? t('membership.status.permanent')
        : state.vipUntil
          ? t('membership.admin.vipUntil', { date: lastVipDay(state.vipUntil) })
          : t('membership.status.noneTitle')}
      {' · '}
      {t('membership.admin.creditsLeft', { count: state.remainingCredits })}
    </p>
  );
}

function AdjustForm({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const adjust = useAdjust(userId);
  const [credits, setCredits] = useState('');
  const [days, setDays] = useState('');
  const [reason, setReason] = useState('');
  const submit = () => {
    const checked = validateWith(membershipAdjustSchema, { credits, days, reason });
    if (!checked.ok) {
      notify(checked.errors[0]?.msg ?? '');
      return;
    }
    adjust.mutate(checked.data, {
      onSuccess: () => {
        notify({ key: 'membership.admin.adjusted' });
        setCredits('');
        setDays('');
        setReason('');
      },
      onError: (e) => reportSubmitError(e),
    });
  };
  return (
    <section className="editor mb-adjust" aria-labelledby="adjust-title" data-testid="adjust-form">
      <h2 id="adjust-title" className="mb-section__title">
        {t('membership.admin.adjust')}
      </h2>
      <div className="mb-adjust__pair">
        <div className="editor-field">
          <label className="editor-field__label" htmlFor="adjust-credits">
            {t('membership.admin.adjustCredits')}
          </label>
          <Input
            id="adjust-credits"
            inputMode="numeric"
            value={credits}
            onChange={setCredits}
            placeholder="+10 / -2"
            data-testid="adjust-credits"
          />
        </div>
        <div className="editor-field">
          <label className="editor-field__label" htmlFor="adjust-days">
            {t('membership.admin.adjustDays')}
          </label>
          <Input id="adjust-days" inputMode="numeric" value={days} onChange={setDays} placeholder="+30 / -7" />
        </div>
      </div>
      <div className="editor-field">
        <label className="editor-field__label" htmlFor="adjust-reason">
          {t('membership.admin.reason')}
        </label>
        <Input id="adjust-reason" value={reason} onChange={setReason} data-testid="adjust-reason" />
      </div>
      <Button block color="primary" loading={adjust.isPending} onClick={submit} data-testid="adjust-submit">
        {t('membership.admin.adjustSubmit')}
      </Button>
    </section>
  );
}

function UserLedger({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const state = useUserMembership(userId);
  const ledger = useUserLedger(userId);
  return (
    <>
      {state.data ? <StateLine state={state.data} /> : null}
      {state.isError ? (
        <p className="mb-admin-state" role="alert">
          {t('membership.admin.userNotFound')}
        </p>
      ) : null}
      <AdjustForm userId={userId} />
      <PagedList
        query={ledger.query}
        items={ledger.items}
        render={(e) => <EntryRow key={e.id} entry={e} />}
        as="ul"
        className="mb-admin-list"
        testIdPrefix="ledger"
        listTestId="ledger-list"
        empty={{ title: t('membership.ledger.empty') }}
        failed={{ title: t('membership.list.failed'), description: t('membership.list.failedText') }}
        footer="membership.list"
      />
    </>
  );
}

/**
 * Admins: a user's membership (`?user=<id>`), its ledger, and an adjustment with a reason. The user
 * is found by what they would tell customer service: mobile number or e-mail address (or the id).
 */
export default function AdminLedgerPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const userId = params.get('user') ?? '';
  const [typed, setTyped] = useState(userId);
  const [asked, setAsked] = useState('');
  const found = useMemberLookup(asked);
  const shown = useMemberLookup(isUuid(userId) ? userId : '');
  // The lookup answered with a user: open them (the address keeps the id, so a reload stays there).
  useEffect(() => {
    if (found.data && found.data.id !== userId) setParams({ user: found.data.id }, { replace: true });
  }, [found.data, userId, setParams]);
  // a lookup that found nobody hides the reader shown before: an adjustment never goes to the wrong person
  const missed = asked !== '' && found.data === null;
  const notFound = missed || (userId !== '' && (!isUuid(userId) || shown.data === null));
  return (
    <PageLayout title={t('membership.admin.ledger')} testId="admin-ledger-page">
      <form
        className="mb-user-search"
        onSubmit={(e) => {
          e.preventDefault();
          const account = typed.trim();
          if (account === '') return;
          if (account === asked) void found.refetch();
          setAsked(account);
        }}
      >
        <Input
          aria-label={t('membership.admin.userId')}
          placeholder={t('membership.admin.userId')}
          value={typed}
          onChange={setTyped}
          data-testid="ledger-user"
        />
        <Button size="small" color="primary" type="submit" loading={found.isFetching} data-testid="ledger-open">
          {t('membership.admin.open')}
        </Button>
      </form>
      {notFound && !found.isFetching ? (
        <p className="mb-admin-state" role="alert" data-testid="ledger-user-missing">
          {t('membership.admin.userNotFound')}
        </p>
      ) : null}
      {shown.data && !missed ? (
        <>
          <p className="mb-admin-who" data-testid="ledger-who">
            {shown.data.nickname}
          </p>
          <UserLedger key={userId} userId={userId} />
        </>
      ) : null}
    </PageLayout>
  );
}
