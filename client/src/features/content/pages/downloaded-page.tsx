import { Button, Dialog, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageLayout } from '@client/components/page-layout';
import { StateBlock } from '@client/components/deferred';
import { paths } from '@client/config/paths';
import { getCurrentLocale } from '@client/lib/language';
import { notify } from '@client/lib/notify';
import { LAST_READ_KEPT } from '@client/lib/pwa/saved-index';
import { useRemoveSaved, useSavedArticles, useStorageUsage } from '@client/features/content/api/downloads';
import { formatBytes } from '@client/features/content/utils/bytes';
import '@client/features/content/content.css';
import '@client/features/content/styles/downloaded.css';

/**
 * "Downloaded" (issue #35, docs/decisions/0133-offline-reading.md): the articles kept on this
 * device for offline reading (downloaded, and the last read), each with the space it takes and
 * "remove"; what the app stores in all. Opens offline: nothing here asks the server.
 */
export default function DownloadedPage() {
  const { t } = useTranslation();
  const saved = useSavedArticles();
  const usage = useStorageUsage();
  const remove = useRemoveSaved();
  const locale = getCurrentLocale();
  const entries = saved.data ?? [];

  const onRemove = async (id: string, title: string) => {
    const ok = await Dialog.confirm({
      content: t('content.downloaded.confirmRemove', { title }),
      confirmText: t('content.downloaded.remove'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    remove.mutate(id, { onSuccess: () => notify({ key: 'content.downloaded.removed' }) });
  };

  return (
    <PageLayout title={t('content.downloaded.title')} testId="downloaded-page">
      <p className="downloaded__note">{t('content.downloaded.note', { count: LAST_READ_KEPT })}</p>
      {usage.data ? (
        <p className="downloaded__note" data-testid="downloaded-usage">
          {t('content.downloaded.total', { usage: formatBytes(usage.data.usage, locale) })}
        </p>
      ) : null}
      {saved.isPending ? (
        <div style={{ padding: 16 }} data-testid="downloaded-loading" role="status" aria-live="polite">
          <span className="visually-hidden">{t('common.loading')}</span>
          <Skeleton.Paragraph lineCount={5} animated />
        </div>
      ) : saved.isError ? (
        <div className="center-state" role="alert" data-testid="downloaded-error">
          <StateBlock status="default" title={t('content.downloaded.loadFailed')} />
          <Button color="primary" fill="outline" shape="rounded" onClick={() => void saved.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : entries.length === 0 ? (
        <div className="center-state" data-testid="downloaded-empty">
          <StateBlock status="empty" title={t('content.downloaded.empty')} description={t('content.downloaded.emptyText')} />
          <Link to={paths.tabArticles}>{t('content.list.browse')}</Link>
        </div>
      ) : (
        <ul className="downloaded" data-testid="downloaded-list" aria-label={t('content.downloaded.title')}>
          {entries.map((e) => (
            <li key={e.id} className="downloaded__item" data-testid={`downloaded-${e.id}`}>
              <Link className="downloaded__link" to={`${paths.article}?id=${encodeURIComponent(e.id)}`}>
                {e.cover ? <img className="downloaded__cover" src={e.cover} alt="" width={72} height={48} /> : null}
                <span className="downloaded__text">
                  <span className="downloaded__title">{e.title}</span>
                  <span className="downloaded__meta">
                    <span className="content-tag">{t(e.explicit ? 'content.downloaded.kept' : 'content.downloaded.auto')}</span>{' '}
                    <span data-testid="downloaded-size">{formatBytes(e.bytes, locale)}</span>
                  </span>
                </span>
              </Link>
              <Button
                size="mini"
                fill="outline"
                color="danger"
                loading={remove.isPending && remove.variables === e.id}
                onClick={() => void onRemove(e.id, e.title)}
                data-testid={`downloaded-remove-${e.id}`}
                aria-label={`${t('content.downloaded.remove')}: ${e.title}`}
              >
                {t('content.downloaded.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </PageLayout>
  );
}
