import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '@client/config/paths';
import AdminApplicationsPage from '@client/features/advertisers/pages/admin-applications-page';
import AdminCreativesPage from '@client/features/advertisers/pages/admin-creatives-page';
import AdminPackagesPage from '@client/features/advertisers/pages/admin-packages-page';
import AgreementPage from '@client/features/advertisers/pages/agreement-page';
import ApplyPage from '@client/features/advertisers/pages/apply-page';
import CampaignsPage from '@client/features/advertisers/pages/campaigns-page';
import PackagesPage from '@client/features/advertisers/pages/packages-page';
import RecordsPage from '@client/features/advertisers/pages/records-page';
import StatusPage from '@client/features/advertisers/pages/status-page';

const PAGES: Record<string, ComponentType> = {
  [paths.advertiserAgreement]: AgreementPage,
  [paths.advertiserApply]: ApplyPage,
  [paths.advertiserStatus]: StatusPage,
  [paths.advertiserPackages]: PackagesPage,
  [paths.advertiserCampaigns]: CampaignsPage,
  [paths.advertiserRecords]: RecordsPage,
  [paths.adminAdvertisers]: AdminApplicationsPage,
  [paths.adminAdCreatives]: AdminCreativesPage,
  [paths.adminAdPackages]: AdminPackagesPage,
};

/**
 * The advertisers' pages travel as one chunk (few users open them): one lazy route in the app's
 * first load instead of nine keeps the home page under its first-render budget (issue #25).
 */
export default function AdvertisersArea() {
  const { pathname } = useLocation();
  const Page = PAGES[pathname];
  return Page ? <Page /> : null;
}
