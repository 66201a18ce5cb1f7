import { Button, ErrorBlock, Image, ImageViewer, List, Skeleton, Swiper } from 'antd-mobile';
import { EyeOutline, PictureOutline, SendOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isNotFound } from '@client/lib/api-client';
import { paths } from '@client/config/paths';
import { useContest } from '@client/features/contest/api/contests';
import { useEntry } from '@client/features/contest/api/entries';
import type { EntryDetailDto, RankRowDto } from '@client/features/contest/api/types';
import { useVote } from '@client/features/contest/api/vote';
import { RankProgress } from '@client/features/contest/components/rank-progress';
import { ShareSheet } from '@client/features/contest/components/share-sheet';
import { VoteButton } from '@client/features/contest/components/vote-button';
import { useLiveRanking } from '@client/features/contest/hooks/use-live-ranking';
import { findRow } from '@client/features/contest/utils/ranking';

type Props = {
  entryId: string;
  shareRef?: string | null;
  /** the canvass page: a call to help the photographer climb */
  canvass?: boolean;
};

/** The live values of an entry: the pushed ranking row once it is at least as new as the entry. */
function liveValues(
  entry: EntryDetailDto,
  row: RankRowDto | undefined,
): { votes: number; rank: number | null; votesToNext: number | null } {
  if (row && row.votes >= entry.votes) return { votes: row.votes, rank: row.rank, votesToNext: row.votesToNext };
  return { votes: entry.votes, rank: entry.rank, votesToNext: entry.votesToNext };
}

