import type { AuthorListItem, AuthorProfile, FollowState } from '@contracts/schemas/content';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { contentKeys } from '@client/features/content/api/keys';
import { usePaged } from '@client/features/content/api/paged';

const enc = encodeURIComponent;

export function useAuthor(id: string) {
  return useQuery({
    queryKey: contentKeys.author(id),
    queryFn: async () => unwrap(await api.get<AuthorProfile>(`/authors/${enc(id)}`, { loading: false, quiet: true })),
    enabled: !!id,
    retry: false,
  });
}

export function useFollowList(id: string, which: 'followers' | 'following') {
  return usePaged<AuthorListItem>(contentKeys.follows(id, which), `/authors/${enc(id)}/${which}`, {}, !!id);
}

export async function setFollow(authorId: string, on: boolean): Promise<FollowState> {
  const path = `/authors/${enc(authorId)}/follow`;
  return unwrap(
    await (on ? api.post<FollowState>(path, {}, { loading: false }) : api.delete<FollowState>(path, undefined, { loading: false })),
  );
}

/** Follow / unfollow; the author's profile, follow lists and any open article take the new state. */
export function useFollow(authorId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => setFollow(authorId, on),
    onSuccess: (state) => {
      qc.setQueryData<AuthorProfile>(contentKeys.author(authorId), (p) =>
        p ? { ...p, followed: state.followed, followers: state.followers } : p,
      );
      void qc.invalidateQueries({ queryKey: ['content', 'follows'] });
      void qc.invalidateQueries({ queryKey: ['content', 'article'] });
    },
  });
}
