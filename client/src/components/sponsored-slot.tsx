import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '@client/lib/api-client';
import { localStore } from '@client/lib/storage';
import { randomUuid } from '@client/lib/random-uuid';
import '@client/components/sponsored-slot.css';
import { screenWide } from '@client/lib/sized-image';

const VIEWER_KEY = 'reefline:ad-viewer';

/**
 * The id a guest's device is known by for the ads' frequency cap (`device` of `GET /ads` and the
 * impression and click reports); a logged-in viewer is known by the session instead.
 */
export function adViewerId(): string {
  const store = localStore();
  const known = store.getItem(VIEWER_KEY);
  if (known && /^[0-9a-f-]{36}$/i.test(known)) return known;
  const id = randomUuid();
  store.setItem(VIEWER_KEY, id);
  return id;
}

/**
 * Counts an ad's impression or click against the serve id it came with (best effort: a lost or
 * refused report — a showing already counted, an expired one — is not the viewer's problem).
 */
function reportAd(ad: SponsoredAd, what: 'impressions' | 'clicks'): void {
  void api
    .post(`/ads/${encodeURIComponent(ad.id)}/${what}`, { device: adViewerId(), serve: ad.serve }, { loading: false, quiet: true })
    .catch(() => undefined);
}

/** What a slot shows of a served ad (`ServedAdDto`). */
export type SponsoredAd = { id: string; imageUrl: string; title: string; link: string; advertiser: string; serve: string };

type Props = {
  ad: SponsoredAd;
  className?: string;
  /** the "Ad" label's text (in the first screen's texts where the slot is on the first screen) */
  label?: string;
  children?: ReactNode;
};

/**
 * A paid ad in a slot (home banner, feed card, in-article), data-driven: each feature fetches its
 * slot's ads itself (`GET /ads?slot=`) and passes them here. Always labelled as an ad; an
 * impression is reported once per showing, when half of it is in view; a click before its link is
 * followed (in-app paths in the app, `https:` links in a new tab).
 */
export function SponsoredSlot({ ad, className = '', label, children }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ref = useRef<HTMLElement | null>(null);
  /** The serve id whose impression was reported (a refetched ad comes with a new one: a new showing). */
  const counted = useRef<string | null>(null);

  useEffect(() => {
    const node = ref.current;
    if (!node || counted.current === ad.serve) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      counted.current = ad.serve;
      reportAd(ad, 'impressions');
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (counted.current === ad.serve || !entries.some((e) => e.isIntersecting)) return;
        counted.current = ad.serve;
        observer.disconnect();
        reportAd(ad, 'impressions');
      },
      { threshold: 0.5 },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [ad]);

  const inApp = ad.link.startsWith('/pages/');
  const common = {
    className: `sponsored ${className}`.trim(),
    'data-testid': `sponsored-${ad.id}`,
    'data-ad-id': ad.id,
    'aria-label': `${label ?? t('home.adLabel')}: ${ad.title} · ${ad.advertiser}`,
  };
  const body = (
    <>
      {children ?? (
        <img className="sponsored__image" src={screenWide(ad.imageUrl)} alt={ad.title} width={750} height={320} loading="lazy" />
      )}
      <span className="sponsored__label" aria-hidden>
        {label ?? t('home.adLabel')}
      </span>
    </>
  );
  return inApp ? (
    <button
      type="button"
      {...common}
      ref={(el) => {
        ref.current = el;
      }}
      onClick={() => {
        reportAd(ad, 'clicks');
        void navigate(ad.link);
      }}
    >
      {body}
    </button>
  ) : (
    <a
      {...common}
      ref={(el) => {
        ref.current = el;
      }}
      href={ad.link}
      target="_blank"
      rel="noopener noreferrer sponsored"
      onClick={() => reportAd(ad, 'clicks')}
    >
      {body}
    </a>
  );
}
