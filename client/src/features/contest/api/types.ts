/** Wire shapes of the contest routes: the shared contract's response types under client names. */
import type { Paged } from '@contracts/api';
import type {
  ContestDetail,
  ContestStatus,
  ContestSummary,
  EntryDetail,
  EntryStatus,
  JoinAck,
  MyWork,
  Photographer,
  RankChange,
  RankingSnapshot,
  RankRow,
  RankUpdate,
  ShareLink,
  VoteReply,
} from '@contracts/schemas/contest';

export type { ContestStatus, EntryStatus, JoinAck };
export type PhotographerDto = Photographer;
export type ContestSummaryDto = ContestSummary;
export type ContestDetailDto = ContestDetail;
export type RankRowDto = RankRow;
export type RankingDto = RankingSnapshot;
export type RankChangeDto = RankChange;
export type RankUpdateDto = RankUpdate;
export type EntryDetailDto = EntryDetail;
export type VoteResultDto = VoteReply;
export type MyWorkDto = MyWork;
export type ShareDto = ShareLink;
export type PagedDto<T> = Paged<T>;
