import { getQueueToken } from '@nestjs/bullmq';
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Job, JobsOptions, Queue, RepeatOptions } from 'bullmq';
import { RedisService } from '@server/infra/redis/redis.service';
import { jobCatalogue, type JobName, type JobPayloads } from './queue.catalogue';

/** One job to queue: its name picks its payload type (a wrong payload fails to compile). */
export type JobItem = { [J in JobName]: { job: J; payload: JobPayloads[J]; opts?: JobsOptions } }[JobName];

/**
 * The only way jobs are queued: `enqueue(name, payload)` is typed by the modules' JobPayloads and
 * finds the job's queue itself (the one its module registered), so a job can never land on a queue whose worker does not
 * handle it. Processors still get their own queue (@InjectQueue) for their workers.
 */
@Injectable()
export class JobQueue implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(JobQueue.name);
  private readonly queues = new Map<string, Queue>();
  /** This instance's repeating jobs, to register again when Redis comes back (see {@link onModuleInit}). */
  private readonly schedules = new Map<string, () => Promise<unknown>>();
  private connectionLost = false;
  private readonly onClose = () => {
    this.connectionLost = true;
  };
  private readonly onReady = () => {
    if (!this.connectionLost) return;
    this.connectionLost = false;
    void this.registerAgain();
  };

  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly redis: RedisService,
  ) {}

  /**
   * A Redis that comes back without its data (restarted without persistence, failed over to an
   * empty replica) has lost BullMQ's job schedulers: the sweeps (overdue orders, reconciliations,
   * purges) would wait for the next deploy. When the app's connection is ready again after losing
   * it, this instance registers its schedules again (an upsert: nothing changes if they survived).
   */
  onModuleInit() {
    this.redis.client.on('close', this.onClose);
    this.redis.client.on('ready', this.onReady);
  }

  onModuleDestroy() {
    this.redis.client.off('close', this.onClose);
    this.redis.client.off('ready', this.onReady);
  }

  private async registerAgain(): Promise<void> {
    for (const [id, register] of this.schedules) {
      try {
        await register();
      } catch (err) {
        // the connection dropped again: the next 'ready' runs this again
        this.logger.warn({ err: err instanceof Error ? err.message : String(err), scheduler: id }, 'registering a schedule again failed');
        return;
      }
    }
    this.logger.log(`registered ${this.schedules.size} schedule(s) again after Redis came back`);
  }

  private queueOf(job: JobName): Queue {
    const name = jobCatalogue.queueOf(job);
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
    const register = () => this.queueOf(job).upsertJobScheduler(schedulerId, every, { name: job, data: payload, opts });
    this.schedules.set(schedulerId, register);
    await register();
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
