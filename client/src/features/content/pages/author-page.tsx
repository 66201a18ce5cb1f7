import type { AuthorProfile } from '@contracts/schemas/content';
import { Avatar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { PageLayout } from '@client/components/page-layout';
import { ContentPageShare } from '@client/features/content/components/page-share';
import { useAuthorArticles } from '@client/features/content/api/articles';
import { useAuthor } from '@client/features/content/api/authors';
import { ArticleList } from '@client/features/content/components/article-list';
import { FollowButton } from '@client/features/content/components/follow-button';
import { NotFoundState, QueryState } from '@client/features/content/components/query-state';
import '@client/features/content/content.css';

function Header({ author }: { author: AuthorProfile }) {
  const { t } = useTranslation();
  const id = encodeURIComponent(author.id);
  return (
    <section
      className={author.background ? 'author-hero author-hero--image' : 'author-hero'}
      style={author.background ? { backgroundImage: `url("${author.background}")` } : undefined}
      aria-label={t('content.author.headerLabel')}
      data-testid="author-hero"
    >
      <div className="author-hero__inner">
        <Avatar
          src={author.avatar ?? ''}
          style={{ '--size': '64px', '--border-radius': '50%' }}
          alt={t('content.author.avatarAlt', { name: author.nickname })}
        />
        <div className="author-hero__who">
          <h1 className="author-hero__name" data-testid="author-name">
            {author.nickname}
          </h1>
          <p className="author-hero__bio">{author.bio || t('content.author.noBio')}</p>
        </div>
        <FollowButton authorId={author.id} followed={author.followed} />
      </div>
      <dl className="author-hero__counts">
        <div>
          <dt>{t('content.author.articles')}</dt>
          <dd data-testid="author-articles-count">{author.articles}</dd>
        </div>
        <div>
          <dt>
            <Link to={`${paths.authorFollowers}?id=${id}`} data-testid="author-followers-link">
              {t('content.author.followers')}
            </Link>
          </dt>
          <dd data-testid="author-followers-count">{author.followers}</dd>
        </div>
        <div>
          <dt>
            <Link to={`${paths.authorFollowing}?id=${id}`} data-testid="author-following-link">
              {t('content.author.followingList')}
            </Link>
          </dt>
          <dd data-testid="author-following-count">{author.following}</dd>
        </div>
      </dl>
    </section>
  );
}

/** `/pages/author/author?id=`: an author's homepage with their articles. */
export default function AuthorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const author = useAuthor(id);
  const articles = useAuthorArticles(id);
  return (
    <PageLayout
      title={author.data?.nickname ?? t('pages.author')}
      testId="author-page"
      right={
        author.data ? (
          <ContentPageShare
            kind="author"
            route={`${paths.author}?id=${encodeURIComponent(id)}`}
            title={author.data.nickname}
            cover={author.data.avatar ?? null}
            byline={author.data.bio || t('content.author.noBio')}
            detail={`${t('content.author.articles')} ${author.data.articles} · ${t('content.author.followers')} ${author.data.followers}`}
            fileName={`author-${id}`}
          />
        ) : undefined
      }
    >
      {id ? (
        <QueryState query={author} testId="author">
          {() =>
            author.data ? (
              <>
                <Header author={author.data} />
                <h2 className="section-title">{t('content.author.articlesTitle')}</h2>
                <ArticleList list={articles} testId="author-articles" empty={{ title: t('content.author.noArticles') }} />
              </>
            ) : null
          }
        </QueryState>
      ) : (
        <NotFoundState testId="author" />
      )}
    </PageLayout>
  );
}
