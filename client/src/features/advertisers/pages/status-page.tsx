import type { ApplicationDto } from '@contracts/schemas/advertisers';
import { Button, Steps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageLayout } from '@client/components/page-layout';
import { paths } from '@client/config/paths';
import { formatDateTime } from '@client/lib/time-text';
import { useMyApplication } from '@client/features/advertisers/api/advertisers';
import { LoadState } from '@client/features/advertisers/components/load-state';
import { ApplicationStatusTag } from '@client/features/advertisers/components/status-tag';
import '@client/features/advertisers/advertisers.css';

function NoApplication() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="card ad-card" data-testid="ad-status-none">
      <h2 className="ad-card__title">{t('advertisers.status.none')}</h2>
      <p className="ad-card__text">{t('advertisers.status.noneText')}</p>
      <Button color="primary" block onClick={() => void navigate(paths.advertiserAgreement)} data-testid="ad-status-apply">
        {t('advertisers.status.apply')}
      </Button>
    </div>
  );
}

function Application({ application: a }: { application: ApplicationDto }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <section className="card ad-card" data-testid="ad-status" data-status={a.status}>
        <div className="ad-card__head">
          <h2 className="ad-card__title">{a.companyName}</h2>
          <ApplicationStatusTag status={a.status} />
        </div>
        <p className="ad-card__text">{t(`advertisers.status.${a.status}Text`)}</p>
        {a.status === 'rejected' && a.rejectReason ? (
          <p className="ad-reason" data-testid="ad-reject-reason" data-free-text={a.rejectReasonIsFreeText}>
            <strong>{t(a.rejectReasonIsFreeText ? 'advertisers.status.reasonNote' : 'advertisers.status.reason')}: </strong>
            {a.rejectReason}
          </p>
        ) : null}
        <dl className="ad-facts">
          <dt>{t('advertisers.status.creditCode')}</dt>
          <dd>{a.creditCode}</dd>
        </dl>
        <div className="ad-actions ad-actions--inline">
          {a.status === 'rejected' ? (
            <Button color="primary" block onClick={() => void navigate(paths.advertiserApply)} data-testid="ad-status-edit">
              {t('advertisers.status.edit')}
            </Button>
          ) : null}
          {a.status === 'approved' || a.status === 'paid' ? (
            <Button color="primary" block onClick={() => void navigate(paths.advertiserPackages)} data-testid="ad-status-buy">
              {t('advertisers.status.buy')}
            </Button>
          ) : null}
          {a.status === 'paid' ? (
            <>
              <Button block onClick={() => void navigate(paths.advertiserCampaigns)} data-testid="ad-status-campaigns">
                {t('advertisers.status.campaigns')}
              </Button>
              <Button block onClick={() => void navigate(paths.advertiserRecords)} data-testid="ad-status-records">
                {t('advertisers.status.records')}
              </Button>
            </>
          ) : null}
        </div>
      </section>
      <section className="card ad-card" aria-labelledby="ad-history-title">
        <h2 className="ad-card__title" id="ad-history-title">
          {t('advertisers.status.history')}
        </h2>
        <Steps direction="vertical" current={a.history.length - 1} data-testid="ad-history">
          {[...a.history].map((h, i) => (
            <Steps.Step
              key={`${h.action}-${h.at}-${i}`}
              status={h.action === 'rejected' ? 'error' : 'finish'}
              title={t(`advertisers.status.decision.${h.action}`)}
              description={
                <span data-testid="ad-history-entry" data-action={h.action}>
                  {formatDateTime(h.at)}
                  {h.by ? ` · ${h.by.nickname}` : ''}
                  {h.reason ? (
                    <span className="ad-history__reason">
                      {h.reasonIsFreeText ? `${t('advertisers.status.reasonNote')}: ${h.reason}` : h.reason}
                    </span>
                  ) : null}
                </span>
              }
            />
          ))}
        </Steps>
      </section>
    </>
  );
}

/** The applicant's status: awaiting review, approved, rejected with the reason, or paid; the decisions so far. */
export default function StatusPage() {
  const { t } = useTranslation();
  const mine = useMyApplication();
  return (
    <PageLayout title={t('advertisers.status.title')} testId="ad-status-page">
      <LoadState query={{ ...mine, data: mine.data === undefined ? undefined : { a: mine.data } }} testId="ad-status">
        {({ a }) => (a ? <Application application={a} /> : <NoApplication />)}
      </LoadState>
    </PageLayout>
  );
}
