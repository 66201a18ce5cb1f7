import type { ApplicationStatus, CampaignStatus, CreativeStatus } from '@contracts/schemas/advertisers';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

const APPLICATION_COLOR: Record<ApplicationStatus, string> = {
  awaiting_review: 'warning',
  approved: 'success',
  rejected: 'danger',
  paid: 'primary',
};

export function ApplicationStatusTag({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={APPLICATION_COLOR[status]} fill="outline" data-testid="ad-status-tag" data-status={status}>
      {t(`advertisers.status.${status}`)}
    </Tag>
  );
}

/** What the advertiser reads of a campaign: its creative's review first, then its window. */
export type CampaignState =
  'awaiting_payment' | 'awaiting_creative_review' | 'creative_rejected' | 'scheduled' | 'running' | 'ended' | 'cancelled';

export function campaignState(status: CampaignStatus, creative: CreativeStatus): CampaignState {
  if (status === 'pending_payment') return 'awaiting_payment';
  if (status === 'cancelled' || status === 'refunded') return 'cancelled';
  if (status === 'ended') return 'ended';
  if (creative === 'rejected') return 'creative_rejected';
  if (creative === 'pending_review') return 'awaiting_creative_review';
  return status;
}

const CAMPAIGN_COLOR: Record<CampaignState, string> = {
  awaiting_payment: 'warning',
  awaiting_creative_review: 'warning',
  creative_rejected: 'danger',
  scheduled: 'primary',
  running: 'success',
  ended: 'default',
  cancelled: 'default',
};

export function CampaignStateTag({ state }: { state: CampaignState }) {
  const { t } = useTranslation();
  return (
    <Tag color={CAMPAIGN_COLOR[state]} fill="outline" data-testid="ad-campaign-state" data-state={state}>
      {t(`advertisers.campaigns.state.${state}`)}
    </Tag>
  );
}
