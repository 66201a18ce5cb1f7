import { TabBar } from 'antd-mobile';
import { AppOutline, FileOutline, PictureOutline, UserOutline } from 'antd-mobile-icons';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { TAB_HOME_ALIASES } from '@client/app/route-table';
import { badgeText, BadgeCountsContext } from '@client/lib/badges';
import { useUnreadCount } from '@client/features/messages';

type Tab = { key: string; titleKey: string; icon: ReactNode; testId: string };

const TABS: Tab[] = [
  { key: paths.tabIndex, titleKey: 'tabs.home', icon: <AppOutline aria-hidden />, testId: 'tab-home' },
  { key: paths.tabArticles, titleKey: 'tabs.articles', icon: <FileOutline aria-hidden />, testId: 'tab-articles' },
  { key: paths.tabShows, titleKey: 'tabs.shows', icon: <PictureOutline aria-hidden />, testId: 'tab-shows' },
  { key: paths.tabProfile, titleKey: 'tabs.profile', icon: <UserOutline aria-hidden />, testId: 'tab-profile' },
];

function activeTab(pathname: string): string {
  if (TAB_HOME_ALIASES.has(pathname)) return paths.tabIndex;
  return TABS.find((tab) => tab.key === pathname)?.key ?? paths.tabIndex;
}

/** The four tabs. Switching to a needs-login tab goes through the root guard like any navigation. */
export function TabLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const active = activeTab(location.pathname);
  // unread messages: a badge on the profile tab (and its messages entry), kept live by the /me channel
  const unread = useUnreadCount()?.total ?? 0;
  const badges = useMemo(() => ({ messages: unread }), [unread]);
  return (
    <>
      <BadgeCountsContext.Provider value={badges}>
        <Outlet />
      </BadgeCountsContext.Provider>
      <nav className="tab-bar" aria-label={t('tabs.label')}>
        <TabBar
          activeKey={active}
          safeArea={false}
          onChange={(key) => {
            if (key !== location.pathname) void navigate(key);
          }}
        >
          {TABS.map((tab) => (
            <TabBar.Item
              key={tab.key}
              icon={tab.icon}
              badge={tab.key === paths.tabProfile ? badgeText(unread) : undefined}
              data-testid={tab.testId}
              title={
                <button type="button" className="tab-bar__label" aria-current={active === tab.key ? 'page' : undefined}>
                  {t(tab.titleKey)}
                  {tab.key === paths.tabProfile && unread > 0 ? (
                    <span className="visually-hidden" data-testid="tab-profile-unread">
                      {t('messages.unreadBadge', { count: unread })}
                    </span>
                  ) : null}
                </button>
              }
            />
          ))}
        </TabBar>
      </nav>
    </>
  );
}
