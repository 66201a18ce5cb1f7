import type { ArticleDetail } from '@contracts/schemas/content';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { preloadHero } from '@client/lib/first-screen';
import { contentKeys } from '@client/features/content/api/keys';
import { screenWide } from '@client/lib/sized-image';

// The article page's first request (issue #25): in the app's entry, so that the router's prefetch
// starts it as soon as the app runs, beside the page's chunk rather than after it.

const enc = encodeURIComponent;

export async function getArticle(id: string): Promise<ArticleDetail> {
  return unwrap(await api.get<ArticleDetail>(`/articles/${enc(id)}`, { loading: false, quiet: true }));
}

/**
 * The article page's first request, started beside its chunk when it is the first page (the
 * router's prefetch, issue #25); its cover asked for as soon as the answer names it.
 */
export async function prefetchArticlePage(queryClient: QueryClient, params: URLSearchParams): Promise<void> {
  const id = params.get('id');
  if (!id) return;
  const article = await queryClient.fetchQuery({ queryKey: contentKeys.article(id), queryFn: () => getArticle(id), retry: false, networkMode: 'offlineFirst' });
  if (article.cover) preloadHero(screenWide(article.cover));
}

export function useArticle(id: string) {
  // offline too: the service worker answers a saved article (issue #35); react-query would wait for the network
  return useQuery({ queryKey: contentKeys.article(id), queryFn: () => getArticle(id), enabled: !!id, retry: false, networkMode: 'offlineFirst' });
}
