import { Button, ErrorBlock, Image, Skeleton, Tag } from 'antd-mobile';
import { AddOutline, PictureOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { PageLayout } from '@client/components/page-layout';
import { PagedListFooter } from '@client/components/paged-list-footer';
import { timeText } from '@client/lib/time-text';
import { useGoBack } from '@client/lib/use-go-back';
import type { EntryStatus, MyWorkDto } from '@client/features/contest/api/types';
import { useMyWorks } from '@client/features/contest/api/works';
import '@client/features/contest/contest.css';

const STATUS_COLOR: Record<EntryStatus, 'warning' | 'success' | 'danger'> = {
  submitted: 'warning',
  approved: 'success',
  rejected: 'danger',
};

function WorkItem({ work }: { work: MyWorkDto }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <li className="work-item" data-testid="work-item" data-status={work.status}>
      <button
        type="button"
        className="work-item__button"
        onClick={() => void navigate(`${paths.voteEntry}?id=${encodeURIComponent(work.id)}`)}
      >
        <span className="work-item__cover">
          <Image
            src={work.cover}
            alt=""
            fit="cover"
            lazy
            fallback={<PictureOutline aria-hidden />}
            placeholder={<PictureOutline aria-hidden />}
          />
        </span>
        <span className="work-item__main">
          <span className="work-item__title">{work.title}</span>
          <span className="work-item__contest">{work.contestTitle}</span>
          <span className="work-item__meta">
            <Tag color={STATUS_COLOR[work.status]} fill="outline" data-testid="work-status">
              {t(`contest.works.status.${work.status}`)}
            </Tag>
            {work.status === 'approved' && work.rank !== null ? (
              <span>{t('contest.works.rankVotes', { rank: work.rank, votes: work.votes })}</span>
            ) : null}
            <span className="work-item__time">{timeText(work.createdAt)}</span>
          </span>
          {work.status === 'rejected' ? (
            <span className="work-item__reason" data-testid="work-reason">
              {t('contest.works.reason', { reason: work.rejectReason || t('contest.works.noReason') })}
            </span>
          ) : null}
        </span>
      </button>
    </li>
  );
}

/** My works: every entry I submitted, with its review state and, when rejected, the reason. */
export default function WorksPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const works = useMyWorks();

  let body;
  if (works.isPending) {
    body = <Skeleton.Paragraph lineCount={6} animated />;
  } else if (works.isError) {
    body = (
      <div className="center-state" role="alert" data-testid="works-error">
        <ErrorBlock status="disconnected" title={t('contest.errors.loadTitle')} description={t('contest.errors.loadText')} />
        <Button color="primary" onClick={() => void works.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else {
    const items = works.data.pages.flatMap((p) => p.items);
    body =
      items.length === 0 ? (
        <div className="center-state" data-testid="works-empty">
          <ErrorBlock status="empty" title={t('contest.works.empty')} description={t('contest.works.emptyText')} />
        </div>
      ) : (
        <>
          <ul className="work-list" data-testid="works-list">
            {items.map((w) => (
              <WorkItem key={w.id} work={w} />
            ))}
          </ul>
          <PagedListFooter
            loading={works.isFetchingNextPage}
            hasMore={works.hasNextPage}
            failed={works.isFetchNextPageError}
            onMore={() => void works.fetchNextPage()}
            texts={{
              loading: t('contest.list.loading'),
              more: t('contest.list.more'),
              noMore: t('contest.list.noMore'),
              failed: t('contest.list.failed'),
              retry: t('common.retry'),
            }}
            testId="works-footer"
          />
        </>
      );
  }

  return (
    <PageLayout
      title={t('pages.works')}
      back
      onBack={goBack}
      padded
      testId="works-page"
      right={
        <button
          type="button"
          className="icon-button"
          aria-label={t('contest.actions.submit')}
          onClick={() => void navigate(paths.voteSubmit)}
          data-testid="works-submit"
        >
          <AddOutline aria-hidden />
        </button>
      }
    >
      {body}
    </PageLayout>
  );
}
