import type {
  AdminApplicationDto,
  AdminCampaignDto,
  AdPackageAdminDto,
  ApplicationStatus,
  CreativeStatus,
  PackageInput,
  RejectTemplateDto,
  ReviewInput,
  UpdatePackageInput,
} from '@contracts/schemas/advertisers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { adKeys } from '@client/features/advertisers/api/advertisers';
import { usePaged } from '@client/features/advertisers/api/paged';

const enc = encodeURIComponent;

/** The application queue, by status (all when null). */
export function useAdminApplications(status: ApplicationStatus | null) {
  return usePaged<AdminApplicationDto>(['advertisers', 'admin', 'applications'], '/admin/advertisers/applications', {
    status: status ?? undefined,
  });
}

export function useAdminApplication(id: string | null) {
  return useQuery({
    queryKey: ['advertisers', 'admin', 'application', id],
    queryFn: async () => unwrap(await api.get<AdminApplicationDto>(`/admin/advertisers/applications/${enc(id ?? '')}`, { loading: false })),
    enabled: !!id,
  });
}

export function useRejectTemplates() {
  return useQuery({
    queryKey: ['advertisers', 'admin', 'templates'],
    queryFn: async () => unwrap(await api.get<RejectTemplateDto[]>('/admin/advertisers/reject-templates', { loading: false, quiet: true })),
    staleTime: Infinity,
  });
}

/** Campaigns by creative status (the creative review queue). */
export function useAdminCampaigns(creativeStatus: CreativeStatus | null) {
  return usePaged<AdminCampaignDto>(['advertisers', 'admin', 'campaigns'], '/admin/campaigns', {
    creativeStatus: creativeStatus ?? undefined,
  });
}

type Review = { kind: 'application' | 'creative'; id: string; body: ReviewInput };

/** Approve, or reject with a reason, an application or a campaign's creative. */
export function useReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, id, body }: Review) =>
      unwrap(
        await api.post<unknown>(
          kind === 'application' ? `/admin/advertisers/applications/${enc(id)}/review` : `/admin/campaigns/${enc(id)}/creative-review`,
          body,
        ),
      ),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['advertisers', 'admin'] }),
  });
}

const packageKeys = ['advertisers', 'admin', 'packages'] as const;

/** Admins: every placement package, inactive ones too (`GET /admin/advertisers/packages`, not paged). */
export function useAdminPackages() {
  return useQuery({
    queryKey: packageKeys,
    queryFn: async () => unwrap(await api.get<AdPackageAdminDto[]>('/admin/advertisers/packages', { loading: false, quiet: true })),
  });
}

export type PackageSave = { id: null; body: PackageInput } | { id: string; body: UpdatePackageInput };
export type PackageAction = { kind: 'save'; save: PackageSave } | { kind: 'delete'; id: string };

/**
 * Creates (`POST`), changes (`PATCH`, activation included) or deletes (`DELETE`: the server refuses
 * a package that was bought) a package; the admins' list and the advertisers' offer refetch.
 */
export function usePackageAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (action: PackageAction): Promise<unknown> => {
      if (action.kind === 'delete') return unwrap(await api.delete<{ deleted: 1 }>(`/admin/advertisers/packages/${enc(action.id)}`));
      const { save } = action;
      return unwrap(
        save.id === null
          ? await api.post<AdPackageAdminDto>('/admin/advertisers/packages', save.body)
          : await api.patch<AdPackageAdminDto>(`/admin/advertisers/packages/${enc(save.id)}`, save.body),
      );
    },
    onSettled: async () => {
      await Promise.all([qc.invalidateQueries({ queryKey: packageKeys }), qc.invalidateQueries({ queryKey: adKeys.packages })]);
    },
  });
}
