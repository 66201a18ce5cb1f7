import type { AdSlot, ServedAdDto } from '@contracts/schemas/advertisers';
import { useQuery } from '@tanstack/react-query';
import { adViewerId, SponsoredSlot } from '@client/components/sponsored-slot';
import { api, unwrap } from '@client/lib/api-client';

/**
 * A paid ad of the Articles feed (`feed_card`) or inside an article (`in_article`), issue #23:
 * the first running ad the server serves for the slot, labelled; nothing when there is none.
 */
export function SlotAd({ slot, testId }: { slot: Extract<AdSlot, 'feed_card' | 'in_article'>; testId: string }) {
  const ads = useQuery({
    queryKey: ['content', 'ads', slot],
    queryFn: async () =>
      unwrap(await api.get<ServedAdDto[]>('/ads', { query: { slot, device: adViewerId() }, loading: false, quiet: true })),
    staleTime: 60_000,
  });
  const ad = ads.data?.[0];
  if (!ad) return null;
  return (
    <div className="sponsored-card-wrap" data-testid={testId}>
      <SponsoredSlot ad={ad} className="sponsored--card">
        <img className="sponsored__thumb" src={ad.imageUrl} alt="" width={112} height={63} loading="lazy" />
        <span className="sponsored__text">
          <span className="sponsored__title">{ad.title}</span>
          <span className="sponsored__by">{ad.advertiser}</span>
        </span>
      </SponsoredSlot>
    </div>
  );
}
