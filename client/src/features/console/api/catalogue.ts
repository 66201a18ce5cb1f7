import type { Paged } from '@contracts/api';
import type {
  AdminCoupon,
  AdminExhibition,
  AdminExhibitionSummary,
  AdminTicketType,
  CouponInput,
  CouponUpdateInput,
  ExhibitionInput,
  ExhibitionState,
  ExhibitionUpdateInput,
  TicketTypeInput,
  TicketTypeUpdateInput,
} from '@contracts/schemas/catalogue';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { usePagedQuery } from '@client/lib/paged-query';

/** The console's catalogue routes (decision 0132): `/admin/exhibitions…`, `/admin/ticket-types/:id`, `/admin/coupons…`. */
export const CATALOGUE_PAGE_SIZE = 20;
const enc = encodeURIComponent;
const quietGet = { loading: false, quiet: true } as const;

export const catalogueKeys = {
  all: ['console', 'catalogue'] as const,
  list: (state: ExhibitionState | '') => ['console', 'catalogue', 'list', state] as const,
  exhibition: (id: string) => ['console', 'catalogue', 'exhibition', id] as const,
  coupons: ['console', 'catalogue', 'coupons'] as const,
};

/** Every exhibition, drafts and withdrawn ones too; one state or all. */
export function useAdminExhibitions(state: ExhibitionState | '') {
  return usePagedQuery(catalogueKeys.list(state), async (page) =>
    unwrap(
      await api.get<Paged<AdminExhibitionSummary>>('/admin/exhibitions', {
        ...quietGet,
        query: { state: state || undefined, page, limit: CATALOGUE_PAGE_SIZE },
      }),
    ),
  );
}

export function useAdminExhibition(id: string) {
  return useQuery({
    queryKey: catalogueKeys.exhibition(id),
    queryFn: async () => unwrap(await api.get<AdminExhibition>(`/admin/exhibitions/${enc(id)}`, quietGet)),
    enabled: id !== '',
    retry: false,
  });
}

/** Creates a draft or edits an exhibition; the catalogue's queries refetch. */
export function useSaveExhibition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: { id: null; body: ExhibitionInput } | { id: string; body: ExhibitionUpdateInput }) =>
      unwrap(
        save.id === null
          ? await api.post<AdminExhibition>('/admin/exhibitions', save.body)
          : await api.patch<AdminExhibition>(`/admin/exhibitions/${enc(save.id)}`, save.body),
      ),
    onSuccess: (e) => queryClient.setQueryData(catalogueKeys.exhibition(e.id), e),
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}

/** Publish or withdraw (the server guards the transition). */
export function useTransition(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (to: 'publish' | 'withdraw') => unwrap(await api.post<AdminExhibition>(`/admin/exhibitions/${enc(id)}/${to}`, {})),
    onSuccess: (e) => queryClient.setQueryData(catalogueKeys.exhibition(e.id), e),
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}

/** Adds a ticket type to an exhibition, or edits one. */
export function useSaveTicketType(exhibitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: { id: null; body: TicketTypeInput } | { id: string; body: TicketTypeUpdateInput }) =>
      unwrap(
        save.id === null
          ? await api.post<AdminTicketType>(`/admin/exhibitions/${enc(exhibitionId)}/ticket-types`, save.body)
          : await api.patch<AdminTicketType>(`/admin/ticket-types/${enc(save.id)}`, save.body),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}

export function useAdminCoupons() {
  return usePagedQuery(catalogueKeys.coupons, async (page) =>
    unwrap(await api.get<Paged<AdminCoupon>>('/admin/coupons', { ...quietGet, query: { page, limit: CATALOGUE_PAGE_SIZE } })),
  );
}

export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: { id: null; body: CouponInput } | { id: string; body: CouponUpdateInput }) =>
      unwrap(
        save.id === null
          ? await api.post<AdminCoupon>('/admin/coupons', save.body)
          : await api.patch<AdminCoupon>(`/admin/coupons/${enc(save.id)}`, save.body),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.coupons }),
  });
}
