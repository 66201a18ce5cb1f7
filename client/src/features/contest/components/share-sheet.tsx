import { useTranslation } from 'react-i18next';
import { paths } from '@client/config/paths';
import { appBase, ShareSheet as AppShareSheet, shareSheetTexts } from '@client/components/share-sheet';
import { useSession } from '@client/lib/use-session';
import { createShare } from '@client/features/contest/api/share';
import type { PhotographerDto } from '@client/features/contest/api/types';
import { canvassLink } from '@client/features/contest/utils/share-link';

type Props = {
  open: boolean;
  onClose: () => void;
  entry: {
    id: string;
    title: string;
    cover: string | null;
    photographer: PhotographerDto;
    rank: number | null;
    votesToNext: number | null;
  };
  contestTitle: string;
  ended: boolean;
};

/**
 * An entry's share sheet: a canvass link that credits the sharer (a share code for members, the
 * plain page for guests), copy, and a poster with the cover, title, rank and a QR code.
 */
export function ShareSheet({ open, onClose, entry, contestTitle, ended }: Props) {
  const { t } = useTranslation();
  const { token } = useSession();
  const base = { origin: window.location.origin, base: appBase(), votePath: paths.vote, entryId: entry.id };
  const plain = canvassLink(base);

  const rankLine = () => {
    const rank = entry.rank;
    if (rank !== null && ended) return t('contest.rank.final', { rank });
    if (rank === 1) return t('contest.share.rankLeading');
    if (rank !== null && entry.votesToNext === 1) return t('contest.share.rankLineOne', { rank, target: rank - 1 });
    if (rank !== null) return t('contest.share.rankLine', { rank, count: entry.votesToNext ?? 0, target: rank - 1 });
    return t('contest.share.notRanked');
  };

  return (
    <AppShareSheet
      open={open}
      onClose={onClose}
      plainLink={plain}
      memberLink={
        token
          ? async () => {
              const share = await createShare(entry.id);
              return canvassLink({ ...base, ref: share.code, serverUrl: share.url });
            }
          : null
      }
      poster={() => ({
        cover: entry.cover,
        title: entry.title,
        photographer: t('contest.entry.by', { name: entry.photographer.nickname }),
        rankLine: rankLine(),
        callToAction: t('contest.share.scan'),
        contestTitle,
      })}
      texts={shareSheetTexts(t, 'contest', t(token ? 'contest.share.hintMember' : 'contest.share.hintGuest'), entry.title)}
      fileName={`ocean-stars-${entry.id}`}
    />
  );
}
