import { api, unwrap } from '@client/lib/api-client';
import type { ShareDto } from '@client/features/contest/api/types';

/** `POST /entries/:id/shares` → a share code that credits the votes its link brings. */
export async function createShare(entryId: string): Promise<ShareDto> {
  return unwrap(await api.post<ShareDto>(`/entries/${encodeURIComponent(entryId)}/shares`, {}, { loading: false }));
}
