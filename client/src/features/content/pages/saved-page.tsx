import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageLayout } from '@client/components/page-layout';
import { paths } from '@client/config/paths';
import { useMyArticles } from '@client/features/content/api/articles';
import { ArticleList } from '@client/features/content/components/article-list';
import '@client/features/content/content.css';

type Which = 'favourites' | 'likes';

function SavedList({ which }: { which: Which }) {
  const { t } = useTranslation();
  const list = useMyArticles(which);
  return (
    <ArticleList
      list={list}
      testId={`saved-${which}`}
      empty={{
        title: t(`content.saved.empty.${which}`),
        description: t('content.saved.emptyText'),
        link: { to: paths.tabArticles, label: t('content.list.browse') },
      }}
    />
  );
}

/** "Saved and liked": the reader's favourites and likes, newest first. */
export default function SavedPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const which: Which = params.get('tab') === 'likes' ? 'likes' : 'favourites';
  return (
    <PageLayout title={t('content.saved.title')} testId="saved-page">
      <Tabs activeKey={which} onChange={(k) => setParams({ tab: k }, { replace: true })}>
        <Tabs.Tab key="favourites" title={<span data-testid="saved-tab-favourites">{t('content.saved.favourites')}</span>} />
        <Tabs.Tab key="likes" title={<span data-testid="saved-tab-likes">{t('content.saved.likes')}</span>} />
      </Tabs>
      <SavedList key={which} which={which} />
    </PageLayout>
  );
}
