import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { useSession } from '@client/lib/use-session';
import { contestKeys } from '@client/features/contest/api/keys';
import type { ContestDetailDto, ContestSummaryDto, PagedDto } from '@client/features/contest/api/types';

/** `GET /contests` (newest first); one page of 50 is all a contest picker needs. */
export async function getContests(): Promise<PagedDto<ContestSummaryDto>> {
  return unwrap(await api.get<PagedDto<ContestSummaryDto>>('/contests', { query: { page: 1, limit: 50 }, loading: false, quiet: true }));
}

export function useContests() {
  return useQuery({ queryKey: contestKeys.lists, queryFn: getContests });
}

/** `GET /contests/:id`; `remainingToday` and `renewsAt` only for a logged-in user. */
export async function getContest(id: string): Promise<ContestDetailDto> {
  return unwrap(await api.get<ContestDetailDto>(`/contests/${encodeURIComponent(id)}`, { loading: false, quiet: true }));
}

export function getContestQueryOptions(id: string, member: boolean) {
  return queryOptions({ queryKey: [...contestKeys.detail(id), member ? 'member' : 'guest'], queryFn: () => getContest(id) });
}

/** The contest; its key follows the session so a login brings the allowance. */
export function useContest(id: string | null) {
  const { token } = useSession();
  return useQuery({ ...getContestQueryOptions(id ?? '', token !== null), enabled: !!id });
}

/** The contest the home page shows when none is named: the running one, else the newest. */
export function pickCurrentContest(items: readonly ContestSummaryDto[]): ContestSummaryDto | undefined {
  const running = items.filter((c) => c.status === 'in_progress').sort((a, b) => Date.parse(a.endsAt) - Date.parse(b.endsAt));
  if (running[0]) return running[0];
  return [...items].sort((a, b) => Date.parse(b.endsAt) - Date.parse(a.endsAt))[0];
}
