import type { AreaNode } from '@contracts/api';
import type { Address, AddressInput, PatchAddressInput } from '@contracts/schemas/shop';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { serverLanguage } from '@client/lib/language';
import { useLocale } from '@client/lib/use-locale';
import { shopKeys } from '@client/features/shop/api/keys';

const quiet = { loading: false, quiet: true } as const;

/** `GET /me/addresses`: the default first, then the newest. */
export function useAddresses() {
  const lang = serverLanguage(useLocale());
  return useQuery({
    queryKey: shopKeys.addresses(lang),
    queryFn: async () => unwrap(await api.get<Address[]>('/me/addresses', quiet)),
  });
}

/** `GET /common/areas` in the reader's language (kept for the session: it does not change). */
export function useAreaTree() {
  const lang = serverLanguage(useLocale());
  return useQuery({
    queryKey: shopKeys.areas(lang),
    queryFn: async () => unwrap(await api.get<AreaNode[]>('/common/areas', quiet)),
    staleTime: Infinity,
  });
}

function useAddressMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: shopKeys.addressesAll }),
  });
}

export function useCreateAddress() {
  return useAddressMutation(async (body: AddressInput) => unwrap(await api.post<Address>('/me/addresses', body)));
}

export function usePatchAddress() {
  return useAddressMutation(async ({ id, body }: { id: string; body: PatchAddressInput }) =>
    unwrap(await api.patch<Address>(`/me/addresses/${encodeURIComponent(id)}`, body)),
  );
}

export function useDeleteAddress() {
  return useAddressMutation(async (id: string) => unwrap(await api.delete<null>(`/me/addresses/${encodeURIComponent(id)}`)));
}
