import { Button, DotLoading, Popup } from 'antd-mobile';
import { LinkOutline, PictureOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { notify } from '@client/lib/notify';
import { drawPoster, type PosterContent } from '@client/lib/poster';
import '@client/components/share-sheet.css';

import type { ShareSheetTexts } from '@client/components/share-sheet-texts';

// the texts' helper lives apart (no popup, no poster): pages build the texts without loading the sheet
export { shareSheetTexts, type ShareSheetTexts } from '@client/components/share-sheet-texts';

type Props = {
  open: boolean;
  onClose: () => void;
  /** the link anyone can open (shown at once for guests, and when a share code cannot be had) */
  plainLink: string;
  /** a member's link with a share code; null for a guest */
  memberLink: (() => Promise<string>) | null;
  /** what the poster shows besides the link's QR code */
  poster: () => Omit<PosterContent, 'link'>;
  texts: ShareSheetTexts;
  /** the poster's download name, without extension */
  fileName: string;
};

export async function copyText(text: string): Promise<boolean> {
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

/** The app's base path (`/h5/`), for absolute in-app links. */
export function appBase(): string {
  const path = window.location.pathname;
  return path.endsWith('/') ? path : path.replace(/[^/]*$/, '');
}

/**
 * The share sheet of the app (contest entries, articles): a link (with the member's share code
 * when there is one), copy, and a poster drawn on a canvas with a QR code of the link.
 */
export function ShareSheet({ open, onClose, plainLink, memberLink, poster, texts, fileName }: Props) {
  const [link, setLink] = useState<string | null>(null);
  const [image, setImage] = useState<string | null>(null);
  const [drawing, setDrawing] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);
  const latestMember = useRef(memberLink);
  useEffect(() => {
    latestMember.current = memberLink;
  });
  const member = memberLink !== null;

  useEffect(() => {
    if (!open) return undefined;
    let cancelled = false;
    setImage(null);
    const make = latestMember.current;
    if (!member || !make) {
      setLink(plainLink);
      return undefined;
    }
    setLink(null);
    make()
      .then((url) => {
        if (!cancelled) setLink(url);
      })
      .catch(() => {
        // the plain page still works; only the credit for the sharer is lost
        if (!cancelled) setLink(plainLink);
      });
    return () => {
      cancelled = true;
    };
  }, [open, plainLink, member]);

  const copy = async () => {
    if (!link) return;
    notify((await copyText(link)) ? texts.copied : texts.copyFailed);
  };

  const makePoster = async () => {
    if (!link || !canvas.current) return;
    setDrawing(true);
    try {
      setImage(await drawPoster(canvas.current, { ...poster(), link }));
    } catch {
      notify(texts.posterFailed);
    } finally {
      setDrawing(false);
    }
  };

  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="share-sheet" showCloseButton destroyOnClose>
      <div data-testid="share-sheet" role="dialog" aria-label={texts.title}>
        <h3 className="share-sheet__title">{texts.title}</h3>
        <p className="share-sheet__hint">{texts.hint}</p>
        <div className="share-sheet__link" data-testid="share-link">
          {link ?? <DotLoading />}
        </div>
        <div className="share-sheet__actions">
          <Button color="primary" fill="outline" disabled={!link} onClick={() => void copy()} data-testid="share-copy">
            <LinkOutline aria-hidden /> {texts.copy}
          </Button>
          <Button color="primary" disabled={!link} loading={drawing} onClick={() => void makePoster()} data-testid="share-poster">
            <PictureOutline aria-hidden /> {texts.poster}
          </Button>
        </div>
        <canvas ref={canvas} hidden />
        {image ? (
          <figure className="share-sheet__poster">
            <img src={image} alt={texts.posterAlt} data-testid="share-poster-image" />
            <figcaption>
              {texts.save}{' '}
              <a href={image} download={`${fileName}.png`}>
                {texts.download}
              </a>
            </figcaption>
          </figure>
        ) : null}
      </div>
    </Popup>
  );
}
