import { CREATIVE_STATUSES, type AdminCampaignDto, type CreativeStatus } from '@contracts/schemas/advertisers';
import { CapsuleTabs, Image, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '@client/components/page-layout';
import { PagedList } from '@client/components/paged-list';
import { useAdminCampaigns } from '@client/features/advertisers/api/admin';
import { ReviewPanel } from '@client/features/advertisers/components/review-panel';
import { CampaignStateTag, campaignState } from '@client/features/advertisers/components/status-tag';
import '@client/features/advertisers/advertisers.css';

function Creative({ campaign: c, onDone }: { campaign: AdminCampaignDto; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="ad-admin-detail" role="dialog" aria-label={t('advertisers.admin.creatives')} data-testid="ad-creative-detail">
      <p className="ad-card__text">
        {c.advertiser.companyName} · {c.package.name}
      </p>
      <Image className="ad-creative-preview" src={c.creative.imageUrl} alt={c.creative.title} fit="cover" />
      <h2 className="ad-card__title">{c.creative.title}</h2>
      <p className="ad-link" data-testid="ad-creative-link-text">
        {c.creative.link}
      </p>
      {c.creativeStatus === 'pending_review' ? <ReviewPanel kind="creative" id={c.id} onDone={onDone} /> : null}
    </div>
  );
}

/** Creative review (admins and customer service): an ad runs only after its creative is approved. */
export default function AdminCreativesPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<CreativeStatus>('pending_review');
  const { query, items } = useAdminCampaigns(filter);
  const [open, setOpen] = useState<AdminCampaignDto | null>(null);
  return (
    <PageLayout title={t('advertisers.admin.creatives')} testId="ad-creatives-page">
      <CapsuleTabs activeKey={filter} onChange={(k) => setFilter(k as CreativeStatus)}>
        {CREATIVE_STATUSES.map((s) => (
          <CapsuleTabs.Tab key={s} title={t(`advertisers.admin.creativeFilter.${s}`)} />
        ))}
      </CapsuleTabs>
      <PagedList
        query={{ ...query, hasNextPage: !!query.hasNextPage }}
        items={items}
        render={(c) => (
          <li key={c.id} className="card ad-admin-row" data-testid="ad-creative-row" data-campaign-id={c.id}>
            <button type="button" className="ad-admin-row__open" onClick={() => setOpen(c)} data-testid="ad-creative-open">
              <span className="ad-admin-row__title">{c.creative.title}</span>
              <span className="ad-admin-row__meta">
                <CampaignStateTag state={campaignState(c.status, c.creativeStatus)} /> {c.advertiser.companyName}
              </span>
            </button>
          </li>
        )}
        testIdPrefix="ad-creatives-list"
        listTestId="ad-creatives-list"
        className="ad-admin-list"
        as="ul"
        empty={{ title: t('advertisers.admin.creativesEmpty') }}
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
        {open ? <Creative campaign={open} onDone={() => setOpen(null)} /> : null}
      </Popup>
    </PageLayout>
  );
}
