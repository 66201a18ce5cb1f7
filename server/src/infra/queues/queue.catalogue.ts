/**
 * The job catalogue's mechanism; the queues and jobs are the modules' own. Each module declares, in
 * its own folder (`modules/<name>/jobs/<name>.jobs.ts`):
 *
 * - its job names and payload types, merged into {@link JobPayloads} (TypeScript declaration
 *   merging), so `JobQueue.enqueue(name, payload)` is typed: an unknown name or a wrong payload
 *   fails to compile;
 * - its queue and which jobs it carries, with {@link defineQueue}, registered by its module file
 *   with `QueuesModule.forFeature(...)` (the queue itself, and the jobs in {@link jobCatalogue}).
 *
 * Start-up fails when a job is registered by two modules, a queue by two modules, a job of the
 * catalogue has no handler or two, or a handled job has no queue (see job-handlers.ts).
 */

/**
 * Every job's payload type, by job name. Empty here: each module adds its own jobs, e.g.
 * `declare module '@server/infra/queues/queue.catalogue' { interface JobPayloads { 'membership.expire': MembershipJobPayload } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules (declaration merging)
export interface JobPayloads {}

/** A job name some module declared. */
export type JobName = Extract<keyof JobPayloads, string>;

/** One module's queue and the jobs it carries. */
export interface QueueDefinition {
  /** The module that owns the queue (named in start-up errors). */
  readonly module: string;
  readonly queue: string;
  readonly jobs: readonly JobName[];
}

/** A module's queue and jobs (each job must be in {@link JobPayloads}: its payload type is declared). */
export function defineQueue(def: QueueDefinition): QueueDefinition {
  return Object.freeze({ ...def, jobs: Object.freeze([...def.jobs]) });
}

/**
 * Which queue carries which job, as the modules registered them. A job or a queue registered by two
 * modules fails at once (the module files are loaded before the app starts).
 */
export class JobCatalogue {
  /** job → its queue's definition */
  private readonly byJob = new Map<string, QueueDefinition>();
  /** queue → its definition */
  private readonly byQueue = new Map<string, QueueDefinition>();

  register(def: QueueDefinition): void {
    const owner = this.byQueue.get(def.queue);
    if (owner && owner.module !== def.module) throw new Error(`queue "${def.queue}" is registered by two modules: ${owner.module} and ${def.module}`);
    for (const job of def.jobs) {
      const other = this.byJob.get(job);
      if (other && other.module !== def.module) throw new Error(`job "${job}" is registered by two modules: ${other.module} and ${def.module}`);
      if (other && other.queue !== def.queue) throw new Error(`job "${job}" is registered on two queues: ${other.queue} and ${def.queue}`);
    }
    // a module registering its queue again (another app in the same process) adds what is new
    const jobs = [...new Set([...(owner?.jobs ?? []), ...def.jobs])];
    const merged = { module: def.module, queue: def.queue, jobs };
    this.byQueue.set(def.queue, merged);
    for (const job of jobs) this.byJob.set(job, merged);
  }

  /** The queue of a job; throws when no module registered the job (its queue is unknown). */
  queueOf(job: string): string {
    const def = this.byJob.get(job);
    if (!def) throw new Error(`job "${job}" has no queue: no module registered it (QueuesModule.forFeature)`);
    return def.queue;
  }

  /** Throws listing the jobs no module registered (their queue is unknown). */
  assertKnown(jobs: readonly string[]): void {
    const unknown = jobs.filter((j) => !this.byJob.has(j));
    if (unknown.length) throw new Error(`jobs whose queue is unknown (no module registered them): ${unknown.join(', ')}`);
  }

  /** Every registered queue (bull-board, health, metrics). */
  queues(): string[] {
    return [...this.byQueue.keys()];
  }

  /** Every registered job. */
  jobs(): string[] {
    return [...this.byJob.keys()];
  }
}

/** The app's catalogue, filled by `QueuesModule.forFeature` as the module files load. */
export const jobCatalogue = new JobCatalogue();
