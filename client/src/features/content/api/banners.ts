import type { AdminBannerDto, BannerInput, UpdateBannerInput } from '@contracts/schemas/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { contentKeys } from '@client/features/content/api/keys';
import { usePaged } from '@client/features/content/api/paged';

export function useAdminBanners() {
  return usePaged<AdminBannerDto>(contentKeys.adminBanners, '/admin/banners');
}

type BannerAction =
  { kind: 'save'; id: null; body: BannerInput } | { kind: 'save'; id: string; body: UpdateBannerInput } | { kind: 'delete'; id: string };

/** Create, edit or delete a home banner; the admins' list and the home carousel are refetched. */
export function useBannerAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (a: BannerAction) => {
      if (a.kind === 'delete') return unwrap(await api.delete<unknown>(`/admin/banners/${encodeURIComponent(a.id)}`));
      const path = a.id ? `/admin/banners/${encodeURIComponent(a.id)}` : '/admin/banners';
      return unwrap(await (a.id ? api.patch<AdminBannerDto>(path, a.body) : api.post<AdminBannerDto>(path, a.body)));
    },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: contentKeys.adminBanners });
      void qc.invalidateQueries({ queryKey: ['home', 'banners'] });
    },
  });
}
