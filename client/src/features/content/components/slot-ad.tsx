import type { AdSlot, ServedAdDto } from '@contracts/schemas/advertisers';
import { useQuery } from '@tanstack/react-query';
import { adViewerId, SponsoredSlot } from '@client/components/sponsored-slot';
import { api, unwrap } from '@client/lib/api-client';
import { sized } from '@client/lib/sized-image';

type ContentSlot = Extract<AdSlot, 'feed_card' | 'in_article'>;

/** The first running ad the server serves for the Articles feed or inside an article (issue #23), if any. */
export function useSlotAd(slot: ContentSlot): ServedAdDto | undefined {
  const ads = useQuery({
    queryKey: ['content', 'ads', slot],
    queryFn: async () =>
      unwrap(await api.get<ServedAdDto[]>('/ads', { query: { slot, device: adViewerId() }, loading: false, quiet: true })),
    staleTime: 60_000,
  });
  return ads.data?.[0];
}

/** A paid ad as a card: thumbnail, title, advertiser, labelled. */
export function SlotAdCard({ ad, testId }: { ad: ServedAdDto; testId: string }) {
  return (
    <div className="sponsored-card-wrap" data-testid={testId}>
      <SponsoredSlot ad={ad} className="sponsored--card">
        <img className="sponsored__thumb" src={sized(ad.imageUrl, 112)} alt="" width={112} height={63} loading="lazy" />
        <span className="sponsored__text">
          <span className="sponsored__title">{ad.title}</span>
          <span className="sponsored__by">{ad.advertiser}</span>
        </span>
      </SponsoredSlot>
    </div>
  );
}

/** The in-article slot: nothing when no ad runs there. */
export function InArticleAd() {
  const ad = useSlotAd('in_article');
  return ad ? <SlotAdCard ad={ad} testId="article-ad" /> : null;
}
