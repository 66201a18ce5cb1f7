import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Job } from 'bullmq';
import { HandlesJobs } from '@server/infra/queues/job-handlers';
import { JobQueue } from '@server/infra/queues/job-queue';
import { SearchJob, SEARCH_QUEUE, type SearchSyncPayload, type SearchReindexPayload } from './search.jobs';
import { SearchEngine } from '../engine/search-engine';
import { SearchIndexer } from '../services/search-indexer';

/**
 * `search.sync` (one thing, after SearchDocumentsChanged) and `search.reindex` (whole kinds: at
 * start when the index is empty, and on a timer for the kinds whose owners ask for it).
 */
@Processor(SEARCH_QUEUE)
@HandlesJobs(SearchJob.Sync, SearchJob.Reindex)
export class SearchProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(SearchProcessor.name);

  constructor(
    private readonly indexer: SearchIndexer,
    private readonly engine: SearchEngine,
    private readonly jobs: JobQueue,
  ) {
    super();
  }

  async onApplicationBootstrap() {
    for (const { kind, everyMs } of this.indexer.rescanned()) {
      await this.jobs.repeat(`search.rescan.${kind}`, { every: everyMs }, SearchJob.Reindex, { kinds: [kind] });
    }
    if ((await this.engine.count()) === 0) {
      await this.jobs.enqueue(SearchJob.Reindex, {}, { deduplication: { id: 'search:reindex:all' } });
    }
  }

  @OnWorkerEvent('error')
  onError(err: Error) {
    this.logger.warn({ err: err.message }, 'search worker error');
  }

  async process(job: Job): Promise<unknown> {
    if (job.name === SearchJob.Sync) {
      const { kind, id } = job.data as SearchSyncPayload;
      return this.indexer.sync(kind, id);
    }
    if (job.name === SearchJob.Reindex) {
      const { kinds } = job.data as SearchReindexPayload;
      if (!kinds) return this.indexer.reindexAll();
      for (const kind of kinds) await this.indexer.reindex(kind);
      return kinds.length;
    }
    throw new Error(`no handler for job ${job.name}`);
  }
}