function Gallery({ entry }: { entry: EntryDetailDto }) {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<number | null>(null);
  const images = entry.images.length > 0 ? entry.images : entry.cover ? [entry.cover] : [];
  if (images.length === 0) {
    return (
      <div className="entry-gallery entry-gallery--empty" aria-hidden>
        <PictureOutline fontSize={48} />
      </div>
    );
  }
  return (
    <section className="entry-gallery" aria-label={t('contest.entry.gallery', { count: images.length })}>
      <Swiper indicator={images.length > 1 ? undefined : () => null}>
        {images.map((src, i) => (
          <Swiper.Item key={`${i}-${src}`}>
            <button
              type="button"
              className="entry-gallery__item"
              onClick={() => setViewing(i)}
              aria-label={t('contest.entry.viewImage', { n: i + 1 })}
            >
              <Image src={src} alt={t('contest.entry.imageAlt', { title: entry.title, n: i + 1 })} fit="contain" />
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
      <ImageViewer.Multi images={images} visible={viewing !== null} defaultIndex={viewing ?? 0} onClose={() => setViewing(null)} />
    </section>
  );
}

function Equipment({ entry }: { entry: EntryDetailDto }) {
  const { t } = useTranslation();
  const rows: [string, string | number][] = [
    ['camera', entry.camera],
    ['lens', entry.lens],
    ['housing', entry.housing],
    ['accessories', entry.accessories],
    ['place', entry.place],
    ['year', entry.year],
  ];
  const shown = rows.filter(([, v]) => v !== '' && v !== null && v !== undefined);
  if (shown.length === 0) return null;
  return (
    <List header={t('contest.entry.equipment')} className="form-card entry-equipment">
      {shown.map(([key, value]) => (
        <List.Item key={key} extra={<span className="info-value">{value}</span>}>
          {t(`contest.fields.${key}`)}
        </List.Item>
      ))}
    </List>
  );
}

export function EntryView({ entryId, shareRef, canvass = false }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const entryQuery = useEntry(entryId);
  const entry = entryQuery.data;
  const contest = useContest(entry?.contestId ?? null);
  const ranking = useLiveRanking(entry?.contestId ?? null, entry?.contestStatus === 'in_progress');
  const vote = useVote();
  const [sharing, setSharing] = useState(false);

  if (entryQuery.isPending) {
    return (
      <div className="page-body--padded" data-testid="entry-loading">
        <Skeleton animated style={{ '--height': '260px', '--border-radius': '14px' }} />
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    );
  }
  if (entryQuery.isError || !entry) {
    const missing = isNotFound(entryQuery.error);
    return (
      <div className="center-state" role="alert" data-testid="entry-error">
        <ErrorBlock
          status={missing ? 'empty' : 'disconnected'}
          title={t(missing ? 'contest.entry.missing' : 'contest.errors.loadTitle')}
          description={t(missing ? 'contest.entry.missingText' : 'contest.errors.loadText')}
        />
        {missing ? (
          <Button color="primary" fill="outline" onClick={() => void navigate(paths.vote)}>
            {t('contest.entry.toContest')}
          </Button>
        ) : (
          <Button color="primary" onClick={() => void entryQuery.refetch()} data-testid="entry-retry">
            {t('common.retry')}
          </Button>
        )}
      </div>
    );
  }

  const ended = entry.contestStatus === 'ended';
  const live = liveValues(entry, findRow(ranking.data, entry.id));
  const pending = vote.isPending && vote.variables?.entryId === entry.id;
  const shownVotes = live.votes + (pending ? 1 : 0);
  const row = { ...entry, ...live };

  return (
    <div data-testid={canvass ? 'canvass-page' : 'entry-page'} data-entry-id={entry.id}>
      <Gallery entry={entry} />
      <section className="card entry-head">
        {canvass ? <p className="entry-head__call">{t('contest.canvass.call', { name: entry.photographer.nickname })}</p> : null}
        <h2 className="entry-head__title" data-testid="entry-title">
          {entry.title}
        </h2>
        <p className="entry-head__by">{t('contest.entry.by', { name: entry.photographer.nickname })}</p>
        {entry.status === 'approved' ? (
          <div className="entry-rank" aria-live="polite">
            <div className="entry-rank__cell">
              <span className="entry-rank__value" data-testid="entry-rank">
                {live.rank}
              </span>
              <span className="entry-rank__label">{t('contest.entry.rank')}</span>
            </div>
            <div className="entry-rank__cell">
              <span className={pending ? 'entry-rank__value entry-rank__value--pending' : 'entry-rank__value'} data-testid="entry-votes">
                {shownVotes}
              </span>
              <span className="entry-rank__label">{pending ? t('contest.vote.pending') : t('contest.entry.votes')}</span>
            </div>
            <div className="entry-rank__cell">
              <span className="entry-rank__value" data-testid="entry-visits">
                {entry.visits}
              </span>
              <span className="entry-rank__label">
                <EyeOutline aria-hidden /> {t('contest.entry.visits')}
              </span>
            </div>
          </div>
        ) : (
          <p className="entry-head__status">{t(`contest.works.status.${entry.status}`)}</p>
        )}
        {entry.status === 'approved' ? (
          <p className="entry-rank__next">
            <RankProgress row={row} ended={ended} />
          </p>
        ) : null}
        <VoteButton
          entryId={entry.id}
          contestId={entry.contestId}
          contestStatus={entry.contestStatus}
          entryStatus={entry.status}
          mine={entry.mine}
          shareRef={shareRef}
          remaining={contest.data?.remainingToday}
          renewsAt={contest.data?.renewsAt}
          vote={vote}
        />
        <div className="entry-head__actions">
          <Button fill="none" color="primary" onClick={() => setSharing(true)} data-testid="share-open">
            <SendOutline aria-hidden /> {t(canvass ? 'contest.canvass.shareOn' : 'contest.share.open')}
          </Button>
          {canvass ? (
            <Button
              fill="none"
              color="primary"
              onClick={() => void navigate(`${paths.vote}?id=${encodeURIComponent(entry.contestId)}`)}
              data-testid="canvass-contest"
            >
              {t('contest.canvass.fullRanking')}
            </Button>
          ) : null}
        </div>
      </section>
      {entry.introduction ? (
        <section className="card entry-intro">
          <h3 className="section-title section-title--inline">{t('contest.fields.introduction')}</h3>
          <p className="entry-intro__text">{entry.introduction}</p>
        </section>
      ) : null}
      <Equipment entry={entry} />
      <ShareSheet open={sharing} onClose={() => setSharing(false)} entry={row} contestTitle={contest.data?.title ?? ''} ended={ended} />
    </div>
  );
}
