/** The profile feature's public surface: the profile tab, "my info" and the profile editor. */
import { lazyPage } from '@client/components/lazy-page';
import { defineFeature } from '@client/config/feature';
import { paths } from '@client/config/paths';

const ProfileTabPage = lazyPage(() => import('@client/features/profile/pages/profile-tab-page'), 'profile');
const MyInfoPage = lazyPage(() => import('@client/features/profile/pages/my-info-page'), 'my-info');
const EditProfilePage = lazyPage(() => import('@client/features/profile/pages/edit-profile-page'), 'edit-profile');

export const profileFeature = defineFeature({
  name: 'profile',
  routes: [
    { path: paths.tabProfile, page: ProfileTabPage, needsLogin: true, tab: 'profile' },
    { path: paths.myInfo, page: MyInfoPage, needsLogin: true },
    { path: paths.editProfile, page: EditProfilePage, needsLogin: true },
  ],
});
