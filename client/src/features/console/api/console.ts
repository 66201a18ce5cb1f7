import type { DeletionRequestDto, Paged, Role } from '@contracts/api';
import type { AuditEntryDto, ChangeRolesInput, ConsoleUserDetailDto, ConsoleUserDto } from '@contracts/schemas/console';
import type { AdminDeletionRequestDto } from '@contracts/schemas/profile';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api, unwrap, type QueryValue } from '@client/lib/api-client';

export const CONSOLE_PAGE_SIZE = 20;

export const consoleKeys = {
  all: ['console'] as const,
  people: (q: string) => ['console', 'people', q] as const,
  person: (id: string) => ['console', 'person', id] as const,
  audit: (f: AuditFilters) => ['console', 'audit', f] as const,
};

export interface AuditFilters {
  actor?: string;
  target?: string;
  action?: string;
}

/** A paged staff route as an infinite query (no spinner, no generic toast: the list shows its states). */
function usePaged<T>(queryKey: QueryKey, path: string, query: Record<string, QueryValue>) {
  const q = useInfiniteQuery({
    queryKey,
    queryFn: async ({ pageParam }) =>
      unwrap(
        await api.get<Paged<T>>(path, { query: { ...query, page: pageParam, limit: CONSOLE_PAGE_SIZE }, loading: false, quiet: true }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last: Paged<T>) => (last.hasMore ? last.page + 1 : undefined),
  });
  const items = useMemo(() => q.data?.pages.flatMap((p) => p.items) ?? [], [q.data]);
  return { query: q, items };
}

/** `GET /admin/users?q=`: phone, e-mail, nickname or id; everyone when empty. */
export function usePeople(q: string) {
  return usePaged<ConsoleUserDto>(consoleKeys.people(q), '/admin/users', { q: q || undefined });
}

/** `GET /admin/users/:id`: the account, its sessions counted, recent audit entries. */
export function usePerson(id: string) {
  return useQuery({
    queryKey: consoleKeys.person(id),
    queryFn: async () =>
      unwrap(await api.get<ConsoleUserDetailDto>(`/admin/users/${encodeURIComponent(id)}`, { loading: false, quiet: true })),
    enabled: id !== '',
    retry: false,
  });
}

/** `GET /admin/audit?actor=&target=&action=`. */
export function useAudit(filters: AuditFilters) {
  return usePaged<AuditEntryDto>(consoleKeys.audit(filters), '/admin/audit', { ...filters });
}

function useInvalidateConsole() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: consoleKeys.all });
}

/** Grant or revoke one role (admins). */
export function useToggleRole(id: string) {
  const refresh = useInvalidateConsole();
  return useMutation({
    mutationFn: async ({ role, on }: { role: Role; on: boolean }) => {
      const body: ChangeRolesInput = on ? { grant: [role] } : { revoke: [role] };
      return unwrap(await api.post<ConsoleUserDto>(`/admin/users/${encodeURIComponent(id)}/roles`, body));
    },
    onSettled: () => void refresh(),
  });
}

/** Disable (a reason is required) or enable an account (admins). */
export function useSetDisabled(id: string) {
  const refresh = useInvalidateConsole();
  return useMutation({
    mutationFn: async ({ disabled, reason }: { disabled: boolean; reason: string }) =>
      unwrap(await api.post<ConsoleUserDto>(`/admin/users/${encodeURIComponent(id)}/${disabled ? 'disable' : 'enable'}`, { reason })),
    onSettled: () => void refresh(),
  });
}

/** `GET /admin/deletion-requests`: open account-deletion applications, oldest first (admins). */
export function useDeletionRequests() {
  return usePaged<AdminDeletionRequestDto>(['console', 'deletion-requests'], '/admin/deletion-requests', {});
}

/** Take into review, approve (the account is anonymised) or reject with a reason (admins; each decision audited). */
export function useDecideDeletion() {
  const refresh = useInvalidateConsole();
  return useMutation({
    mutationFn: async ({ id, action, reason }: { id: string; action: 'review' | 'approve' | 'reject'; reason?: string }) =>
      unwrap(
        await api.post<DeletionRequestDto>(
          `/admin/deletion-requests/${encodeURIComponent(id)}/${action}`,
          action === 'reject' ? { reason } : {},
        ),
      ),
    onSettled: () => void refresh(),
  });
}
