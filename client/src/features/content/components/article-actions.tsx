import type { ArticleDetail } from '@contracts/schemas/content';
import { CheckCircleOutline, DownlandOutline, HeartFill, HeartOutline, SendOutline, StarFill, StarOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@client/lib/notify';
import { reportSubmitErrorLater } from '@client/lib/report-error-later';
import { useSession } from '@client/lib/use-session';
import { isReadable } from '@client/lib/pwa/saved-articles';
import { useInteraction, type Interaction } from '@client/features/content/api/articles';
import { useDownloadArticle, useKeepRead, useSavedArticles } from '@client/features/content/api/downloads';
import { useRequireLogin } from '@client/features/content/hooks/use-require-login';

// the share sheet (its popup, the poster and its QR code: 30 KB gzipped) is fetched when first opened (issue #25)
const ArticleShare = lazy(() => import('@client/features/content/components/article-share').then((m) => ({ default: m.ArticleShare })));

/**
 * "Download" (issue #35): keeps an article the reader may read on the device for offline reading;
 * "Downloaded" once it is (a last-read copy is downloaded by pressing it too). Logged in only.
 */
function DownloadAction({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation();
  const saved = useSavedArticles();
  const download = useDownloadArticle();
  useKeepRead(article);
  const done = !!saved.data?.some((e) => e.id === article.id && e.explicit);
  const onDownload = () =>
    download.mutate(article, {
      onSuccess: () => notify({ key: 'content.downloaded.savedToast' }),
      onError: () => notify({ key: 'content.downloaded.failed' }),
    });
  return (
    <button
      type="button"
      className={done ? 'article-action article-action--on' : 'article-action'}
      aria-pressed={done}
      disabled={download.isPending}
      onClick={done ? undefined : onDownload}
      data-testid="article-download"
      data-state={done ? 'done' : download.isPending ? 'saving' : 'none'}
    >
      {done ? <CheckCircleOutline aria-hidden /> : <DownlandOutline aria-hidden />}
      <span>{t(done ? 'content.downloaded.done' : download.isPending ? 'content.downloaded.saving' : 'content.downloaded.download')}</span>
    </button>
  );
}

/** Like, favourite (optimistic, rolled back on error), download and share, at the foot of an article. */
export function ArticleActions({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation();
  const [sharing, setSharing] = useState(false);
  const [shareOpened, setShareOpened] = useState(false); // then kept, for the sheet's closing animation
  const interaction = useInteraction(article.id);
  const requireLogin = useRequireLogin();
  const { token } = useSession();

  const toggle = (kind: Interaction) => {
    if (!requireLogin(t(kind === 'like' ? 'content.login.like' : 'content.login.favourite'))) return;
    const on = kind === 'like' ? !article.liked : !article.favourited;
    interaction.mutate({ kind, on }, { onError: reportSubmitErrorLater });
  };

  return (
    <div className="article-actions" role="toolbar" aria-label={t('content.article.actions')}>
      <button
        type="button"
        className={article.liked ? 'article-action article-action--on' : 'article-action'}
        aria-pressed={!!article.liked}
        onClick={() => toggle('like')}
        data-testid="article-like"
      >
        {article.liked ? <HeartFill aria-hidden /> : <HeartOutline aria-hidden />}
        <span>{t('content.article.like')}</span>
        <span data-testid="article-likes">{article.likes}</span>
      </button>
      <button
        type="button"
        className={article.favourited ? 'article-action article-action--on' : 'article-action'}
        aria-pressed={!!article.favourited}
        onClick={() => toggle('favourite')}
        data-testid="article-favourite"
      >
        {article.favourited ? <StarFill aria-hidden /> : <StarOutline aria-hidden />}
        <span>{t('content.article.favourite')}</span>
        <span data-testid="article-favourites">{article.favourites}</span>
      </button>
      {token && isReadable(article) && typeof caches !== 'undefined' ? <DownloadAction article={article} /> : null}
      <button
        type="button"
        className="article-action"
        onClick={() => {
          setShareOpened(true);
          setSharing(true);
        }}
        data-testid="article-share"
      >
        <SendOutline aria-hidden />
        <span>{t('content.article.share')}</span>
      </button>
      {shareOpened ? (
        <Suspense fallback={null}>
          <ArticleShare article={article} open={sharing} onClose={() => setSharing(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
