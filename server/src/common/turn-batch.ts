/**
 * Collects items during one event-loop turn and hands them to `send` together at its end
 * (setImmediate): one message per turn instead of one per item — what an instance tells the others
 * (infra/redis/peer-channel.ts: the `/me` pushes, the readers whose entitlement changed; bench:unlock,
 * docs/performance-log.md).
 */
export class TurnBatch<T> {
  private items: T[] = [];

  constructor(private readonly send: (items: T[]) => void) {}

  add(item: T): void {
    if (this.items.push(item) === 1) setImmediate(() => this.flush());
  }

  /** Sends what this turn has collected so far (also at shutdown); nothing when there is nothing. */
  flush(): void {
    if (!this.items.length) return;
    const items = this.items;
    this.items = [];
    this.send(items);
  }
}
