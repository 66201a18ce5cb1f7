import { ARTICLE_CATEGORIES, ARTICLE_FEEDS, type ArticleCategory, type ArticleFeed } from '@contracts/schemas/content';
import { CapsuleTabs, Tabs } from 'antd-mobile';
import { SearchOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { PageLayout } from '@client/components/page-layout';
import { useFeed } from '@client/features/content/api/articles';
import { ArticleList } from '@client/features/content/components/article-list';
import { SlotAdCard, useSlotAd } from '@client/features/content/components/slot-ad';
import { useMyLanguageOnly } from '@client/features/content/hooks/my-language-only';
import '@client/features/content/content.css';

const ALL = 'all';

function readFeed(v: string | null): ArticleFeed {
  return (ARTICLE_FEEDS as readonly string[]).includes(v ?? '') ? (v as ArticleFeed) : 'recommended';
}

function readCategory(v: string | null): ArticleCategory | null {
  return (ARTICLE_CATEGORIES as readonly string[]).includes(v ?? '') ? (v as ArticleCategory) : null;
}

/** The Articles tab: the feeds (recommended, popular, latest) with category tabs over them. */
export default function ArticlesTabPage() {
  const { t } = useTranslation();
  // a paid ad heads the feed when one runs there (issue #23); the list's empty state stays its own
  const feedAd = useSlotAd('feed_card');
  const [params, setParams] = useSearchParams();
  const feed = readFeed(params.get('feed'));
  const category = readCategory(params.get('category'));
  const [myLanguageOnly, setMyLanguageOnly] = useMyLanguageOnly();
  const list = useFeed(feed, category, myLanguageOnly);

  const choose = (next: { feed?: ArticleFeed; category?: ArticleCategory | null }) => {
    const f = next.feed ?? feed;
    const c = next.category === undefined ? category : next.category;
    const q = new URLSearchParams({ feed: f });
    if (c) q.set('category', c);
    setParams(q, { replace: true });
  };

  return (
    <PageLayout
      title={t('pages.articles')}
      back={false}
      withTabs
      testId="articles-tab-page"
      right={
        <Link to={paths.search} className="icon-button" aria-label={t('content.search.open')} data-testid="articles-search">
          <SearchOutline fontSize={22} aria-hidden />
        </Link>
      }
    >
      <Tabs activeKey={feed} onChange={(k) => choose({ feed: k as ArticleFeed })} className="content-feed-tabs">
        {ARTICLE_FEEDS.map((f) => (
          <Tabs.Tab key={f} title={<span data-testid={`feed-tab-${f}`}>{t(`content.feed.${f}`)}</span>} />
        ))}
      </Tabs>
      <CapsuleTabs
        activeKey={category ?? ALL}
        onChange={(k) => choose({ category: k === ALL ? null : (k as ArticleCategory) })}
        className="content-category-tabs"
      >
        <CapsuleTabs.Tab key={ALL} title={<span data-testid="category-tab-all">{t('content.category.all')}</span>} />
        {ARTICLE_CATEGORIES.map((c) => (
          <CapsuleTabs.Tab key={c} title={<span data-testid={`category-tab-${c}`}>{t(`content.category.${c}`)}</span>} />
        ))}
      </CapsuleTabs>
      <label className="content-feed-filter">
        <input
          type="checkbox"
          checked={myLanguageOnly}
          onChange={(e) => setMyLanguageOnly(e.target.checked)}
          data-testid="feed-my-language"
        />
        <span>{t('content.feed.myLanguageOnly')}</span>
      </label>
      <ArticleList
        list={list}
        testId="feed"
        ariaLabel={t(`content.feed.${feed}`)}
        lead={feedAd ? <SlotAdCard ad={feedAd} testId="feed-ad" /> : undefined}
      />
    </PageLayout>
  );
}
