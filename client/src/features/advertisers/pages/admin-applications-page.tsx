import { APPLICATION_STATUSES, type AdminApplicationDto, type ApplicationStatus } from '@contracts/schemas/advertisers';
import { CapsuleTabs, ImageViewer, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '@client/components/page-layout';
import { PagedList } from '@client/components/paged-list';
import { formatDateTime } from '@client/lib/time-text';
import { useAdminApplications } from '@client/features/advertisers/api/admin';
import { useAreas } from '@client/features/advertisers/api/advertisers';
import { usePrivateImage } from '@client/features/advertisers/api/private-image';
import { ReviewPanel } from '@client/features/advertisers/components/review-panel';
import { ApplicationStatusTag } from '@client/features/advertisers/components/status-tag';
import { areaNames } from '@client/lib/areas';
import '@client/features/advertisers/advertisers.css';

type Filter = ApplicationStatus | 'all';
const FILTERS: Filter[] = [...APPLICATION_STATUSES, 'all'];

function Detail({ application: a, onDone }: { application: AdminApplicationDto; onDone: () => void }) {
  const { t } = useTranslation();
  const areas = useAreas();
  const [viewing, setViewing] = useState(false);
  const licenceUrl = usePrivateImage(a.licenseImageUrl); // private: read with the reviewer's session
  const f = (name: string) => t(`advertisers.apply.fields.${name}`);
  const rows: [string, string][] = [
    [f('companyName'), a.companyName],
    [f('area'), areaNames(areas.data ?? [], [a.province, a.city, a.district]).join(' · ')],
    [f('address'), a.address],
    [f('creditCode'), a.creditCode],
    [f('businessScope'), a.businessScope],
    [f('legalName'), a.legalName],
    [f('legalPhone'), `${a.legalPhonePrefix} ${a.legalPhone}`],
    [f('legalEmail'), a.legalEmail],
    [f('contactName'), a.contactName],
    [f('contactPhone'), `${a.contactPhonePrefix} ${a.contactPhone}`],
    [f('contactEmail'), a.contactEmail],
    [f('wechatId'), a.wechatId],
    [f('whatsapp'), a.whatsapp],
  ];
  return (
    <div className="ad-admin-detail" role="dialog" aria-label={t('advertisers.admin.detail')} data-testid="ad-admin-detail">
      <div className="ad-card__head">
        <h2 className="ad-card__title">{a.companyName}</h2>
        <ApplicationStatusTag status={a.status} />
      </div>
      <p className="ad-card__text">
        {a.applicant.nickname} · {t('advertisers.status.submittedAt', { time: formatDateTime(a.submittedAt) })}
      </p>
      <button type="button" className="ad-licence" onClick={() => setViewing(true)} aria-label={t('advertisers.licence.view')}>
        <img src={licenceUrl} alt={f('licenseImage')} data-testid="ad-admin-licence" />
      </button>
      {licenceUrl ? <ImageViewer image={licenceUrl} visible={viewing} onClose={() => setViewing(false)} /> : null}
      <dl className="ad-facts">
        {rows.map(([label, value]) => (
          <div key={label} className="ad-facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {a.status === 'rejected' && a.rejectReason ? <p className="ad-reason">{a.rejectReason}</p> : null}
      {a.status === 'awaiting_review' ? <ReviewPanel kind="application" id={a.id} onDone={onDone} /> : null}
    </div>
  );
}

/** The advertiser application queue (admins and customer service): filter, open, approve or reject with a reason. */
export default function AdminApplicationsPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('awaiting_review');
  const { query, items } = useAdminApplications(filter === 'all' ? null : filter);
  const [open, setOpen] = useState<AdminApplicationDto | null>(null);
  return (
    <PageLayout title={t('advertisers.admin.title')} testId="ad-admin-page">
      <CapsuleTabs activeKey={filter} onChange={(k) => setFilter(k as Filter)}>
        {FILTERS.map((s) => (
          <CapsuleTabs.Tab key={s} title={<span data-testid={`ad-admin-filter-${s}`}>{t(`advertisers.admin.filter.${s}`)}</span>} />
        ))}
      </CapsuleTabs>
      <PagedList
        query={{ ...query, hasNextPage: !!query.hasNextPage }}
        items={items}
        render={(a) => (
          <li key={a.id} className="card ad-admin-row" data-testid="ad-admin-row" data-application-id={a.id}>
            <button type="button" className="ad-admin-row__open" onClick={() => setOpen(a)} data-testid="ad-admin-open">
              <span className="ad-admin-row__title">{a.companyName}</span>
              <span className="ad-admin-row__meta">
                <ApplicationStatusTag status={a.status} /> {a.applicant.nickname} · {formatDateTime(a.updatedAt)}
              </span>
            </button>
          </li>
        )}
        testIdPrefix="ad-admin-list"
        listTestId="ad-admin-list"
        className="ad-admin-list"
        as="ul"
        empty={{ title: t('advertisers.admin.empty') }}
        failed={{ title: t('advertisers.list.failed') }}
        footer="advertisers.list"
      />
      <Popup
        visible={open !== null}
        onMaskClick={() => setOpen(null)}
        onClose={() => setOpen(null)}
        showCloseButton
        destroyOnClose
        bodyClassName="ad-popup"
      >
        {open ? <Detail application={open} onDone={() => setOpen(null)} /> : null}
      </Popup>
    </PageLayout>
  );
}
