import { Button, Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '@client/components/page-layout';
import { paths } from '@client/config/paths';
import { reportSubmitError } from '@client/lib/forms';
import { notify } from '@client/lib/notify';
import { useClearHistory, useMyArticles } from '@client/features/content/api/articles';
import { ArticleList } from '@client/features/content/components/article-list';
import '@client/features/content/content.css';

/** "Viewed": the reader's reading history, newest first, clearable. */
export default function ViewedPage() {
  const { t } = useTranslation();
  const list = useMyArticles('history');
  const clear = useClearHistory();
  const onClear = async () => {
    const ok = await Dialog.confirm({
      content: t('content.viewed.confirmClear'),
      confirmText: t('content.viewed.clear'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    clear.mutate(undefined, { onSuccess: () => notify({ key: 'content.viewed.cleared' }), onError: (e) => reportSubmitError(e) });
  };
  return (
    <PageLayout
      title={t('content.viewed.title')}
      testId="viewed-page"
      right={
        list.items.length > 0 ? (
          <Button
            size="mini"
            fill="none"
            color="primary"
            loading={clear.isPending}
            onClick={() => void onClear()}
            data-testid="viewed-clear"
          >
            {t('content.viewed.clear')}
          </Button>
        ) : null
      }
    >
      <ArticleList
        list={list}
        testId="viewed"
        empty={{ title: t('content.viewed.empty'), link: { to: paths.tabArticles, label: t('content.list.browse') } }}
      />
    </PageLayout>
  );
}
