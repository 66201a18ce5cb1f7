import type { ShareLink } from '@contracts/schemas/contest';
import type {
  ArticleCategory,
  ArticleDetail,
  ArticleFeed,
  ArticleListItem,
  CategoryDto,
  InteractionState,
} from '@contracts/schemas/content';
import { useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Paged } from '@contracts/api';
import { api, unwrap } from '@client/lib/api-client';
import { contentKeys } from '@client/features/content/api/keys';
import { usePaged } from '@client/features/content/api/paged';

const enc = encodeURIComponent;

/** `GET /articles?feed=&category=` as an infinite list. */
/** `myLanguage`: only articles with a version in the reader's language (issue #36). */
export function useFeed(feed: ArticleFeed, category: ArticleCategory | null = null, myLanguage = false) {
  return usePaged<ArticleListItem>(contentKeys.feed(feed, category, myLanguage), '/articles', {
    feed,
    category,
    myLanguage: myLanguage ? 1 : undefined,
  });
}

/** An author's published articles, newest first. */
export function useAuthorArticles(authorId: string) {
  return usePaged<ArticleListItem>(contentKeys.authorArticles(authorId), '/articles', { feed: 'latest', author: authorId }, !!authorId);
}

export function useRelated(id: string) {
  return useQuery({
    queryKey: contentKeys.related(id),
    queryFn: async () => unwrap(await api.get<ArticleListItem[]>(`/articles/${enc(id)}/related`, { loading: false, quiet: true })),
    enabled: !!id,
  });
}

export function useCategories() {
  return useQuery({
    queryKey: contentKeys.categories,
    queryFn: async () => unwrap(await api.get<CategoryDto[]>('/articles/categories', { loading: false, quiet: true })),
    staleTime: 5 * 60_000,
  });
}

export type Interaction = 'like' | 'favourite';

/**
 * Sets a like or a favourite on or off (idempotent routes). Offline, it is queued for when the app
 * is back online (lib/pwa/interaction-queue.ts, issue #35) and answers null.
 */
export async function setInteraction(id: string, kind: Interaction, on: boolean): Promise<InteractionState | null> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    const { queueInteraction } = await import('@client/lib/pwa/interaction-queue');
    if (await queueInteraction({ articleId: id, kind, on })) return null;
  }
  const path = `/articles/${enc(id)}/${kind}`;
  return unwrap(
    await (on
      ? api.post<InteractionState>(path, {}, { loading: false })
      : api.delete<InteractionState>(path, undefined, { loading: false })),
  );
}

function applyState(detail: ArticleDetail, s: Pick<InteractionState, 'liked' | 'favourited' | 'likes' | 'favourites'>): ArticleDetail {
  return { ...detail, liked: s.liked, favourited: s.favourited, likes: s.likes, favourites: s.favourites };
}

/**
 * Like / favourite with an optimistic update of the article's detail, rolled back when the
 * server refuses; the reader's "Saved and liked" lists are refetched afterwards.
 */
export function useInteraction(id: string) {
  const qc = useQueryClient();
  const key = contentKeys.article(id);
  return useMutation({
    mutationFn: ({ kind, on }: { kind: Interaction; on: boolean }) => setInteraction(id, kind, on),
    // offline too: the like is queued (react-query would otherwise hold it in memory only)
    networkMode: 'always',
    onMutate: async ({ kind, on }) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<ArticleDetail>(key);
      if (before) {
        const next =
          kind === 'like'
            ? { liked: on, likes: Math.max(0, before.likes + (on === !!before.liked ? 0 : on ? 1 : -1)) }
            : { favourited: on, favourites: Math.max(0, before.favourites + (on === !!before.favourited ? 0 : on ? 1 : -1)) };
        qc.setQueryData<ArticleDetail>(key, { ...before, ...next });
      }
      return { before };
    },
    onError: (_e, _v, ctx) => {
      if (ctx?.before) qc.setQueryData(key, ctx.before);
    },
    onSuccess: (state) => {
      if (!state) return; // queued offline: the optimistic state stands
      const current = qc.getQueryData<ArticleDetail>(key);
      if (current) qc.setQueryData(key, applyState(current, state));
      void qc.invalidateQueries({ queryKey: contentKeys.mine('likes') });
      void qc.invalidateQueries({ queryKey: contentKeys.mine('favourites') });
    },
  });
}

/** `POST /articles/:id/shares` → a share code (one per reader and article). */
export async function createArticleShare(id: string): Promise<ShareLink> {
  return unwrap(await api.post<ShareLink>(`/articles/${enc(id)}/shares`, {}, { loading: false }));
}

/** The reader's likes, favourites or viewing history. */
export function useMyArticles(list: 'likes' | 'favourites' | 'history', enabled = true) {
  return usePaged<ArticleListItem>(contentKeys.mine(list), `/me/${list}`, {}, enabled);
}

export function useClearHistory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await api.delete<{ cleared: number }>('/me/history')),
    onSuccess: () => {
      qc.setQueryData<InfiniteData<Paged<ArticleListItem>>>(contentKeys.mine('history'), (d) =>
        d ? { ...d, pages: d.pages.slice(0, 1).map((p) => ({ ...p, items: [], total: 0, hasMore: false })) } : d,
      );
    },
  });
}

export { getArticle, prefetchArticlePage, useArticle } from '@client/features/content/api/article-first';
