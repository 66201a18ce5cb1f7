import type {
  AdminApplicationDto,
  AdminCampaignDto,
  ApplicationStatus,
  CreativeStatus,
  RejectTemplateDto,
  ReviewInput,
} from '@contracts/schemas/advertisers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
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
