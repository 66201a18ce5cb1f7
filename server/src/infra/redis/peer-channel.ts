import { randomBytes } from 'node:crypto';
import type { Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { TurnBatch } from '@server/common/turn-batch';
import type { RedisService } from './redis.service';

/** How long a starting instance waits for the instances already there to answer its hello. */
const HELLO_WAIT_MS = 1_000;
/** While alone, how often an instance says hello again (in case one was lost, e.g. over a Redis reconnect). */
const PROBE_MS = 10_000;
const noop = () => undefined;

/**
 * Messages from one app instance to every other one (a Redis pub/sub channel): what this instance
 * sends in one event-loop turn goes out as one message (JSON, at most `maxPerMessage` items each), and
 * what the others send is handed to `receive`. An instance's own messages, which Redis delivers back
 * to it, are dropped before they are parsed.
 *
 * **Alone, nothing is published.** PUBLISH answers how many subscribers heard it; when only this
 * instance did, there is nobody to tell, and until another instance appears its messages are not
 * sent at all (a PUBLISH per turn, its delivery back here and its reading cost the unlock path about
 * 15 µs of the server's CPU per unlock: docs/performance-log.md). An instance that starts says hello on
 * the channel and, before its app serves, waits (at most {@link HELLO_WAIT_MS}) for the others to
 * acknowledge it: each of them, on a hello, sends again from then on. While alone an instance also
 * says hello every {@link PROBE_MS}, so a hello lost over a reconnect delays that by seconds, and
 * what depends on these messages must stay correct without them within such a delay (the
 * entitlement memory's 5 s lifetime; a `/me` push is best effort).
 *
 * A PUBLISH answered "1" sets `alone` only if no hello arrived since it was sent: Redis may deliver
 * a newcomer's hello to this instance's subscriber before the answer to an earlier PUBLISH.
 */
export class PeerChannel<T> {
  private readonly id = randomBytes(6).toString('hex');
  private readonly own: string;
  private readonly channel: string;
  private readonly batch: TurnBatch<T>;
  private sub?: Redis;
  private alone = false;
  /** Hellos heard from others: a PUBLISH answered "alone" counts only if none arrived after it was sent. */
  private hellos = 0;
  private probe?: ReturnType<typeof setInterval>;
  /** The answers to this instance's hello in flight. */
  private acks?: { from: Set<string>; want: number; done: () => void };

  constructor(
    private readonly redis: RedisService,
    name: string,
    private readonly receive: (items: T[]) => void,
    private readonly logger: Logger,
    private readonly maxPerMessage = 500,
  ) {
    this.channel = `${redis.prefix}peers:${name}`;
    this.own = `${this.id}|`;
    this.batch = new TurnBatch<T>((items) => this.publish(items));
  }

  /** Subscribes, says hello and waits for the others' answers (at most ~{@link HELLO_WAIT_MS} each; never throws). */
  async start(): Promise<void> {
    const sub = this.redis.create();
    this.sub = sub;
    sub.on('message', (_channel: string, message: string) => this.heard(message));
    // After a reconnect (ioredis subscribes again on its own) messages may have been missed: hello again.
    let connectedBefore = false;
    sub.on('ready', () => {
      if (connectedBefore) void this.hello();
      connectedBefore = true;
    });
    const subscribed = await within(
      sub.subscribe(this.channel).then(
        () => true,
        () => false,
      ),
      HELLO_WAIT_MS,
      false,
    );
    if (subscribed) await this.hello();
    this.probe = setInterval(() => {
      if (this.alone) void this.hello();
    }, PROBE_MS);
    this.probe.unref();
  }

  /** Sends what this turn collected and stops listening (at shutdown). */
  stop(): void {
    if (this.probe) clearInterval(this.probe);
    this.batch.flush();
    this.sub?.removeAllListeners('message');
  }

  /** To every other instance, with the rest of this turn's items; nothing when there is no other instance. */
  send(item: T): void {
    if (!this.alone) this.batch.add(item);
  }

  /** Whether this instance believes it is the only one on the channel (tests read it). */
  get isAlone(): boolean {
    return this.alone;
  }

  private publish(items: T[]): void {
    const hellos = this.hellos;
    for (let i = 0; i < items.length; i += this.maxPerMessage) {
      this.redis.client.publish(this.channel, `${this.own}m|${JSON.stringify(items.slice(i, i + this.maxPerMessage))}`).then(
        (heard) => this.counted(heard, hellos),
        (err: unknown) =>
          this.logger.warn(
            { err: err instanceof Error ? err.message : String(err), channel: this.channel },
            'not sent to the other instances',
          ),
      );
    }
  }

  /** Publishes a hello; resolves once the instances that heard it have answered (or after HELLO_WAIT_MS). */
  private async hello(): Promise<void> {
    const hellos = this.hellos;
    // Listening for answers before asking: an answer may come in before the PUBLISH's own reply.
    const acks = { from: new Set<string>(), want: Infinity, done: noop as () => void };
    const answered = new Promise<void>((resolve) => (acks.done = resolve));
    this.acks = acks;
    try {
      const heard = await this.redis.client.publish(this.channel, `${this.own}h|`).catch(() => undefined);
      if (heard === undefined) return; // Redis unreachable: stay as we were (sending, by default)
      this.counted(heard, hellos);
      if (heard <= 1) return;
      acks.want = heard - 1;
      if (acks.from.size >= acks.want) return;
      await within(answered, HELLO_WAIT_MS, undefined);
    } finally {
      if (this.acks === acks) this.acks = undefined;
    }
  }

  /** A PUBLISH was heard by `heard` subscribers, this instance's own among them. */
  private counted(heard: number, hellosBefore: number): void {
    if (heard > 1) this.alone = false;
    else if (this.hellos === hellosBefore) this.alone = true;
  }

  private heard(message: string): void {
    if (message.startsWith(this.own)) return; // our own, back from Redis
    const bar = message.indexOf('|');
    const from = message.slice(0, bar);
    const kind = message[bar + 1];
    const body = message.slice(bar + 3);
    if (kind === 'm') {
      let items: T[];
      try {
        items = JSON.parse(body) as T[];
      } catch {
        return this.logger.warn({ channel: this.channel }, 'unreadable message from another instance');
      }
      this.receive(items);
    } else if (kind === 'h') {
      this.hellos++;
      this.alone = false;
      void this.redis.client.publish(this.channel, `${this.own}a|${from}`).catch(noop);
    } else if (kind === 'a' && body === this.id && this.acks) {
      this.acks.from.add(from);
      if (this.acks.from.size >= this.acks.want) this.acks.done();
    }
  }
}

/** `promise`'s value, or `fallback` after `ms`. */
function within<V>(promise: Promise<V>, ms: number, fallback: V): Promise<V> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([promise, new Promise<V>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)))]).finally(() =>
    clearTimeout(timer),
  );
}
