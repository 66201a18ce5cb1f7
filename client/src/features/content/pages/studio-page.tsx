import { ARTICLE_STATUSES, type ArticleStatus, type MyArticle } from '@contracts/schemas/content';
import { Button, CapsuleTabs } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { PageLayout } from '@client/components/page-layout';
import { formatDateTime } from '@client/lib/time-text';
import { useMyStudio } from '@client/features/content/api/studio';
import { StatusTag } from '@client/features/content/components/status-tag';
import { ContentList } from '@client/features/content/components/content-list';
import '@client/features/content/content.css';

const ALL = 'all';

function Row({ article }: { article: MyArticle }) {
  const { t } = useTranslation();
  const to =
    article.status === 'published'
      ? `${paths.article}?id=${encodeURIComponent(article.id)}`
      : `${paths.studioEditor}?id=${encodeURIComponent(article.id)}`;
  return (
    <li className="studio-row" data-testid="studio-row" data-article-id={article.id}>
      <Link to={to} className="studio-row__link">
        <span className="studio-row__title">{article.title}</span>
        <span className="studio-row__meta">
          <StatusTag status={article.status} />
          <span>{formatDateTime(article.publishedAt ?? article.updatedAt)}</span>
        </span>
        {article.status === 'rejected' && article.rejectReason ? (
          <span className="studio-row__reason" data-testid="studio-reject-reason">
            {t('content.studio.rejectedBecause', { reason: article.rejectReason })}
          </span>
        ) : null}
      </Link>
      <span className="studio-row__actions">
        {article.status === 'published' ? (
          <Link className="link-button" to={`${paths.studioEditor}?id=${encodeURIComponent(article.id)}`}>
            {t('content.studio.manage')}
          </Link>
        ) : null}
        <Link
          className="link-button"
          to={`${paths.studioEditor}?translationOf=${encodeURIComponent(article.id)}`}
          data-testid="studio-translate"
        >
          {t('content.studio.translate')}
        </Link>
      </span>
    </li>
  );
}

/** "My articles": an author's articles by status, and the way to write a new one. */
export default function StudioPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = (ARTICLE_STATUSES as readonly string[]).includes(raw ?? '') ? (raw as ArticleStatus) : null;
  const list = useMyStudio(status);
  return (
    <PageLayout
      title={t('content.studio.title')}
      testId="studio-page"
      right={
        <Button size="mini" color="primary" fill="none" onClick={() => void navigate(paths.studioEditor)} data-testid="studio-new">
          <AddOutline aria-hidden /> {t('content.studio.new')}
        </Button>
      }
    >
      <CapsuleTabs
        activeKey={status ?? ALL}
        onChange={(k) => setParams(k === ALL ? {} : { status: k }, { replace: true })}
        className="content-category-tabs"
      >
        <CapsuleTabs.Tab key={ALL} title={t('content.category.all')} />
        {ARTICLE_STATUSES.map((s) => (
          <CapsuleTabs.Tab key={s} title={t(`content.status.${s}`)} />
        ))}
      </CapsuleTabs>
      <ContentList
        query={list.query}
        items={list.items}
        render={(a) => <Row key={a.id} article={a} />}
        className="studio-list"
        empty={
          status
            ? { title: t('content.studio.emptyFiltered') }
            : { title: t('content.studio.empty'), description: t('content.studio.emptyText') }
        }
        testId="studio"
        listTestId="studio-list"
      />
    </PageLayout>
  );
}
