import type { Paged } from '@contracts/api';
import type { ExhibitionSummary } from '@contracts/schemas/commerce';
import type { ArticleFeed, ArticleListItem, BannerDto, MagazineDto } from '@contracts/schemas/content';
import type { ContestSummary } from '@contracts/schemas/contest';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, unwrap, type QueryValue } from '@client/lib/api-client';
import { preloadHero } from '@client/lib/first-screen';
import { screenWide } from '@client/lib/sized-image';

/** The home page reads small first pages of other areas' public lists (no spinner, no toasts). */
async function get<T>(path: string, query?: Record<string, QueryValue>): Promise<T> {
  return unwrap(await api.get<T>(path, { query, loading: false, quiet: true }));
}

export const HOME_FEED_SIZE = 5;

const bannersQuery = queryOptions({
  queryKey: ['home', 'banners'],
  queryFn: () => get<BannerDto[]>('/banners', { slot: 'home' }),
  staleTime: 60_000,
});

export function useBanners() {
  return useQuery(bannersQuery);
}

/**
 * The home page's first request, started beside its chunk (lazyPage's `prefetch`, issue #25): the
 * first banner is the page's largest paint, so its picture is fetched as soon as the answer names it.
 */
export async function prefetchHome(queryClient: QueryClient): Promise<void> {
  const banners = await queryClient.fetchQuery(bannersQuery);
  const first = banners[0];
  if (first) preloadHero(screenWide(first.image));
}

export function useHomeFeed(feed: ArticleFeed) {
  return useQuery({
    queryKey: ['home', 'feed', feed],
    queryFn: async () => (await get<Paged<ArticleListItem>>('/articles', { feed, page: 1, limit: HOME_FEED_SIZE })).items,
  });
}

export function useHomeMagazines() {
  return useQuery({
    queryKey: ['home', 'magazines'],
    queryFn: async () => (await get<Paged<MagazineDto>>('/magazines', { page: 1, limit: 10 })).items,
  });
}

export function useHomeExhibitions() {
  return useQuery({
    queryKey: ['home', 'exhibitions'],
    queryFn: async () => (await get<Paged<ExhibitionSummary>>('/exhibitions', { page: 1, limit: 3 })).items,
  });
}

export function useHomeContest() {
  return useQuery({
    queryKey: ['home', 'contest'],
    queryFn: async () => {
      const items = (await get<Paged<ContestSummary>>('/contests', { page: 1, limit: 5 })).items;
      return items.find((c) => c.status === 'in_progress') ?? items[0] ?? null;
    },
  });
}
