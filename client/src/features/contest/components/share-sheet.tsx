import { Button, DotLoading, Popup } from 'antd-mobile';
import { LinkOutline, PictureOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@client/config/paths';
import { notify } from '@client/lib/notify';
import { useSession } from '@client/lib/use-session';
import { createShare } from '@client/features/contest/api/share';
import type { PhotographerDto } from '@client/features/contest/api/types';
import { drawPoster } from '@client/features/contest/utils/poster';
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

async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the selection copy
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

function appBase(): string {
  const path = window.location.pathname;
  return path.endsWith('/') ? path : path.replace(/[^/]*$/, '');
}

/**
 * The share sheet: a canvass link that credits the sharer (a share code for members, the plain
 * page for guests), copy, and a poster drawn on a canvas with the cover, title, rank and a QR code.
 */
export function ShareSheet({ open, onClose, entry, contestTitle, ended }: Props) {
  const { t } = useTranslation();
  const { token } = useSession();
  const [link, setLink] = useState<string | null>(null);
  const [poster, setPoster] = useState<string | null>(null);
  const [drawing, setDrawing] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    let cancelled = false;
    const plain = canvassLink({ origin: window.location.origin, base: appBase(), votePath: paths.vote, entryId: entry.id });
    setPoster(null);
    if (!token) {
      setLink(plain);
      return undefined;
    }
    setLink(null);
    createShare(entry.id)
      .then((share) => {
        if (cancelled) return;
        setLink(
          canvassLink({
            origin: window.location.origin,
            base: appBase(),
            votePath: paths.vote,
            entryId: entry.id,
            ref: share.code,
            serverUrl: share.url,
          }),
        );
      })
      .catch(() => {
        // the plain page still works; only the credit for the sharer is lost
        if (!cancelled) setLink(plain);
      });
    return () => {
      cancelled = true;
    };
  }, [open, entry.id, token]);

  const copy = async () => {
    if (!link) return;
    notify({ key: (await copyText(link)) ? 'contest.share.copied' : 'contest.share.copyFailed' });
  };

  const makePoster = async () => {
    if (!link || !canvas.current) return;
    setDrawing(true);
    try {
      const rank = entry.rank;
      let rankLine = t('contest.share.notRanked');
      if (rank !== null && ended) rankLine = t('contest.rank.final', { rank });
      else if (rank === 1) rankLine = t('contest.share.rankLeading');
      else if (rank !== null && entry.votesToNext === 1) rankLine = t('contest.share.rankLineOne', { rank, target: rank - 1 });
      else if (rank !== null) rankLine = t('contest.share.rankLine', { rank, count: entry.votesToNext ?? 0, target: rank - 1 });
      const url = await drawPoster(canvas.current, {
        cover: entry.cover,
        title: entry.title,
        photographer: t('contest.entry.by', { name: entry.photographer.nickname }),
        rankLine,
        callToAction: t('contest.share.scan'),
        contestTitle,
        link,
      });
      setPoster(url);
    } catch {
      notify({ key: 'contest.share.posterFailed' });
    } finally {
      setDrawing(false);
    }
  };

  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="share-sheet" showCloseButton destroyOnClose>
      <div data-testid="share-sheet" role="dialog" aria-label={t('contest.share.title')}>
        <h3 className="share-sheet__title">{t('contest.share.title')}</h3>
        <p className="share-sheet__hint">{t(token ? 'contest.share.hintMember' : 'contest.share.hintGuest')}</p>
        <div className="share-sheet__link" data-testid="share-link">
          {link ?? <DotLoading />}
        </div>
        <div className="share-sheet__actions">
          <Button color="primary" fill="outline" disabled={!link} onClick={() => void copy()} data-testid="share-copy">
            <LinkOutline aria-hidden /> {t('contest.share.copy')}
          </Button>
          <Button color="primary" disabled={!link} loading={drawing} onClick={() => void makePoster()} data-testid="share-poster">
            <PictureOutline aria-hidden /> {t('contest.share.poster')}
          </Button>
        </div>
        <canvas ref={canvas} hidden />
        {poster ? (
          <figure className="share-sheet__poster">
            <img src={poster} alt={t('contest.share.posterAlt', { title: entry.title })} data-testid="share-poster-image" />
            <figcaption>
              {t('contest.share.save')}{' '}
              <a href={poster} download={`ocean-stars-${entry.id}.png`}>
                {t('contest.share.download')}
              </a>
            </figcaption>
          </figure>
        ) : null}
      </div>
    </Popup>
  );
}
