import type { AdRecordsDto } from '@contracts/schemas/advertisers';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageLayout } from '@client/components/page-layout';
import { useAdRecords } from '@client/features/advertisers/api/advertisers';
import { LoadState } from '@client/features/advertisers/components/load-state';
import { CampaignStateTag, campaignState } from '@client/features/advertisers/components/status-tag';
import { formatCtr } from '@client/features/advertisers/utils/format';
import { formatMoney } from '@client/lib/money';
import '@client/features/advertisers/advertisers.css';

/** Chart.js arrives only when a chart is shown (it is in no other page's first load). */
const RecordsChart = lazy(() => import('@client/features/advertisers/components/records-chart'));

function Totals({ totals, testId }: { totals: AdRecordsDto['totals']; testId: string }) {
  const { t } = useTranslation();
  const cells = [
    ['spend', formatMoney(totals.spend, totals.currency)],
    ['impressions', String(totals.impressions)],
    ['clicks', String(totals.clicks)],
    ['ctr', formatCtr(totals.ctr)],
  ] as const;
  return (
    <dl className="ad-totals" data-testid={testId}>
      {cells.map(([key, value]) => (
        <div key={key} className="ad-totals__cell">
          <dt>{t(`advertisers.records.${key}`)}</dt>
          <dd data-testid={`${testId}-${key}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Records({
  records,
  campaignId,
  onPick,
}: {
  records: AdRecordsDto;
  campaignId: string | null;
  onPick: (id: string | null) => void;
}) {
  const { t } = useTranslation();
  if (records.campaigns.length === 0) return <p className="card ad-card ad-card__text">{t('advertisers.records.empty')}</p>;
  return (
    <>
      <section className="card ad-card">
        <Totals totals={records.totals} testId="ad-totals" />
        <h2 className="ad-card__title">{t('advertisers.records.perDay')}</h2>
        {records.days.length === 0 ? (
          <p className="ad-card__text">{t('advertisers.records.noDays')}</p>
        ) : (
          <Suspense fallback={<div className="ad-chart ad-chart--loading">{t('advertisers.records.loadingChart')}</div>}>
            <RecordsChart
              days={records.days}
              title={t('advertisers.records.chartLabel')}
              labels={{ impressions: t('advertisers.records.impressions'), clicks: t('advertisers.records.clicks') }}
            />
          </Suspense>
        )}
      </section>
      <ul className="ad-record-rows">
        {records.campaigns.map((c) => (
          <li key={c.campaignId} className={c.campaignId === campaignId ? 'card ad-record ad-record--on' : 'card ad-record'}>
            <button
              type="button"
              className="ad-record__pick"
              onClick={() => onPick(c.campaignId === campaignId ? null : c.campaignId)}
              aria-pressed={c.campaignId === campaignId}
              data-testid="ad-record"
              data-campaign-id={c.campaignId}
            >
              <span className="ad-record__title">{c.title}</span>
              <CampaignStateTag state={campaignState(c.status, 'approved')} />
            </button>
            <dl className="ad-record__numbers">
              <div>
                <dt>{t('advertisers.records.spend')}</dt>
                <dd>{formatMoney(c.spend, c.currency)}</dd>
              </div>
              <div>
                <dt>{t('advertisers.records.impressions')}</dt>
                <dd data-testid="ad-record-impressions">{c.impressions}</dd>
              </div>
              <div>
                <dt>{t('advertisers.records.clicks')}</dt>
                <dd data-testid="ad-record-clicks">{c.clicks}</dd>
              </div>
              <div>
                <dt>{t('advertisers.records.ctr')}</dt>
                <dd>{formatCtr(c.ctr)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Ad records: per campaign spend, impressions, clicks and CTR, and a chart per day. */
export default function RecordsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const campaignId = params.get('campaign');
  const records = useAdRecords(campaignId);
  return (
    <PageLayout title={t('advertisers.records.title')} testId="ad-records-page">
      <LoadState query={records} testId="ad-records">
        {(data) => (
          <Records records={data} campaignId={campaignId} onPick={(id) => setParams(id ? { campaign: id } : {}, { replace: true })} />
        )}
      </LoadState>
    </PageLayout>
  );
}
