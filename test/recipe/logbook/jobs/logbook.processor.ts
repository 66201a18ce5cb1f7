import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { HandlesJobs } from '@server/infra/queues/job-handlers';
import { LogbookService } from '../services/logbook.service';
import { LOGBOOK_QUEUE, LogbookJob, type NumberDivePayload } from './logbook.jobs';

@Processor(LOGBOOK_QUEUE)
@HandlesJobs(LogbookJob.Number)
export class LogbookProcessor extends WorkerHost {
  constructor(private readonly logbook: LogbookService) {
    super();
  }

  async process(job: Job<NumberDivePayload>): Promise<unknown> {
    if (job.name === LogbookJob.Number) return { number: await this.logbook.number(job.data.logId) };
    throw new Error(`no handler for job ${job.name}`);
  }
}
