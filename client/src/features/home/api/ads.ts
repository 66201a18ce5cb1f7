import type { ServedAdDto } from '@contracts/schemas/advertisers';
import { useQuery } from '@tanstack/react-query';
import { adViewerId } from '@client/components/sponsored-slot';
import { api, unwrap } from '@client/lib/api-client';

/** Running ads for the home banner (issue #23); only the carousel, loaded after the first paint, asks. */
export function useHomeAds() {
  return useQuery({
    queryKey: ['home', 'ads'],
    queryFn: async () =>
      unwrap(await api.get<ServedAdDto[]>('/ads', { query: { slot: 'home_banner', device: adViewerId() }, loading: false, quiet: true })),
    staleTime: 60_000,
  });
}
