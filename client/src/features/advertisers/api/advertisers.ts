import type { AreaNode } from '@contracts/api';
import type {
  AdPackageDto,
  AdRecordsDto,
  ApplicationDto,
  ApplicationInput,
  CampaignDto,
  CreativeInput,
  PlacementInput,
  PlacementOrderDto,
} from '@contracts/schemas/advertisers';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { getCurrentLocale } from '@client/lib/language';
import { usePaged } from '@client/features/advertisers/api/paged';

const enc = encodeURIComponent;

export const adKeys = {
  me: ['advertisers', 'me'] as const,
  packages: ['advertisers', 'packages'] as const,
  campaigns: ['advertisers', 'campaigns'] as const,
  records: (campaignId: string | null) => ['advertisers', 'records', campaignId ?? 'all'] as const,
  areas: (locale: string) => ['advertisers', 'areas', locale] as const,
};

/** `GET /me/advertiser`: the latest application (with its history), or null. */
export function useMyApplication(enabled = true) {
  return useQuery({
    queryKey: adKeys.me,
    queryFn: async () => unwrap(await api.get<ApplicationDto | null>('/me/advertiser', { loading: false, quiet: true })),
    enabled,
  });
}

/** Submit a new application, or edit and resubmit a rejected one. */
export function useSubmitApplication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string | null; body: ApplicationInput }) =>
      unwrap(
        await (id
          ? api.put<ApplicationDto>(`/advertisers/applications/${enc(id)}`, body)
          : api.post<ApplicationDto>('/advertisers/applications', body)),
      ),
    onSuccess: (application) => qc.setQueryData(adKeys.me, application),
  });
}

/** `GET /common/areas` in the reader's language (the province, city and district pickers). */
export function useAreas() {
  const locale = getCurrentLocale();
  return useQuery(
    queryOptions({
      queryKey: adKeys.areas(locale),
      queryFn: async () => unwrap(await api.get<AreaNode[]>('/common/areas', { loading: false })),
      staleTime: Infinity,
    }),
  );
}

export function usePackages() {
  return useQuery({
    queryKey: adKeys.packages,
    queryFn: async () => unwrap(await api.get<AdPackageDto[]>('/advertisers/packages', { loading: false, quiet: true })),
  });
}

/** Buy a package with its creative: an order of kind `ad_placement`, paid on the pay page. */
export function useCreatePlacement() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: { body: PlacementInput; idempotencyKey: string }) =>
      unwrap(await api.post<PlacementOrderDto>('/advertisers/placements', body, { idempotencyKey })),
    onSuccess: () => void qc.invalidateQueries({ queryKey: adKeys.campaigns }),
  });
}

export function useCampaigns() {
  return usePaged<CampaignDto>(adKeys.campaigns, '/me/campaigns');
}

/** A rejected creative, corrected: it goes back to review. */
export function useResubmitCreative() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: CreativeInput }) =>
      unwrap(await api.put<CampaignDto>(`/me/campaigns/${enc(id)}/creative`, body)),
    onSuccess: () => void qc.invalidateQueries({ queryKey: adKeys.campaigns }),
  });
}

export function useAdRecords(campaignId: string | null) {
  return useQuery({
    queryKey: adKeys.records(campaignId),
    queryFn: async () =>
      unwrap(
        await api.get<AdRecordsDto>('/me/ad-records', { query: { campaignId: campaignId ?? undefined }, loading: false, quiet: true }),
      ),
  });
}
