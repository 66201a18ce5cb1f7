import { getQueueToken } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Job, JobsOptions, Queue, RepeatOptions } from 'bullmq';
import { JOB_QUEUE, JobName, QueueName, type JobPayloads } from './queue.catalogue';

/** One job to queue: its name picks its payload type (a wrong payload fails to compile). */
export type JobItem = { [J in JobName]: { job: J; payload: JobPayloads[J]; opts?: JobsOptions } }[JobName];

/**
 * The only way jobs are queued: `enqueue(JobName.X, payload)` is typed by the catalogue and finds
 * the job's queue itself (JOB_QUEUE), so a job can never land on a queue whose worker does not
 * handle it. Processors still get their own queue (@InjectQueue) for their workers.
 */
@Injectable()
export class JobQueue {
  private readonly queues = new Map<QueueName, Queue>();

  constructor(private readonly moduleRef: ModuleRef) {}

  private queueOf(job: JobName): Queue {
    const name = JOB_QUEUE[job];
    let queue = this.queues.get(name);
    if (!queue) {
      queue = this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
      this.queues.set(name, queue);
    }
    return queue;
  }

  async enqueue<J extends JobName>(job: J, payload: JobPayloads[J], opts?: JobsOptions): Promise<void> {
    await this.queueOf(job).add(job, payload, opts);
  }

  /** Many jobs in one round trip per queue (and per 1000 jobs). */
  async enqueueMany(items: readonly JobItem[]): Promise<void> {
    const byQueue = new Map<Queue, JobItem[]>();
    for (const item of items) {
      const queue = this.queueOf(item.job);
      byQueue.set(queue, [...(byQueue.get(queue) ?? []), item]);
    }
    for (const [queue, list] of byQueue) {
      for (let i = 0; i < list.length; i += 1000) {
        await queue.addBulk(list.slice(i, i + 1000).map((it) => ({ name: it.job, data: it.payload, opts: it.opts })));
      }
    }
  }

  /** A repeating job, once per cluster (upsert by scheduler id: idempotent across instances and restarts). */
  async repeat<J extends JobName>(schedulerId: string, every: RepeatOptions, job: J, payload: JobPayloads[J], opts?: JobsOptions) {
    await this.queueOf(job).upsertJobScheduler(schedulerId, every, { name: job, data: payload, opts });
  }

  /** A queued job of that kind by its id (undefined when gone). */
  async find<J extends JobName>(job: J, jobId: string): Promise<Job<JobPayloads[J]> | undefined> {
    return ((await this.queueOf(job).getJob(jobId)) as Job<JobPayloads[J]> | null) ?? undefined;
  }

  /** Removes a waiting or delayed job; one that is running or gone is left alone (returns false). */
  async remove(job: JobName, jobId: string): Promise<boolean> {
    try {
      return (await this.queueOf(job).remove(jobId)) === 1;
    } catch {
      return false;
    }
  }
}
