import type { ArticleDetail } from '@contracts/schemas/content';
import type { Language } from '@contracts/language';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { PageLayout } from '@client/components/page-layout';
import { getCurrentLocale, serverLanguage } from '@client/lib/language';
import { useAfterPaint } from '@client/lib/after-paint';
import { useHeroShown } from '@client/lib/first-screen';
import { formatDateTime } from '@client/lib/time-text';
import { useArticle } from '@client/features/content/api/article-first';
import { ArticleBody } from '@client/features/content/components/article-body';
import { LockPrompt } from '@client/features/content/components/lock-prompt';
import { NotFoundState, QueryState } from '@client/features/content/components/query-state';
import '@client/features/content/content.css';
import { screenWide, sized } from '@client/lib/sized-image';

// like, favourite and share, at the article's foot: fetched after the first paint (their icons and
// the interaction calls are not part of it: issue #25); an empty bar of the same height until then
const loadActions = () => import('@client/features/content/components/article-actions');
const ArticleActions = lazy(() => loadActions().then((m) => ({ default: m.ArticleActions })));
// the in-article ad (issue #23) after the body: fetched after the first paint too; nothing until then
const loadAd = () => import('@client/features/content/components/slot-ad');
const InArticleAd = lazy(() => loadAd().then((m) => ({ default: m.InArticleAd })));
// the follow button (its mutation, antd-mobile's Button) and the related list: after the first paint too
const loadFollow = () => import('@client/features/content/components/follow-button');
const FollowButton = lazy(() => loadFollow().then((m) => ({ default: m.FollowButton })));
const loadRelated = () => import('@client/features/content/components/article-related');
const ArticleRelated = lazy(loadRelated);
const followPlaceholder = <span className="article__follow-placeholder" aria-hidden />;
const actionsPlaceholder = (
  <div className="article-actions" aria-hidden>
    <span className="article-action" />
  </div>
);

function authorPath(id: string): string {
  return `${paths.author}?id=${encodeURIComponent(id)}`;
}

/** The reader's language differs from the article's: say so, and offer the other versions. */
function LanguageBar({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mine: Language = serverLanguage(getCurrentLocale());
  const versions = article.translations.filter((v) => v.id !== article.id);
  if (article.language === mine && versions.length === 0) return null;
  // A link to another language's version (a shared one, say) while the reader's own exists: offer it first.
  const own = article.language === mine ? undefined : versions.find((v) => v.language === mine);
  const others = versions.filter((v) => v !== own);
  const read = (id: string) => void navigate(`${paths.article}?id=${encodeURIComponent(id)}`, { replace: true });
  return (
    <div className="article-languages" data-testid="article-languages">
      {own ? (
        <p className="article-languages__note">
          <span data-testid="language-other">
            {t('content.article.otherVersion', { language: t(`content.language.${article.language}`) })}
          </span>{' '}
          <button type="button" className="link-button" onClick={() => read(own.id)} data-testid="read-in-mine">
            {t('content.article.readIn', { language: t(`content.language.${own.language}`) })}
          </button>
        </p>
      ) : article.language !== mine ? (
        <p className="article-languages__note" data-testid="language-fallback">
          {t('content.article.fallback', { language: t(`content.language.${article.language}`) })}
        </p>
      ) : null}
      {others.length > 0 ? (
        <div className="article-languages__list">
          <span>{t('content.article.translations')}</span>
          {others.map((v) => (
            <button key={v.id} type="button" className="link-button" onClick={() => read(v.id)} data-testid={`translation-${v.language}`}>
              {t(`content.language.${v.language}`)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

function ArticleView({ article, rest }: { article: ArticleDetail; rest: boolean }) {
  const { t } = useTranslation();
  const cover = screenWide(article.cover);
  useHeroShown(cover);
  return (
    <article className="article" data-testid="article" data-article-id={article.id} lang={article.language}>
      {cover ? <img className="article__cover" src={cover} alt="" width={390} height={220} /> : null}
      <div className="article__head">
        <h1 className="article__title" data-testid="article-title">
          {article.title}
        </h1>
        <div className="article__author">
          <Link to={authorPath(article.author.id)} className="article__author-link" data-testid="article-author">
            {article.author.avatar ? (
              <img className="article__avatar" src={sized(article.author.avatar, 36)} alt="" width={36} height={36} />
            ) : (
              <span className="article__avatar" aria-hidden />
            )}
            <span className="article__author-name">{article.author.nickname}</span>
          </Link>
          {rest ? (
            <Suspense fallback={followPlaceholder}>
              <FollowButton authorId={article.author.id} followed={article.followingAuthor} size="mini" />
            </Suspense>
          ) : (
            followPlaceholder
          )}
        </div>
        <p className="article__meta">
          <time dateTime={article.publishedAt}>{formatDateTime(article.publishedAt)}</time>
          <span aria-hidden> · </span>
          <span>{t('content.article.viewsN', { count: article.views })}</span>
          <span aria-hidden> · </span>
          <span className="content-tag">{t(`content.category.${article.category}`)}</span>
        </p>
        {article.issue ? (
          <Link className="article__issue" to={`${paths.magazinePeriodical}?id=${encodeURIComponent(article.issue.id)}`}>
            {t('content.article.inIssue', { title: article.issue.title })}
          </Link>
        ) : null}
        <LanguageBar article={article} />
      </div>
      {article.body !== undefined ? (
        <ArticleBody html={article.body} testId="article-body" />
      ) : (
        <>
          <div className="article-preview">
            <ArticleBody html={article.preview} testId="article-preview" />
          </div>
          <LockPrompt unlock={article.unlock} />
        </>
      )}
      {article.tags.length > 0 ? (
        <ul className="article__tags" aria-label={t('content.article.tags')}>
          {article.tags.map((tag) => (
            <li key={tag}>#{tag}</li>
          ))}
        </ul>
      ) : null}
      {rest ? (
        <Suspense fallback={null}>
          <InArticleAd />
        </Suspense>
      ) : null}
      {rest ? (
        <Suspense fallback={actionsPlaceholder}>
          <ArticleActions article={article} />
        </Suspense>
      ) : (
        actionsPlaceholder
      )}
    </article>
  );
}

/** `/pages/article/article?id=`: an article (or its preview and the lock prompt), then related ones. */
export default function ArticlePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const article = useArticle(id);
  // below the first screen (and the follow button): once the article's first screen is up
  const rest = useAfterPaint();
  return (
    <PageLayout title={t('pages.article')} testId="article-page">
      {id ? (
        <QueryState query={article} testId="article">
          {() => (article.data ? <ArticleView article={article.data} rest={rest} /> : null)}
        </QueryState>
      ) : (
        <NotFoundState testId="article" />
      )}
      {article.data && rest ? (
        <Suspense fallback={null}>
          <ArticleRelated id={article.data.id} />
        </Suspense>
      ) : null}
    </PageLayout>
  );
}
