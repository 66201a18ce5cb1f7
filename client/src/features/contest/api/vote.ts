import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { randomUuid } from '@client/lib/random-uuid';
import { contestKeys } from '@client/features/contest/api/keys';
import type { ContestDetailDto, EntryDetailDto, VoteResultDto } from '@client/features/contest/api/types';

export type VoteInput = { entryId: string; contestId: string; ref?: string | null };

/**
 * `POST /entries/:id/votes {ref?}` with a fresh `Idempotency-Key` per tap (a retry of the same
 * request counts once). A refusal (code 0) throws a BusinessError carrying the localised reason.
 */
export async function castVote(input: VoteInput, idempotencyKey: string = randomUuid()): Promise<VoteResultDto> {
  const body = input.ref ? { ref: input.ref } : {};
  return unwrap(
    await api.post<VoteResultDto>(`/entries/${encodeURIComponent(input.entryId)}/votes`, body, {
      idempotencyKey,
      loading: false,
    }),
  );
}

/**
 * A vote: the entry and the allowance take the server's answer; the ranking itself moves with the
 * `rank:update` push (the socket carries the order of every row, the reply only this one).
 */
export function useVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VoteInput) => castVote(input),
    onSuccess: (result, input) => {
      queryClient.setQueryData<EntryDetailDto>(contestKeys.entry(input.entryId), (entry) =>
        entry ? { ...entry, votes: result.votes, rank: result.rank, votesToNext: result.votesToNext } : entry,
      );
      queryClient.setQueriesData<ContestDetailDto>({ queryKey: contestKeys.detail(input.contestId) }, (contest) =>
        contest ? { ...contest, remainingToday: result.remaining, totalVotes: contest.totalVotes + 1 } : contest,
      );
    },
    onError: (_error, input) => {
      // a refusal may mean the allowance or the contest changed: read them again
      void queryClient.invalidateQueries({ queryKey: contestKeys.detail(input.contestId) });
    },
  });
}
