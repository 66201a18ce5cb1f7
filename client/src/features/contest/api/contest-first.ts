import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { preloadHero } from '@client/lib/first-screen';
import { session } from '@client/lib/session';
import { contestKeys } from '@client/features/contest/api/keys';
import type { ContestDetailDto, ContestSummaryDto, PagedDto } from '@client/features/contest/api/types';
import { screenWide } from '@client/lib/sized-image';

// The contest home's first requests (issue #25): in the app's entry, so that the router's prefetch
// starts them as soon as the app runs, beside the page's chunk rather than after it.

/** `GET /contests` (newest first); one page of 50 is all a contest picker needs. */
export async function getContests(): Promise<PagedDto<ContestSummaryDto>> {
  return unwrap(await api.get<PagedDto<ContestSummaryDto>>('/contests', { query: { page: 1, limit: 50 }, loading: false, quiet: true }));
}

/** `GET /contests/:id`; `remainingToday` and `renewsAt` only for a logged-in user. */
export async function getContest(id: string): Promise<ContestDetailDto> {
  return unwrap(await api.get<ContestDetailDto>(`/contests/${encodeURIComponent(id)}`, { loading: false, quiet: true }));
}

export function getContestQueryOptions(id: string, member: boolean) {
  return queryOptions({ queryKey: [...contestKeys.detail(id), member ? 'member' : 'guest'], queryFn: () => getContest(id) });
}

/** The contest the home page shows when none is named: the running one, else the newest. */
export function pickCurrentContest(items: readonly ContestSummaryDto[]): ContestSummaryDto | undefined {
  const running = items.filter((c) => c.status === 'in_progress').sort((a, b) => Date.parse(a.endsAt) - Date.parse(b.endsAt));
  if (running[0]) return running[0];
  return [...items].sort((a, b) => Date.parse(b.endsAt) - Date.parse(a.endsAt))[0];
}

/**
 * The contest home's first requests, started beside its chunk when it is the first page (the
 * router's prefetch, issue #25): the list (when no contest is named), then the contest, its cover
 * — the page's largest paint — asked for as soon as an answer names it.
 */
export async function prefetchContestPage(queryClient: QueryClient, params: URLSearchParams): Promise<void> {
  if (params.get('entry')) return; // the canvass view reads other answers
  let id = params.get('id');
  if (!id) {
    const current = pickCurrentContest((await queryClient.fetchQuery({ queryKey: contestKeys.lists, queryFn: getContests })).items);
    if (!current) return;
    if (current.cover) preloadHero(screenWide(current.cover));
    id = current.id;
  }
  const contest = await queryClient.fetchQuery(getContestQueryOptions(id, session.getToken() !== null));
  if (contest.cover) preloadHero(screenWide(contest.cover));
}
