import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { ArticleCard } from '@client/components/article-card';
import { PageLayout } from '@client/components/page-layout';
import { ContentPageShare } from '@client/features/content/components/page-share';
import { useIssue } from '@client/features/content/api/magazines';
import { NotFoundState, QueryState } from '@client/features/content/components/query-state';
import { issueTitleWithoutNumber } from '@client/features/content/utils/issue-title';
import '@client/features/content/content.css';
import { sized } from '@client/lib/sized-image';

/** `/pages/magazine-periodical/magazine-periodical?id=`: an issue and its table of contents. */
export default function IssuePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const issue = useIssue(id);
  const data = issue.data;
  return (
    <PageLayout
      title={data?.title ?? t('pages.magazine')}
      testId="issue-page"
      right={
        data ? (
          <ContentPageShare
            kind="issue"
            route={`${paths.magazinePeriodical}?id=${encodeURIComponent(id)}`}
            title={data.title}
            cover={data.cover || null}
            byline={data.magazine.title}
            detail={`${t(`content.magazine.number.${data.kind}`, { number: data.number })} · ${data.issuedOn}`}
            fileName={`issue-${id}`}
          />
        ) : undefined
      }
    >
      {id ? (
        <QueryState query={issue} testId="issue">
          {() =>
            data ? (
              <>
                <section className="magazine-hero">
                  <img className="magazine-hero__cover" src={sized(data.cover, 96)} alt="" width={96} height={128} />
                  <div>
                    <Link to={`${paths.magazine}?id=${encodeURIComponent(data.magazine.id)}`} className="magazine-row__meta">
                      {data.magazine.title}
                    </Link>
                    <h1 className="magazine-hero__title" data-testid="issue-title">
                      {issueTitleWithoutNumber(data.title, data.number) || t(`content.magazine.number.${data.kind}`, { number: data.number })}
                    </h1>
                    <p className="magazine-row__meta">
                      {t(`content.magazine.number.${data.kind}`, { number: data.number })} · {data.issuedOn}
                    </p>
                  </div>
                </section>
                <h2 className="section-title">{t('content.magazine.contents')}</h2>
                {data.contents.length === 0 ? (
                  <p className="content-muted" data-testid="issue-empty">
                    {t('content.magazine.noContents')}
                  </p>
                ) : (
                  <ul className="article-list" data-testid="issue-contents" aria-label={t('content.magazine.contents')}>
                    {data.contents.map((a) => (
                      <ArticleCard key={a.id} article={a} />
                    ))}
                  </ul>
                )}
              </>
            ) : null
          }
        </QueryState>
      ) : (
        <NotFoundState testId="issue" />
      )}
    </PageLayout>
  );
}
