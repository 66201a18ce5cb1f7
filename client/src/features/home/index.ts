/** The home feature's public surface: the home tab (at its SPEC aliases). */
import { lazyPage } from '@client/components/lazy-page';
import { defineFeature } from '@client/config/feature';
import { paths } from '@client/config/paths';
import { prefetchHome } from '@client/features/home/api/home';

const HomePage = lazyPage(() => import('@client/features/home/pages/home-page'), 'home', {
  texts: [],
  prefetch: prefetchHome,
});

export const homeFeature = defineFeature({
  name: 'home',
  routes: [
    // the home tab answers at all of these (SPEC §2); the first is the app's root. The SPEC's
    // fallback tab/home/shopindex is the shop's home, inside the home tab (features/shop)
    ...[paths.root, paths.index, paths.tabIndex, paths.tabHome].map((path) => ({
      path,
      page: HomePage,
      tab: 'home' as const,
    })),
  ],
});
