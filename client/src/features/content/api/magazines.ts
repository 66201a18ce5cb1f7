import type { IssueKind, MagazineDto, MagazineIssueDetail, MagazineIssueDto } from '@contracts/schemas/content';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { contentKeys } from '@client/features/content/api/keys';
import { usePaged } from '@client/features/content/api/paged';

const enc = encodeURIComponent;

export type MagazineWithIssues = MagazineDto & { latestIssues: MagazineIssueDto[] };

export function useMagazines() {
  return usePaged<MagazineDto>(contentKeys.magazines, '/magazines');
}

export function useMagazine(id: string) {
  return useQuery({
    queryKey: contentKeys.magazine(id),
    queryFn: async () => unwrap(await api.get<MagazineWithIssues>(`/magazines/${enc(id)}`, { loading: false, quiet: true })),
    enabled: !!id,
    retry: false,
  });
}

export function useIssues(id: string, kind: IssueKind) {
  return usePaged<MagazineIssueDto>(contentKeys.issues(id, kind), `/magazines/${enc(id)}/issues`, { kind }, !!id);
}

export function useIssue(id: string) {
  return useQuery({
    queryKey: contentKeys.issue(id),
    queryFn: async () => unwrap(await api.get<MagazineIssueDetail>(`/magazine-issues/${enc(id)}`, { loading: false, quiet: true })),
    enabled: !!id,
    retry: false,
  });
}
