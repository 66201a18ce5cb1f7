import { jobCatalogue, type JobCatalogue, type JobName } from './queue.catalogue';

/**
 * Which class handles which job. Processors declare their jobs with @HandlesJobs(); a second
 * handler for a job fails at once, and start-up fails (where workers run) when a job of the
 * catalogue has no handler, or a handled job is in no module's queue — so a job can never be
 * queued that nothing would ever process, nor handled on a queue nobody registered.
 */
export class JobHandlerRegistry {
  private readonly owners = new Map<string, string>();

  register(job: string, owner: string): void {
    const existing = this.owners.get(job);
    if (existing && existing !== owner) throw new Error(`job "${job}" has two handlers: ${existing} and ${owner}`);
    this.owners.set(job, owner);
  }

  /** Throws listing every catalogue job without a handler. */
  assertComplete(jobs: readonly string[]): void {
    const missing = jobs.filter((j) => !this.owners.has(j));
    if (missing.length) throw new Error(`jobs without a handler: ${missing.join(', ')}`);
  }

  /** Every job that has a handler. */
  handled(): string[] {
    return [...this.owners.keys()];
  }
}

export const jobHandlers = new JobHandlerRegistry();

/** Declares the jobs a processor class handles. */
export function HandlesJobs(...jobs: JobName[]): ClassDecorator {
  return (target) => {
    for (const job of jobs) jobHandlers.register(job, target.name);
  };
}

/** Start-up check where workers run: every registered job has one handler, every handled job a queue. */
export function assertJobsWired(catalogue: JobCatalogue, handlers: JobHandlerRegistry): void {
  handlers.assertComplete(catalogue.jobs());
  catalogue.assertKnown(handlers.handled());
}

export function assertEveryJobHandled(): void {
  assertJobsWired(jobCatalogue, jobHandlers);
}
