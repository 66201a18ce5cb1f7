import { SendOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useState } from 'react';
import type { ShareSheetTexts } from '@client/components/share-sheet-texts';
import type { PosterContent } from '@client/lib/poster';

// the sheet (its popup, the poster and its QR code) is fetched when first opened (issue #25)
const ShareSheet = lazy(() => import('@client/components/share-sheet').then((m) => ({ default: m.ShareSheet })));

/** `<origin>/h5/#<route>`: a page's link anyone can open. */
export function pageLink(route: string): string {
  const path = window.location.pathname;
  const base = path.endsWith('/') ? path : path.replace(/[^/]*$/, '');
  return `${window.location.origin}${base}#${route}`;
}

type Props = {
  /** the button's accessible name ("Share") */
  label: string;
  /** the in-app route with its query, e.g. `/pages/exhibition/exhibition?id=…` */
  route: string;
  poster: () => Omit<PosterContent, 'link'>;
  texts: ShareSheetTexts;
  fileName: string;
};

/**
 * A page's share button (the nav bar's right side) opening the app's share sheet — link, copy
 * (SPEC §8 "copy failure" when the clipboard is refused) and poster — for pages without a share
 * code of their own: exhibitions, magazines and issues, authors (issue #35).
 */
export function PageShareButton({ label, route, poster, texts, fileName }: Props) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-label={label}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        data-testid="page-share"
      >
        <SendOutline fontSize={22} aria-hidden />
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <ShareSheet open={open} onClose={() => setOpen(false)} plainLink={pageLink(route)} memberLink={null} poster={poster} texts={texts} fileName={fileName} />
        </Suspense>
      ) : null}
    </>
  );
}
