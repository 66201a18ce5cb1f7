import type { DeletionRequestDto } from '@contracts/api';
import type { DeletionRequestInput } from '@contracts/schemas/profile';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';

export const deletionQueryKey = ['me', 'deletion'] as const;

/** `GET /me/deletion` → the latest application, or null. */
export async function getDeletion(): Promise<DeletionRequestDto | null> {
  return unwrap(await api.get<DeletionRequestDto | null>('/me/deletion', { loading: false })) ?? null;
}

export function getDeletionQueryOptions() {
  return queryOptions({ queryKey: deletionQueryKey, queryFn: getDeletion });
}

export function useDeletion() {
  return useQuery(getDeletionQueryOptions());
}

/** `POST /me/deletion {agree: true, reason}`. */
export async function requestDeletion(body: DeletionRequestInput): Promise<DeletionRequestDto> {
  return unwrap(await api.post<DeletionRequestDto>('/me/deletion', body));
}

/** `DELETE /me/deletion`: withdraws an application that has not been decided. */
export async function cancelDeletion(): Promise<unknown> {
  return unwrap(await api.delete<unknown>('/me/deletion'));
}

export function useRequestDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDeletion,
    onSuccess: (request) => queryClient.setQueryData(deletionQueryKey, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deletionQueryKey }),
  });
}

export function useCancelDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelDeletion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: deletionQueryKey }),
  });
}
