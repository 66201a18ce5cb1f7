import { CONTEST_EVENTS, CONTEST_NAMESPACE } from '@contracts/contest-events';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { afterPaint } from '@client/lib/after-paint';
import { contestKeys } from '@client/features/contest/api/keys';
import { getRankingQueryOptions } from '@client/features/contest/api/ranking';
import type { JoinAck, RankingDto, RankUpdateDto } from '@client/features/contest/api/types';
import { applyRankUpdates } from '@client/features/contest/utils/ranking';

function isRanking(value: unknown, contestId: string): value is RankingDto {
  const v = value as Partial<RankingDto> | null;
  return !!v && v.contestId === contestId && typeof v.seq === 'number' && Array.isArray(v.items);
}

function isUpdate(value: unknown, contestId: string): value is RankUpdateDto {
  const v = value as Partial<RankUpdateDto> | null;
  return !!v && v.contestId === contestId && typeof v.seq === 'number' && Array.isArray(v.changes);
}

/**
 * The contest's ranking, kept live: react-query owns the data (HTTP first), the `/contest`
 * socket joins the contest's room, replaces the data with the `ranking` snapshot on every
 * (re)join and applies `rank:update` batches in `seq` order (stale ones dropped). A batch naming
 * an entry the snapshot lacks, or one that skipped a seq, asks for a fresh snapshot (re-join). `live: false` (an ended contest) reads
 * the final ranking without a socket.
 */
export function useLiveRanking(contestId: string | null, live = true) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...getRankingQueryOptions(queryClient, contestId ?? ''), enabled: !!contestId });
  // live = the socket is connected and this connection's join brought a snapshot
  const [joined, setJoined] = useState(false);

  useEffect(() => {
    if (!contestId || !live) return undefined;
    const key = contestKeys.ranking(contestId);
    // socket.io arrives with its own chunk, after the page's first render (issue #25)
    let opened: Socket | undefined;
    let closed = false;
    const watch = (socket: Socket) => {
      let waiting: RankUpdateDto[] = [];
      let awaitingSnapshot = true;
      const join = () => {
        awaitingSnapshot = true;
        socket.emit(CONTEST_EVENTS.join, { contestId }, (ack?: JoinAck) => {
          if (ack && ack.ok === false) setJoined(false);
        });
      };

      const apply = (batches: RankUpdateDto[]) => {
        const current = queryClient.getQueryData<RankingDto>(key);
        if (!current) {
          waiting.push(...batches);
          return;
        }
        const result = applyRankUpdates(current, batches);
        if (result.applied > 0) queryClient.setQueryData(key, result.state);
        if (result.unknown.length > 0 || result.gap) join();
      };

      socket.on('connect', join);
      socket.on('disconnect', () => setJoined(false));
      socket.on(CONTEST_EVENTS.ranking, (snapshot: unknown) => {
        if (!isRanking(snapshot, contestId)) return;
        awaitingSnapshot = false;
        setJoined(true);
        // the snapshot of a (re)join is the truth as of its seq, whatever the cache held
        queryClient.setQueryData(key, snapshot);
        const held = waiting;
        waiting = [];
        if (held.length > 0) apply(held);
      });
      socket.on(CONTEST_EVENTS.update, (batch: unknown) => {
        if (!isUpdate(batch, contestId)) return;
        if (awaitingSnapshot) {
          // updates racing the snapshot of a re-join: applied on top of it (older ones drop as stale)
          waiting.push(batch);
          return;
        }
        apply([batch]);
      });
    };
    const cancel = afterPaint(
      () =>
        void import('@client/lib/socket').then(({ createSocket }) => {
          if (closed) return;
          opened = createSocket(CONTEST_NAMESPACE);
          watch(opened);
        }),
    );

    return () => {
      closed = true;
      cancel();
      opened?.removeAllListeners();
      opened?.disconnect();
      setJoined(false);
    };
  }, [contestId, live, queryClient]);

  return { ...query, connected: joined };
}
