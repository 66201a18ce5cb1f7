import type { AdminArticle, ArticleDraftInput, ArticleStatus, MyArticle, ReviewArticleInput } from '@contracts/schemas/content';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { contentKeys } from '@client/features/content/api/keys';
import { usePaged } from '@client/features/content/api/paged';

const enc = encodeURIComponent;

/** An author's own articles, optionally of one status. */
export function useMyStudio(status: ArticleStatus | null) {
  return usePaged<MyArticle>(contentKeys.studio(status), '/me/articles', { status });
}

export function useMyArticle(id: string | null) {
  return useQuery({
    queryKey: contentKeys.studioArticle(id ?? ''),
    queryFn: async () => unwrap(await api.get<MyArticle>(`/me/articles/${enc(id ?? '')}`, { loading: false, quiet: true })),
    enabled: !!id,
    retry: false,
  });
}

type StudioAction = { kind: 'save'; id: string | null; draft: ArticleDraftInput } | { kind: 'submit' | 'withdraw'; id: string };

async function runStudio(action: StudioAction): Promise<MyArticle> {
  if (action.kind === 'save') {
    return unwrap(
      await (action.id
        ? api.patch<MyArticle>(`/me/articles/${enc(action.id)}`, action.draft)
        : api.post<MyArticle>('/me/articles', action.draft)),
    );
  }
  return unwrap(await api.post<MyArticle>(`/me/articles/${enc(action.id)}/${action.kind}`, {}));
}

/** Save a draft, submit it for review, or withdraw a published article. */
export function useStudioAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: runStudio,
    onSuccess: (article) => {
      qc.setQueryData(contentKeys.studioArticle(article.id), article);
      void qc.invalidateQueries({ queryKey: ['content', 'studio'] });
    },
  });
}

export type { AdminArticle };

export function useAdminArticles(status: ArticleStatus | null) {
  return usePaged<AdminArticle>(contentKeys.adminArticles(status), '/admin/articles', { status });
}

type AdminAction = { kind: 'review'; id: string; body: ReviewArticleInput } | { kind: 'pick'; id: string; pick: boolean };

/** Approve / reject (with a reason) an article in review, or set the editor's pick. */
export function useAdminArticleAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (action: AdminAction) =>
      action.kind === 'review'
        ? unwrap(await api.post<MyArticle>(`/admin/articles/${enc(action.id)}/review`, action.body))
        : unwrap(await api.patch<unknown>(`/admin/articles/${enc(action.id)}/pick`, { pick: action.pick })),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['content', 'admin-articles'] }),
  });
}
