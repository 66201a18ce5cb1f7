import { Logger } from '@nestjs/common';
import type { RankUpdate } from '@contracts/schemas/contest';
import type { AppConfig } from '@server/config/app-config';
import type { ProjectionService } from './projection.service';
import { RankPublisher, RankRooms } from './rank-publisher.service';

const INTERVAL = 100;

/** The projection's push step: a change set per contest that changed since it was last taken. */
class FakeProjection {
  readonly taken: string[] = [];
  readonly changedSince = new Set<string>();
  failNext = false;
  private seq = 0;

  takeChanges(contestId: string): Promise<RankUpdate | null> {
    this.taken.push(contestId);
    if (this.failNext) {
      this.failNext = false;
      return Promise.reject(new Error('redis down'));
    }
    if (!this.changedSince.delete(contestId)) return Promise.resolve(null);
    return Promise.resolve({ contestId, seq: ++this.seq, changes: [{ id: 'e1', votes: this.seq, rank: 1, votesToNext: 0 }] });
  }
}

class FakeRooms extends RankRooms {
  readonly emitted: RankUpdate[] = [];
  isOpen = true;

  get open() {
    return this.isOpen;
  }

  emit(update: RankUpdate) {
    this.emitted.push(update);
  }
}

function setup() {
  const projection = new FakeProjection();
  const rooms = new FakeRooms();
  const config = { raw: { CONTEST_PUSH_INTERVAL_MS: INTERVAL } } as unknown as AppConfig;
  const publisher = new RankPublisher(projection as unknown as ProjectionService, rooms, config);
  /** A write to the projection of `contestId`, told to the publisher as the vote path does. */
  const write = (contestId: string) => {
    projection.changedSince.add(contestId);
    publisher.changed(contestId);
  };
  return { projection, rooms, publisher, write };
}

describe('RankPublisher', () => {
  afterEach(() => jest.useRealTimers());

  it('coalesces many changes of a contest into one push per interval, per contest', async () => {
    jest.useFakeTimers();
    const { projection, rooms, publisher, write } = setup();
    publisher.onModuleInit();
    try {
      // 1,000 vote batches on contest a and 3 on contest b within one interval.
      for (let i = 0; i < 1000; i++) write('a');
      for (let i = 0; i < 3; i++) write('b');
      await jest.advanceTimersByTimeAsync(INTERVAL);
      expect(projection.taken.sort()).toEqual(['a', 'b']);
      expect(rooms.emitted.map((u) => u.contestId).sort()).toEqual(['a', 'b']);
      // Writes spread over five intervals: one push per interval, not one per write.
      for (let tick = 0; tick < 5; tick++) {
        for (let i = 0; i < 50; i++) {
          write('a');
          await jest.advanceTimersByTimeAsync(INTERVAL / 50);
        }
      }
      expect(rooms.emitted.filter((u) => u.contestId === 'a')).toHaveLength(1 + 5);
      // Nothing changed: nothing taken, nothing pushed.
      const taken = projection.taken.length;
      await jest.advanceTimersByTimeAsync(INTERVAL * 3);
      expect(projection.taken).toHaveLength(taken);
      expect(rooms.emitted).toHaveLength(7);
    } finally {
      publisher.onModuleDestroy();
    }
  });

  it('emits nothing when the projection has no change set for it (another instance pushed it)', async () => {
    const { projection, rooms, publisher } = setup();
    publisher.changed('a');
    await publisher.flush();
    expect(projection.taken).toEqual(['a']);
    expect(rooms.emitted).toEqual([]);
  });

  it('takes nothing from the projection before the socket server is up, and pushes once it is', async () => {
    const { projection, rooms, publisher, write } = setup();
    rooms.isOpen = false;
    write('a');
    await publisher.flush();
    expect(projection.taken).toEqual([]);
    rooms.isOpen = true;
    await publisher.flush();
    expect(rooms.emitted.map((u) => u.contestId)).toEqual(['a']);
  });

  it('keeps a contest whose push failed for the next interval', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const { projection, rooms, publisher, write } = setup();
    write('a');
    projection.failNext = true;
    await publisher.flush();
    expect(rooms.emitted).toEqual([]);
    expect(warn).toHaveBeenCalledWith({ err: 'redis down', contestId: 'a' }, 'rank push failed');
    warn.mockRestore();
    await publisher.flush();
    expect(rooms.emitted.map((u) => u.contestId)).toEqual(['a']);
    expect(projection.taken).toEqual(['a', 'a']);
  });

  it('a change told while a push is running goes out with the next one', async () => {
    const { projection, rooms, publisher, write } = setup();
    write('a');
    const running = publisher.flush();
    write('a'); // arrives while the first push awaits the projection
    await publisher.flush(); // one flush at a time: this one does nothing
    await running;
    expect(rooms.emitted).toHaveLength(1);
    await publisher.flush();
    expect(rooms.emitted).toHaveLength(2);
    expect(projection.taken).toEqual(['a', 'a']);
  });
});
