import { Button } from 'antd-mobile';
import { HeartFill } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginPath } from '@client/config/paths';
import { BusinessError } from '@client/lib/api-client';
import { notify } from '@client/lib/notify';
import { useSession } from '@client/lib/use-session';
import { useThrottledAction } from '@client/lib/use-throttled-action';
import type { ContestStatus, EntryStatus, VoteResultDto } from '@client/features/contest/api/types';
import type { useVote } from '@client/features/contest/api/vote';
import { formatRenewal } from '@client/features/contest/components/contest-hero';

type Props = {
  entryId: string;
  contestId: string;
  contestStatus: ContestStatus;
  entryStatus: EntryStatus;
  mine: boolean;
  /** the share code the visitor came with */
  shareRef?: string | null;
  /** votes left today (logged in) */
  remaining?: number;
  /** when the allowance renews (logged in), ISO 8601 */
  renewsAt?: string;
  vote: ReturnType<typeof useVote>;
  onVoted?: (result: VoteResultDto) => void;
};

/**
 * The vote button: why voting is closed when it is, a login for guests, and for members the
 * tap → pending → the server's answer; a refusal shows the server's localised reason.
 */
export function VoteButton({ entryId, contestId, contestStatus, entryStatus, mine, shareRef, remaining, renewsAt, vote, onVoted }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { token } = useSession();
  const [refusal, setRefusal] = useState<string | null>(null);

  const cast = useThrottledAction(() => {
    setRefusal(null);
    vote.mutate(
      { entryId, contestId, ref: shareRef },
      {
        onSuccess: (result) => {
          // a vote from a flagged cluster is held for review: say so rather than pretend it counted
          notify({ key: result.counted === false ? 'contest.vote.held' : 'contest.vote.counted' });
          onVoted?.(result);
        },
        onError: (error) => {
          if (error instanceof BusinessError) {
            setRefusal(error.message);
            notify(error.message);
          }
        },
      },
    );
  });

  let closed: string | null = null;
  if (contestStatus !== 'in_progress') closed = t('contest.vote.closed');
  else if (entryStatus !== 'approved') closed = t('contest.vote.notApproved');
  else if (mine) closed = t('contest.vote.own');

  if (closed) {
    return (
      <div className="vote-box">
        <Button block size="large" disabled data-testid="vote-button">
          {closed}
        </Button>
      </div>
    );
  }

  if (!token) {
    return (
      <div className="vote-box">
        <Button
          block
          size="large"
          color="primary"
          onClick={() => void navigate(loginPath(`${location.pathname}${location.search}`))}
          data-testid="vote-login"
        >
          {t('contest.vote.loginToVote')}
        </Button>
      </div>
    );
  }

  // The day's votes are spent: say so and when more come, rather than offer a tap that can only be refused.
  const none = remaining === 0;
  let hint = remaining === undefined ? t('contest.vote.hint') : t('contest.vote.left', { count: remaining });
  if (none && renewsAt) hint = t('contest.vote.renewsAt', { time: formatRenewal(renewsAt) });
  return (
    <div className="vote-box">
      <Button
        block
        size="large"
        color="primary"
        disabled={none && !vote.isPending}
        loading={vote.isPending}
        loadingText={t('contest.vote.pending')}
        onClick={cast}
        data-testid="vote-button"
      >
        {none ? (
          t('contest.vote.usedUp')
        ) : (
          <>
            <HeartFill aria-hidden /> {t('contest.vote.cta')}
          </>
        )}
      </Button>
      <p className={none ? 'vote-box__hint vote-box__hint--none' : 'vote-box__hint'} data-testid="vote-remaining">
        {hint}
      </p>
      {refusal ? (
        <p className="vote-box__refusal" role="alert" data-testid="vote-refusal">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}
