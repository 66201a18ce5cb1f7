import { Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { JobQueue } from '@server/infra/queues/job-queue';
import { SearchJob } from '../jobs/search.jobs';
import { SearchDocumentsChanged } from '../events/search.events';

/**
 * SearchDocumentsChanged → one `search.sync` job per (kind, id). BullMQ's deduplication by
 * `search:<kind>:<id>` keeps one waiting job per thing (a burst of changes is one re-read), and
 * `keepLastIfActive` queues one more when a change arrives while that thing is being re-read, so
 * the last change is never lost. Handlers must not throw into the publisher: failures are logged.
 */
@EventsHandler(SearchDocumentsChanged)
export class SearchDocumentsChangedHandler implements IEventHandler<SearchDocumentsChanged> {
  private readonly logger = new Logger(SearchDocumentsChangedHandler.name);

  constructor(private readonly jobs: JobQueue) {}

  async handle(e: SearchDocumentsChanged) {
    try {
      await this.jobs.enqueueMany(
        [...new Set(e.ids)].map((id) => ({
          job: SearchJob.Sync,
          payload: { kind: e.kind, id },
          opts: { deduplication: { id: `search:${e.kind}:${id}`, keepLastIfActive: true } },
        })),
      );
    } catch (err) {
      this.logger.error({ err: err instanceof Error ? err.message : String(err), kind: e.kind }, 'search sync not queued');
    }
  }
}
