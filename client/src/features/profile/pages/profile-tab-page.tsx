import { Avatar, Badge, Button, Grid } from 'antd-mobile';
import {
  BellOutline,
  CheckShieldOutline,
  ClockCircleOutline,
  ContentOutline,
  DownlandOutline,
  GiftOutline,
  CouponOutline,
  EditSOutline,
  FileOutline,
  MessageOutline,
  PictureOutline,
  PicturesOutline,
  ScanCodeOutline,
  SetOutline,
  ShopbagOutline,
  UnlockOutline,
  StarOutline,
  TeamOutline,
  TagOutline,
  UnorderedListOutline,
  UserCircleOutline,
  UserContactOutline,
  EnvironmentOutline,
  UserSetOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { loginPath, paths } from '@client/config/paths';
import { LanguageSwitch } from '@client/components/language-switch';
import { PageLayout } from '@client/components/page-layout';
import { badgeText, useBadgeCount } from '@client/lib/badges';
import { useSession } from '@client/lib/use-session';
import { useMe } from '@client/features/profile/api/get-me';
import { useMembershipState } from '@client/features/membership';
import '@client/features/profile/profile.css';

/** The last VIP day: `vipUntil` is 00:00 Shanghai time (UTC+8) of the day after it (the member centre's rule). */
function lastVipDay(vipUntil: string | null): string {
  const ms = vipUntil ? Date.parse(vipUntil) : NaN;
  return Number.isNaN(ms) ? '' : new Date(ms + 8 * 3600_000 - 86_400_000).toISOString().slice(0, 10);
}

type Entry = { key: string; to: string; icon: ReactNode; labelKey?: string };

const ENTRIES: Entry[] = [
  { key: 'myInfo', to: paths.myInfo, icon: <UserContactOutline /> },
  { key: 'editProfile', to: paths.editProfile, icon: <EditSOutline /> },
  { key: 'messages', to: paths.messages, icon: <BellOutline /> },
  { key: 'orders', to: paths.orders, icon: <UnorderedListOutline /> },
  { key: 'tickets', to: paths.tickets, icon: <TagOutline /> },
  { key: 'coupons', to: paths.couponMine, icon: <CouponOutline />, labelKey: 'coupons.entry' },
  { key: 'saved', to: paths.savedArticles, icon: <StarOutline />, labelKey: 'content.saved.title' },
  { key: 'viewed', to: paths.viewedArticles, icon: <ClockCircleOutline />, labelKey: 'content.viewed.title' },
  { key: 'downloaded', to: paths.downloadedArticles, icon: <DownlandOutline />, labelKey: 'content.downloaded.title' },
  { key: 'purchased', to: paths.purchased, icon: <UnlockOutline /> },
  { key: 'shop', to: paths.shopIndex, icon: <ShopbagOutline />, labelKey: 'shop.entry' },
  { key: 'cart', to: paths.cart, icon: <ShopbagOutline />, labelKey: 'shop.cartPage.title' },
  { key: 'addresses', to: paths.addresses, icon: <EnvironmentOutline />, labelKey: 'shop.address.title' },
  { key: 'works', to: paths.works, icon: <PictureOutline /> },
  { key: 'feedback', to: paths.feedback, icon: <MessageOutline /> },
  { key: 'settings', to: paths.settings, icon: <SetOutline /> },
];

/** Ticket check-in at the door, for volunteers and admins. */
const CHECKIN_ENTRY: Entry = { key: 'checkin', to: paths.checkin, icon: <ScanCodeOutline />, labelKey: 'checkin.entry' };

/** Customer service's entry, for users with the customer_service or admin role. */
const CS_ENTRY: Entry = { key: 'customerService', to: paths.csFeedback, icon: <TeamOutline />, labelKey: 'cs.entry' };

/** The operators' console (people, roles, the audit log), for customer service and admins (issue #39). */
const CONSOLE_ENTRY: Entry = { key: 'console', to: paths.adminConsole, icon: <UserSetOutline />, labelKey: 'console.entry' };

/** "My articles" (writing and submitting), for users with the author role and admins. */
const STUDIO_ENTRY: Entry = { key: 'studio', to: paths.studio, icon: <EditSOutline />, labelKey: 'content.studio.entry' };

/** Article review, for admins. */
const ARTICLE_REVIEW_ENTRY: Entry = {
  key: 'articleReview',
  to: paths.adminArticles,
  icon: <ContentOutline />,
  labelKey: 'content.admin.entry',
};

/** The home carousel's banners, for admins. */
const BANNERS_ENTRY: Entry = { key: 'banners', to: paths.adminBanners, icon: <PicturesOutline />, labelKey: 'content.banners.title' };

/** Membership plans and members' ledgers, for admins (issue #22). */
/** The shop's goods and stock, for admins. */
const SHOP_ADMIN_ENTRY: Entry = { key: 'shopAdmin', to: paths.adminGoods, icon: <ShopbagOutline />, labelKey: 'shop.admin.entry' };
const MEMBERSHIP_ADMIN_ENTRY: Entry = { key: 'membershipAdmin', to: paths.adminMembershipPlans, icon: <GiftOutline /> };
/** Advertising (issue #23): the application for everyone; campaigns and records for advertisers. */
const AD_ENTRY: Entry = { key: 'advertise', to: paths.advertiserStatus, icon: <FileOutline />, labelKey: 'advertisers.entry.apply' };
const ADVERTISER_ENTRIES: Entry[] = [
  { key: 'adStatus', to: paths.advertiserStatus, icon: <FileOutline />, labelKey: 'advertisers.entry.status' },
  { key: 'adCampaigns', to: paths.advertiserCampaigns, icon: <PicturesOutline />, labelKey: 'advertisers.entry.campaigns' },
  { key: 'adRecords', to: paths.advertiserRecords, icon: <UnorderedListOutline />, labelKey: 'advertisers.entry.records' },
];
/** Advertiser applications and ad creatives to review, for admins and customer service. */
const AD_REVIEW_ENTRIES: Entry[] = [
  { key: 'adReview', to: paths.adminAdvertisers, icon: <CheckShieldOutline />, labelKey: 'advertisers.entry.review' },
  { key: 'adCreatives', to: paths.adminAdCreatives, icon: <PicturesOutline />, labelKey: 'advertisers.entry.creatives' },
];

/** The ad packages advertisers buy, for admins only (the API's packages routes are admin-only). */
const AD_PACKAGES_ENTRY: Entry = {
  key: 'adPackages',
  to: paths.adminAdPackages,
  icon: <GiftOutline />,
  labelKey: 'advertisers.entry.packages',
};

/** Contest entry review and held votes, for admins. */
const REVIEW_ENTRY: Entry = { key: 'review', to: paths.reviewEntries, icon: <CheckShieldOutline />, labelKey: 'contest.review.entry' };

export default function ProfileTabPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = useSession();
  const me = useMe();
  const user = token ? me.data : undefined;
  // the member centre's own query (membership's key), so its live updates reach the VIP badge too
  const membership = useMembershipState();
  const vip = token && membership.data?.vip ? membership.data : null;
  const credits = token && !vip ? (membership.data?.remainingCredits ?? 0) : 0;
  const background = user?.background;
  // handed down by the tab layout (the messages feature owns the count)
  const unread = useBadgeCount('messages');
  const baseEntries = user?.roles.some((r) => r === 'customer_service' || r === 'admin') ? [...ENTRIES, CS_ENTRY] : ENTRIES;
  const withCheckin = user?.roles.some((r) => r === 'volunteer' || r === 'admin') ? [...baseEntries, CHECKIN_ENTRY] : baseEntries;
  const withStudio = user?.roles.some((r) => r === 'author' || r === 'admin') ? [...withCheckin, STUDIO_ENTRY] : withCheckin;
  const withAdmin = user?.roles.includes('admin')
    ? [...withStudio, REVIEW_ENTRY, ARTICLE_REVIEW_ENTRY, BANNERS_ENTRY, MEMBERSHIP_ADMIN_ENTRY]
    : withStudio;
  const advertiser = user?.roles.includes('advertiser') === true;
  const withAds = user ? [...withAdmin, ...(advertiser ? ADVERTISER_ENTRIES : [AD_ENTRY])] : withAdmin;
  const withAdReview = user?.roles.some((r) => r === 'customer_service' || r === 'admin')
    ? [...withAds, ...AD_REVIEW_ENTRIES, CONSOLE_ENTRY]
    : withAds;
  const entries = user?.roles.includes('admin') ? [...withAdReview, AD_PACKAGES_ENTRY, SHOP_ADMIN_ENTRY] : withAdReview;

  return (
    <PageLayout title={t('tabs.profile')} back={false} withTabs testId="profile-page">
      <section
        className={background ? 'profile-header profile-header--image' : 'profile-header'}
        style={background ? { backgroundImage: `url("${background}")` } : undefined}
        aria-label={t('profile.headerLabel')}
      >
        <div className="profile-header__inner">
          <Avatar
            className="profile-header__avatar"
            src={user?.avatar ?? ''}
            fallback={<UserCircleOutline fontSize={72} color="#ffffff" aria-hidden />}
            alt={user ? t('profile.avatarAlt', { name: user.nickname }) : t('profile.guest')}
          />
          <div>
            <h2 className="profile-header__name" data-testid="profile-nickname">
              {user ? user.nickname : t('profile.guest')}
              {vip ? (
                <span className="profile-vip" data-testid="profile-vip">
                  {t(vip.buyout ? 'profile.vipLifetime' : 'profile.vip')}
                </span>
              ) : null}
            </h2>
            {advertiser ? (
              <span className="profile-header__role" data-testid="profile-role-advertiser">
                {t('advertisers.entry.role')}
              </span>
            ) : null}
            {user ? (
              <p className="profile-header__bio">{user.bio || t('profile.noBio')}</p>
            ) : (
              <Button size="small" shape="rounded" onClick={() => void navigate(loginPath(paths.tabProfile))} data-testid="profile-login">
                {t('profile.loginOrRegister')}
              </Button>
            )}
          </div>
        </div>
      </section>
      <nav className="card profile-entries" aria-label={t('profile.entriesLabel')}>
        <Grid columns={4} gap={4}>
          {entries.map((entry) => (
            <Grid.Item key={entry.key}>
              <button
                type="button"
                className="entry-button"
                onClick={() => void navigate(entry.to)}
                data-testid={`profile-entry-${entry.key}`}
              >
                <span className="entry-button__icon" aria-hidden>
                  {entry.key === 'messages' ? <Badge content={badgeText(unread)}>{entry.icon}</Badge> : entry.icon}
                </span>
                {entry.labelKey ? t(entry.labelKey) : t(`profile.entries.${entry.key}`)}
                {entry.key === 'messages' && unread > 0 ? (
                  <span className="visually-hidden" data-testid="profile-messages-unread">
                    {t('messages.unreadBadge', { count: unread })}
                  </span>
                ) : null}
              </button>
            </Grid.Item>
          ))}
        </Grid>
      </nav>
      <button
        type="button"
        className="card feature-strip feature-strip--button"
        onClick={() => void navigate(paths.memberCentre)}
        data-testid="profile-member-centre"
      >
        <FileOutline className="feature-strip__icon" aria-hidden />
        <span>
          <span className="feature-strip__title">{t('profile.memberTitle')}</span>
          <span className="feature-strip__text">
            {vip
              ? vip.buyout
                ? t('profile.memberLifetime')
                : t('profile.memberUntil', { date: lastVipDay(vip.vipUntil) })
              : credits > 0
                ? t('profile.memberCredits', { count: credits })
                : t('profile.memberText')}
          </span>
        </span>
      </button>
      {/* a guest has no settings page: the language is chosen here (logged in: in Settings) */}
      {token ? null : <LanguageSwitch className="card profile-language" />}
    </PageLayout>
  );
}
