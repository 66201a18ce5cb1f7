import { creativeSchema, type CampaignDto } from '@contracts/schemas/advertisers';
import { Button, Form, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormCard, SubmitButton } from '@client/components/form-card';
import { PageLayout } from '@client/components/page-layout';
import { PagedList } from '@client/components/paged-list';
import { paths } from '@client/config/paths';
import { reportSubmitError, validateForm } from '@client/lib/forms';
import { notify } from '@client/lib/notify';
import { formatDateTime } from '@client/lib/time-text';
import { useThrottledAction } from '@client/lib/use-throttled-action';
import { useCampaigns, useResubmitCreative } from '@client/features/advertisers/api/advertisers';
import {
  CREATIVE_FIELDS,
  CreativeFields,
  creativeBody,
  type CreativeValues,
} from '@client/features/advertisers/components/creative-fields';
import { CampaignStateTag, campaignState } from '@client/features/advertisers/components/status-tag';
import { formatMoney } from '@client/lib/money';
import '@client/features/advertisers/advertisers.css';
import { sized } from '@client/lib/sized-image';

function Resubmit({ campaign, onClose }: { campaign: CampaignDto; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CreativeValues>();
  const resubmit = useResubmitCreative();
  const submit = useThrottledAction(() => {
    const data = validateForm(form, creativeSchema, creativeBody(form.getFieldsValue(true) as CreativeValues), CREATIVE_FIELDS);
    if (!data) return;
    resubmit.mutate(
      { id: campaign.id, body: data },
      {
        onSuccess: () => {
          notify({ key: 'advertisers.campaigns.resubmitted' });
          onClose();
        },
        onError: (error) => reportSubmitError(error, form, CREATIVE_FIELDS),
      },
    );
  });
  return (
    <FormCard<CreativeValues>
      form={form}
      name="ad-creative"
      initialValues={{ image: campaign.creative.image, title: campaign.creative.title, link: campaign.creative.link }}
      onFinish={submit}
      footer={<SubmitButton label={t('advertisers.campaigns.resubmit')} testId="ad-creative-resubmit" loading={resubmit.isPending} />}
    >
      <CreativeFields imageUrl={campaign.creative.imageUrl} />
    </FormCard>
  );
}

function Row({ campaign: c, onResubmit }: { campaign: CampaignDto; onResubmit: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = campaignState(c.status, c.creativeStatus);
  return (
    <li className="card ad-campaign" data-testid="ad-campaign" data-campaign-id={c.id} data-state={state}>
      <img className="ad-campaign__image" src={sized(c.creative.imageUrl, 96)} alt="" width={96} height={54} loading="lazy" />
      <div className="ad-campaign__body">
        <p className="ad-campaign__title">{c.creative.title}</p>
        <p className="ad-campaign__meta">
          <CampaignStateTag state={state} /> {c.package.name}
        </p>
        {c.startsAt && c.endsAt ? (
          <p className="ad-campaign__meta">
            {t('advertisers.campaigns.window', { start: formatDateTime(c.startsAt), end: formatDateTime(c.endsAt) })}
          </p>
        ) : null}
        <p className="ad-campaign__meta">
          {t('advertisers.records.impressions')} {c.impressions} · {t('advertisers.records.clicks')} {c.clicks} ·{' '}
          {formatMoney(c.spend, c.currency)}
        </p>
        {state === 'creative_rejected' && c.creativeRejectReason ? (
          <p className="ad-reason" data-testid="ad-creative-reason">
            {t(c.creativeRejectReasonIsFreeText ? 'advertisers.status.reasonNote' : 'advertisers.status.reason')}: {c.creativeRejectReason}
          </p>
        ) : null}
        <div className="ad-campaign__actions">
          {state === 'creative_rejected' ? (
            <Button size="small" color="primary" onClick={onResubmit} data-testid="ad-campaign-resubmit">
              {t('advertisers.campaigns.resubmit')}
            </Button>
          ) : null}
          {state === 'awaiting_payment' ? (
            <Button size="small" color="primary" onClick={() => void navigate(`${paths.orderPay}?id=${encodeURIComponent(c.orderId)}`)}>
              {t('advertisers.packages.buy')}
            </Button>
          ) : null}
          <Button
            size="small"
            onClick={() => void navigate(`${paths.advertiserRecords}?campaign=${encodeURIComponent(c.id)}`)}
            data-testid="ad-campaign-records"
          >
            {t('advertisers.campaigns.records')}
          </Button>
        </div>
      </div>
    </li>
  );
}

/** The advertiser's campaigns with their state; a rejected creative can be corrected and resubmitted. */
export default function CampaignsPage() {
  const { t } = useTranslation();
  const { query, items } = useCampaigns();
  const [editing, setEditing] = useState<CampaignDto | null>(null);
  return (
    <PageLayout title={t('advertisers.campaigns.title')} testId="ad-campaigns-page">
      <PagedList
        query={{ ...query, hasNextPage: !!query.hasNextPage }}
        items={items}
        render={(c) => <Row key={c.id} campaign={c} onResubmit={() => setEditing(c)} />}
        testIdPrefix="ad-campaigns"
        listTestId="ad-campaigns"
        className="ad-campaigns"
        as="ul"
        empty={{ title: t('advertisers.campaigns.empty') }}
        failed={{ title: t('advertisers.list.failed') }}
        footer="advertisers.list"
      />
      <Popup
        visible={editing !== null}
        onMaskClick={() => setEditing(null)}
        onClose={() => setEditing(null)}
        showCloseButton
        destroyOnClose
      >
        {editing ? <Resubmit campaign={editing} onClose={() => setEditing(null)} /> : null}
      </Popup>
    </PageLayout>
  );
}
