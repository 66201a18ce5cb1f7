import { EXHIBITION_STATES, type AdminExhibitionSummary, type ExhibitionState } from '@contracts/schemas/catalogue';
import { Button, Selector, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageLayout } from '@client/components/page-layout';
import { PagedList } from '@client/components/paged-list';
import { paths } from '@client/config/paths';
import { formatDateTime } from '@client/lib/time-text';
import { useAdminExhibitions } from '@client/features/console/api/catalogue';
import { ADMIN_ROLES, StaffOnly } from '@client/features/console/components/staff-only';
import '@client/features/console/console.css';

const STATE_COLOR: Record<ExhibitionState, 'default' | 'success' | 'warning'> = {
  draft: 'default',
  published: 'success',
  withdrawn: 'warning',
};

function ExhibitionRow({ e }: { e: AdminExhibitionSummary }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <li>
      <button
        type="button"
        className="console-person"
        onClick={() => void navigate(`${paths.adminExhibitionEditor}?id=${e.id}`)}
        data-testid="catalogue-exhibition"
        data-id={e.id}
      >
        <span className="console-person__text">
          <span className="console-person__name">{e.title}</span>
          <span className="console-person__meta">
            {formatDateTime(e.startsAt)} – {formatDateTime(e.endsAt)}
            {' · '}
            {t('console.catalogue.soldOf', { sold: e.sold, quota: e.quota, types: e.ticketTypes })}
          </span>
        </span>
        <Tag color={STATE_COLOR[e.state]} fill="outline" data-testid="catalogue-state">
          {t(`console.catalogue.state.${e.state}`)}
        </Tag>
      </button>
    </li>
  );
}

/** Admins: every exhibition (drafts and withdrawn ones too), by state; a new one; the coupons. */
export default function CataloguePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const raw = params.get('state') ?? '';
  const state: ExhibitionState | '' = (EXHIBITION_STATES as readonly string[]).includes(raw) ? (raw as ExhibitionState) : '';
  const list = useAdminExhibitions(state);
  return (
    <StaffOnly roles={ADMIN_ROLES} title={t('console.catalogue.title')} testId="console-catalogue-page">
      <PageLayout title={t('console.catalogue.title')} testId="console-catalogue-page">
        <div className="console-links">
          <Button size="small" color="primary" onClick={() => void navigate(paths.adminExhibitionEditor)} data-testid="catalogue-new">
            {t('console.catalogue.new')}
          </Button>
          <Button size="small" fill="outline" onClick={() => void navigate(paths.adminCoupons)} data-testid="catalogue-coupons">
            {t('console.coupons.title')}
          </Button>
        </div>
        <div className="console-filter">
          <Selector
            aria-label={t('console.catalogue.filter')}
            options={[
              { label: t('console.catalogue.state.all'), value: '' },
              ...EXHIBITION_STATES.map((s) => ({ label: t(`console.catalogue.state.${s}`), value: s })),
            ]}
            value={[state]}
            onChange={(v) => setParams(v[0] ? { state: v[0] } : {}, { replace: true })}
          />
        </div>
        <PagedList
          key={state}
          query={list.query}
          items={list.items}
          render={(e) => <ExhibitionRow key={e.id} e={e} />}
          as="ul"
          className="console-list"
          ariaLabel={t('console.catalogue.title')}
          testIdPrefix="catalogue"
          listTestId="catalogue-list"
          empty={{ title: t('console.catalogue.empty'), description: t('console.catalogue.emptyHint') }}
          failed={{ title: t('console.loadFailed'), description: t('console.loadFailedHint') }}
          footer="console.list"
        />
      </PageLayout>
    </StaffOnly>
  );
}
