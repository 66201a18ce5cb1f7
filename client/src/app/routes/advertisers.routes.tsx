import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@client/components/lazy-page';
import { paths } from '@client/config/paths';

/** Advertiser pages use the advertisers area's texts only (issue #25). */
const adTexts = { texts: ['advertisers'] } as const;

const AgreementPage = lazyPage(() => import('@client/features/advertisers/pages/agreement-page'), 'ad-agreement', adTexts);
const ApplyPage = lazyPage(() => import('@client/features/advertisers/pages/apply-page'), 'ad-apply', adTexts);
const StatusPage = lazyPage(() => import('@client/features/advertisers/pages/status-page'), 'ad-status', adTexts);
const PackagesPage = lazyPage(() => import('@client/features/advertisers/pages/packages-page'), 'ad-packages', adTexts);
const CampaignsPage = lazyPage(() => import('@client/features/advertisers/pages/campaigns-page'), 'ad-campaigns', adTexts);
const RecordsPage = lazyPage(() => import('@client/features/advertisers/pages/records-page'), 'ad-records', adTexts);
const AdminApplicationsPage = lazyPage(() => import('@client/features/advertisers/pages/admin-applications-page'), 'ad-admin', adTexts);
const AdminCreativesPage = lazyPage(() => import('@client/features/advertisers/pages/admin-creatives-page'), 'ad-admin-creatives', adTexts);

/** Advertisers (issue #23): agreement, application and status, packages, campaigns, records; the admins' review. */
export const advertisersRoutes: RouteObject[] = [
  { path: paths.advertiserAgreement, element: <AgreementPage /> },
  { path: paths.advertiserApply, element: <ApplyPage /> },
  { path: paths.advertiserStatus, element: <StatusPage /> },
  { path: paths.advertiserPackages, element: <PackagesPage /> },
  { path: paths.advertiserCampaigns, element: <CampaignsPage /> },
  { path: paths.advertiserRecords, element: <RecordsPage /> },
  { path: paths.adminAdvertisers, element: <AdminApplicationsPage /> },
  { path: paths.adminAdCreatives, element: <AdminCreativesPage /> },
];
