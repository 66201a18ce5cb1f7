import { useQuery } from '@tanstack/react-query';
import { useSession } from '@client/lib/use-session';
import { contestKeys } from '@client/features/contest/api/keys';
import { getContestQueryOptions, getContests } from '@client/features/contest/api/contest-first';

export function useContests() {
  return useQuery({ queryKey: contestKeys.lists, queryFn: getContests });
}

/** The contest; its key follows the session so a login brings the allowance. */
export function useContest(id: string | null) {
  const { token } = useSession();
  return useQuery({ ...getContestQueryOptions(id ?? '', token !== null), enabled: !!id });
}

export {
  getContest,
  getContestQueryOptions,
  getContests,
  pickCurrentContest,
  prefetchContestPage,
} from '@client/features/contest/api/contest-first';
