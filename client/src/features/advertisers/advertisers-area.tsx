import type { ComponentType } from 'react';
import AdminApplicationsPage from '@client/features/advertisers/pages/admin-applications-page';
import AdminCreativesPage from '@client/features/advertisers/pages/admin-creatives-page';
import AdminPackagesPage from '@client/features/advertisers/pages/admin-packages-page';
import AgreementPage from '@client/features/advertisers/pages/agreement-page';
import ApplyPage from '@client/features/advertisers/pages/apply-page';
import CampaignsPage from '@client/features/advertisers/pages/campaigns-page';
import PackagesPage from '@client/features/advertisers/pages/packages-page';
import RecordsPage from '@client/features/advertisers/pages/records-page';
import StatusPage from '@client/features/advertisers/pages/status-page';

/**
 * The advertisers' pages travel as one chunk (few users open them): one chunk instead of nine
 * keeps the app's first load small (issue #25). The feature's index names each page's route.
 */
export const advertiserPages = {
  agreement: AgreementPage,
  apply: ApplyPage,
  status: StatusPage,
  packages: PackagesPage,
  campaigns: CampaignsPage,
  records: RecordsPage,
  adminApplications: AdminApplicationsPage,
  adminCreatives: AdminCreativesPage,
  adminPackages: AdminPackagesPage,
} satisfies Record<string, ComponentType>;

export type AdvertiserPage = keyof typeof advertiserPages;
