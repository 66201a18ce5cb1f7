/**
 * The channel between app instances (infra/redis/peer-channel.ts) on a real Redis: an instance alone
 * publishes nothing; one that starts is known to the others before its start() resolves, and from
 * then on each instance's items of one event-loop turn reach every other instance in one message,
 * never itself.
 */
import { randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';
import Redis from 'ioredis';
import type { AppConfig } from '@server/config/app-config';
import { PeerChannel } from '@server/infra/redis/peer-channel';
import { RedisService } from '@server/infra/redis/redis.service';
import { TEST_REDIS_URL } from '@test/setup/env';
import { until } from '../content/helpers';

const prefix = `reefline-test-peers:${randomBytes(4).toString('hex')}:`;
const services: RedisService[] = [];
const channels: PeerChannel<string>[] = [];

/** An instance: its own Redis connections and channel, and what it received from the others. */
async function instance() {
  const redis = new RedisService({ raw: { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix } } as unknown as AppConfig);
  services.push(redis);
  const received: string[][] = [];
  const channel = new PeerChannel<string>(redis, 'test', (items) => received.push(items), new Logger('peers'), 3);
  channels.push(channel);
  await channel.start();
  return { channel, received };
}

/** Every message on the channel, as Redis carries it (a subscriber of our own). */
async function tap() {
  const sub = new Redis(TEST_REDIS_URL);
  const seen: string[] = [];
  sub.on('message', (_c: string, m: string) => seen.push(m.slice(m.indexOf('|') + 1)));
  await sub.subscribe(`${prefix}peers:test`);
  return { seen, close: () => sub.quit() };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

afterAll(async () => {
  for (const c of channels) c.stop();
  await Promise.all(services.map((s) => s.onApplicationShutdown()));
});

describe('PeerChannel: messages between app instances', () => {
  it('publishes nothing while alone, then reaches a newcomer as soon as its start() resolves', async () => {
    const a = await instance();
    expect(a.channel.isAlone).toBe(true);
    const wire = await tap(); // a bare subscriber is not an instance: it never says hello
    a.channel.send('r1');
    await nextTurn();
    await new Promise((r) => setTimeout(r, 50));
    expect(wire.seen).toEqual([]);

    const b = await instance();
    // B's hello was answered by A before B's start() resolved: A sends again at once.
    expect(a.channel.isAlone).toBe(false);
    expect(b.channel.isAlone).toBe(false);
    a.channel.send('r2');
    a.channel.send('r3');
    await until('B hears A', async () => (b.received.length ? b.received : undefined));
    expect(b.received).toEqual([['r2', 'r3']]); // one message for the turn
    expect(a.received).toEqual([]); // never its own
    await wire.close();
  });

  it('carries each side’s turn to the other, at most maxPerMessage items a message', async () => {
    const c = await instance();
    const d = await instance();
    const wire = await tap();
    for (const id of ['x1', 'x2', 'x3', 'x4']) c.channel.send(id);
    d.channel.send('y1');
    await until('both heard', async () => (c.received.some((m) => m.includes('y1')) && d.received.flat().length >= 4 ? true : undefined));
    expect(d.received.flat()).toEqual(['x1', 'x2', 'x3', 'x4']);
    expect(wire.seen.filter((m) => m.startsWith('m|')).length).toBe(3); // [x1,x2,x3], [x4], [y1]
    await wire.close();
  });

  it('an instance left alone stops publishing after its next message finds nobody', async () => {
    const prefixAlone = `${prefix}alone:`;
    const make = () => {
      const redis = new RedisService({ raw: { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefixAlone } } as unknown as AppConfig);
      services.push(redis);
      const channel = new PeerChannel<string>(redis, 'test', () => undefined, new Logger('peers'));
      channels.push(channel);
      return channel;
    };
    const e = make();
    const f = make();
    await e.start();
    await f.start();
    expect(e.isAlone).toBe(false);
    f.stop();
    await services.at(-1)!.onApplicationShutdown(); // F's connections close: it is gone
    e.send('z1'); // heard by nobody else
    await until('E alone', async () => (e.isAlone ? true : undefined));
  });
});
