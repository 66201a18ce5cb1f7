import { Tag } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { NavigateButton } from '@client/components/navigate-button';
import { PageLayout } from '@client/components/page-layout';
import { PagedList } from '@client/components/paged-list';
import { timeText } from '@client/lib/time-text';
import { useGoBack } from '@client/lib/use-go-back';
import type { EntryStatus, MyWorkDto } from '@client/features/contest/api/types';
import { EntryCover } from '@client/features/contest/components/entry-cover';
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
        <EntryCover className="work-item__cover" cover={work.cover} width={200} />
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
  const goBack = useGoBack();
  const works = useMyWorks();

  const items = works.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <PageLayout
      title={t('pages.works')}
      back
      onBack={goBack}
      padded
      testId="works-page"
      right={
        <NavigateButton to={paths.voteSubmit} className="icon-button" label={t('contest.actions.submit')} testId="works-submit">
          <AddOutline aria-hidden />
        </NavigateButton>
      }
    >
      <PagedList
        query={works}
        items={items}
        render={(w) => <WorkItem key={w.id} work={w} />}
        as="ul"
        testIdPrefix="works"
        listTestId="works-list"
        className="work-list"
        empty={{ title: t('contest.works.empty'), description: t('contest.works.emptyText') }}
        failed={{ title: t('contest.errors.loadTitle'), description: t('contest.errors.loadText') }}
        footer="contest.list"
      />
    </PageLayout>
  );
}
