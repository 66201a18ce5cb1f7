import type { DeliverNoticePayload } from '@server/modules/notices/ports/notice-source.port';

/** The key a notice is delivered once under (the inbox's unique index). */
export const noticeKey = (n: Pick<DeliverNoticePayload, 'eventId' | 'recipientId'>) => `${n.eventId}\u0000${n.recipientId}`;

interface Waiting<R> {
  notice: DeliverNoticePayload;
  resolve: (r: R | undefined) => void;
  reject: (err: unknown) => void;
}

/**
 * Collects the notices of concurrently running jobs and writes them with one statement: a batch is
 * written when it holds `max` notices or `waitMs` after its first one. Each job still awaits its own
 * result, and acknowledges only after the batch's INSERT committed, so batching changes nothing
 * about delivery guarantees (the row's unique key keeps them idempotent). A notice repeated inside a
 * batch is written once (its twins get `undefined`, "already delivered"). When a batch fails, its
 * notices are retried one by one, so one bad notice fails only its own job.
 */
export class NoticeBatcher<R> {
  private pending: Waiting<R>[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly write: (batch: DeliverNoticePayload[]) => Promise<(R | undefined)[]>,
    private readonly max: number,
    private readonly waitMs: number,
  ) {}

  add(notice: DeliverNoticePayload): Promise<R | undefined> {
    return new Promise<R | undefined>((resolve, reject) => {
      this.pending.push({ notice, resolve, reject });
      if (this.pending.length >= this.max) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), this.waitMs);
    });
  }

  private flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending.splice(0);
    if (batch.length) void this.run(batch);
  }

  private async run(batch: Waiting<R>[]): Promise<void> {
    const first = new Map<string, Waiting<R>>();
    const twins: Waiting<R>[] = [];
    for (const w of batch) {
      const key = noticeKey(w.notice);
      if (first.has(key)) twins.push(w);
      else first.set(key, w);
    }
    const unique = [...first.values()];
    try {
      const results = await this.write(unique.map((w) => w.notice));
      unique.forEach((w, i) => w.resolve(results[i]));
      for (const w of twins) w.resolve(undefined);
    } catch (err) {
      if (unique.length === 1) {
        unique[0]?.reject(err);
        for (const w of twins) w.reject(err);
        return;
      }
      // Isolate the failure: each notice alone (twins retry with their job).
      await Promise.all(unique.map((w) => this.run([w])));
      for (const w of twins) w.reject(err);
    }
  }
}
