import type { AreaNode } from '@contracts/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { cache } from '@client/lib/cache';
import { getCurrentLocale, type Locale } from '@client/lib/language';

/** `GET /common/areas`: country → province → city → district, names in the request language. */
export async function getAreas(locale: Locale): Promise<AreaNode[]> {
  const key = `areas:${locale}`;
  const cached = cache.get<AreaNode[]>(key);
  if (cached) return cached;
  const areas = unwrap(await api.get<AreaNode[]>('/common/areas', { loading: false }));
  cache.set(key, areas);
  return areas;
}

export function getAreasQueryOptions(locale: Locale) {
  return queryOptions({ queryKey: ['areas', locale], queryFn: () => getAreas(locale), staleTime: Infinity });
}

export function useAreas(enabled = true) {
  return useQuery({ ...getAreasQueryOptions(getCurrentLocale()), enabled });
}
