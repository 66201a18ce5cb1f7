import type { ExhibitionDetail } from '@contracts/schemas/commerce';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { preloadHero } from '@client/lib/first-screen';
import { commerceKeys } from '@client/features/commerce/api/keys';
import { screenWide } from '@client/lib/sized-image';

// The exhibition page's first request (issue #25): in the app's entry, so that the router's
// prefetch starts it as soon as the app runs, beside the page's chunk rather than after it.

/** `GET /exhibitions/:id`. */
export async function getExhibition(id: string): Promise<ExhibitionDetail> {
  return unwrap(await api.get<ExhibitionDetail>(`/exhibitions/${encodeURIComponent(id)}`, { loading: false }));
}

export function getExhibitionQueryOptions(id: string) {
  return queryOptions({ queryKey: commerceKeys.exhibition(id), queryFn: () => getExhibition(id), enabled: id !== '' });
}

/**
 * The exhibition page's first request, started beside its chunk when it is the first page (the
 * router's prefetch, issue #25); its first picture — the page's largest paint — asked for at once.
 */
export async function prefetchExhibitionPage(queryClient: QueryClient, params: URLSearchParams): Promise<void> {
  const id = params.get('id');
  if (!id) return;
  const exhibition = await queryClient.fetchQuery(getExhibitionQueryOptions(id));
  const first = exhibition.cover || exhibition.gallery[0];
  if (first) preloadHero(screenWide(first));
}

export function useExhibition(id: string) {
  return useQuery(getExhibitionQueryOptions(id));
}
