import type { ArticleListItem } from '@contracts/schemas/content';
import { LockOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { timeText } from '@client/lib/time-text';
import '@client/components/article-card.css';
import { sized } from '@client/lib/sized-image';

/** The in-app address of an article. */
export function articlePath(id: string): string {
  return `${paths.article}?id=${encodeURIComponent(id)}`;
}

type Props = {
  article: ArticleListItem;
  /** `li` inside a `<ul>` (default), or a plain block */
  as?: 'li' | 'div';
  /** shows the badge of an editor's choice etc. */
  extra?: React.ReactNode;
};

/**
 * One article in a feed: cover, title, summary, author, time, counts, a lock badge, and its
 * language when it has no version in the reader's (issue #36).
 */
export function ArticleCard({ article, as = 'li', extra }: Props) {
  const { t } = useTranslation();
  const Tag = as;
  return (
    <Tag className="article-card" data-testid="article-card" data-article-id={article.id}>
      <Link to={articlePath(article.id)} className="article-card__link">
        <span className="article-card__text">
          <span className="article-card__title">
            {article.locked ? (
              <span className="article-card__lock" title={t('content.article.lockedBadge')}>
                <LockOutline aria-hidden />
                <span className="visually-hidden">{t('content.article.lockedBadge')}</span>
              </span>
            ) : null}
            {article.title}
          </span>
          {article.summary ? <span className="article-card__summary">{article.summary}</span> : null}
          <span className="article-card__meta">
            {article.inReaderLanguage === false ? (
              <span
                className="article-card__lang"
                title={t('content.article.languageTag', { language: t(`content.language.${article.language}`) })}
                data-testid="article-card-language"
              >
                {t(`content.language.${article.language}`)}
              </span>
            ) : null}
            <span>{article.author.nickname}</span>
            <span aria-hidden>·</span>
            <span>{timeText(article.publishedAt)}</span>
            <span aria-hidden>·</span>
            <span>{t('content.article.likesN', { count: article.likes })}</span>
            {extra}
          </span>
        </span>
        {article.cover ? (
          <img
            className="article-card__cover"
            src={sized(article.cover, 112)}
            alt=""
            width={112}
            height={84}
            loading="lazy"
            decoding="async"
          />
        ) : null}
      </Link>
    </Tag>
  );
}
