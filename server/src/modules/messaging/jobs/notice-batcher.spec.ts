import type { DeliverNoticePayload } from '@server/modules/notices/ports/notice-source.port';
import { NoticeBatcher } from './notice-batcher';

const notice = (eventId: string, recipientId = 'u1'): DeliverNoticePayload => ({
  eventId,
  recipientId,
  category: 'system',
  titleKey: 'notice.commerce.paid.title',
  bodyKey: 'notice.commerce.paid.body',
  params: {},
  link: null,
});

describe('NoticeBatcher', () => {
  it('writes notices arriving together in one batch and answers each caller', async () => {
    const batches: string[][] = [];
    const b = new NoticeBatcher<string>(
      async (batch) => {
        batches.push(batch.map((n) => n.eventId));
        return batch.map((n) => `row-${n.eventId}`);
      },
      10,
      5,
    );
    const results = await Promise.all(['a', 'b', 'c'].map((e) => b.add(notice(e))));
    expect(results).toEqual(['row-a', 'row-b', 'row-c']);
    expect(batches).toEqual([['a', 'b', 'c']]);
  });

  it('flushes at the size limit without waiting', async () => {
    const batches: number[] = [];
    const b = new NoticeBatcher<number>(
      async (batch) => {
        batches.push(batch.length);
        return batch.map(() => 1);
      },
      2,
      10_000,
    );
    await Promise.all([b.add(notice('a')), b.add(notice('b'))]);
    expect(batches).toEqual([2]);
  });

  it('writes a notice repeated inside a batch once; the twin is "already delivered"', async () => {
    const written: string[] = [];
    const b = new NoticeBatcher<string>(
      async (batch) => {
        written.push(...batch.map((n) => n.eventId));
        return batch.map((n) => n.eventId);
      },
      10,
      1,
    );
    const results = await Promise.all([b.add(notice('a')), b.add(notice('a')), b.add(notice('a', 'u2'))]);
    expect(written).toEqual(['a', 'a']);
    expect(results).toEqual(['a', undefined, 'a']);
  });

  it('isolates a failing notice: the others of its batch still succeed', async () => {
    const b = new NoticeBatcher<string>(
      async (batch) => {
        if (batch.some((n) => n.eventId === 'bad')) throw new Error('bad row');
        return batch.map((n) => n.eventId);
      },
      10,
      1,
    );
    const results = await Promise.allSettled([b.add(notice('a')), b.add(notice('bad')), b.add(notice('c'))]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
