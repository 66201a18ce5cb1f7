import { Button, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginPath } from '@client/config/paths';
import { useSession } from '@client/lib/use-session';
import { useMembershipState } from '@client/features/membership/api/membership-state';
import type { MembershipState } from '@contracts/schemas/membership';
import { VipBadge } from '@client/features/membership/components/vip-badge';
import { statusHeadline } from '@client/features/membership/utils/status-headline';
import { lastVipDay, shanghaiDay } from '@client/features/membership/utils/vip-day';

function Row({ label, value, testId }: { label: string; value: string | number; testId: string }) {
  return (
    <div className="mb-status__row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

function Status({ m }: { m: MembershipState }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="mb-status__head">
        {m.vip || m.buyout ? <VipBadge buyout={m.buyout} /> : null}
        <p className="mb-status__title" data-testid="membership-state" data-status={m.status}>
          {statusHeadline(m, t)}
        </p>
      </div>
      <dl className="mb-status__rows">
        {/* each row only where it says something: no "ends on —" for a pack, no "since —" for a newcomer */}
        {m.buyout || m.vipUntil ? (
          <Row
            label={t('membership.status.until')}
            value={m.buyout ? t('membership.status.permanent') : lastVipDay(m.vipUntil ?? '')}
            testId="membership-until"
          />
        ) : null}
        {m.openedAt ? <Row label={t('membership.status.opened')} value={shanghaiDay(m.openedAt)} testId="membership-opened" /> : null}
        <Row label={t('membership.status.remaining')} value={m.remainingCredits} testId="membership-remaining" />
        <Row label={t('membership.status.cumulative')} value={m.cumulativeArticles} testId="membership-cumulative" />
      </dl>
    </>
  );
}

/** The reader's membership: VIP badge, end date (or permanent), open date, remaining and cumulative articles. */
export function StatusCard() {
  const { t } = useTranslation();
  const { token } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const mine = useMembershipState();
  let body;
  if (!token) {
    body = (
      <div className="mb-status__guest">
        <p>{t('membership.status.guest')}</p>
        <Button
          color="primary"
          shape="rounded"
          size="small"
          onClick={() => void navigate(loginPath(`${location.pathname}${location.search}`))}
          data-testid="membership-login"
        >
          {t('membership.status.login')}
        </Button>
      </div>
    );
  } else if (mine.isPending) {
    body = (
      <div data-testid="membership-status-loading">
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    );
  } else if (mine.isError) {
    body = (
      <div role="alert" data-testid="membership-status-error" className="mb-status__guest">
        <p>{t('membership.status.failed')}</p>
        <Button size="small" shape="rounded" onClick={() => void mine.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else {
    body = <Status m={mine.data} />;
  }
  return (
    <section className="mb-status" data-testid="membership-status" aria-label={t('membership.status.label')}>
      {body}
    </section>
  );
}
