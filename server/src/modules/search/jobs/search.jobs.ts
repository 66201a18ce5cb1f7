import type { SearchKind } from '@contracts/schemas/search';
import { defineQueue } from '@server/infra/queues/queue.catalogue';

/** The search queue (registered in search.module.ts). */
export const SEARCH_QUEUE = 'search';

export const SearchJob = {
  Sync: 'search.sync',
  Reindex: 'search.reindex',
} as const;

/** `search.sync`: re-read one thing through its kind's source (deduplicated per kind and id, the last change kept while one runs). */
export interface SearchSyncPayload {
  kind: SearchKind;
  id: string;
}

/** `search.reindex`: re-read whole kinds (all kinds when none is named). */
export interface SearchReindexPayload {
  kinds?: SearchKind[];
}

declare module '@server/infra/queues/queue.catalogue' {
  interface JobPayloads {
    [SearchJob.Sync]: SearchSyncPayload;
    [SearchJob.Reindex]: SearchReindexPayload;
  }
}

export const searchQueue = defineQueue({ module: 'search', queue: SEARCH_QUEUE, jobs: Object.values(SearchJob) });
