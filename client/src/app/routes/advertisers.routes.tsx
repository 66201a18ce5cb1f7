import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@client/components/lazy-page';
import { paths } from '@client/config/paths';

/** Advertiser pages use the advertisers area's texts only (issue #25); they load as one chunk. */
const AdvertisersArea = lazyPage(() => import('@client/app/routes/advertisers.area'), 'advertisers', { texts: ['advertisers'] });

/** Advertisers (issue #23): agreement, application and status, packages, campaigns, records; the admins' review and packages. */
export const advertisersRoutes: RouteObject[] = [
  paths.advertiserAgreement,
  paths.advertiserApply,
  paths.advertiserStatus,
  paths.advertiserPackages,
  paths.advertiserCampaigns,
  paths.advertiserRecords,
  paths.adminAdvertisers,
  paths.adminAdCreatives,
  paths.adminAdPackages,
].map((path) => ({ path, element: <AdvertisersArea /> }));
