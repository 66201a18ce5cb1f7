import { parseDraft } from '@client/features/feedback/utils/draft';
import { blockingReason, countIn, room, shotsReducer, uploadedUrls, type Shot } from '@client/features/feedback/utils/screenshots';

const file = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' });
const queued = (key: string): Shot => ({ key, state: 'queued', file: file(`${key}.png`), preview: `blob:${key}` });

describe('feedback screenshots', () => {
  it('fit at most the maximum', () => {
    const shots = [queued('a'), queued('b')];
    expect(room(shots, 3, 9)).toBe(3);
    expect(room(shots, 10, 9)).toBe(7);
    expect(room([...shots, ...Array.from({ length: 7 }, (_, i) => queued(`x${i}`))], 1, 9)).toBe(0);
  });

  it('keep a failed upload with its file for a retry, and send only uploaded paths in order', () => {
    let shots = shotsReducer([], { type: 'add', shots: [queued('a'), queued('b'), queued('c')] });
    shots = shotsReducer(shots, { type: 'uploading', key: 'a' });
    expect(blockingReason(shots)).toBe('uploading');
    shots = shotsReducer(shots, { type: 'done', key: 'a', url: '/uploads/a.png' });
    shots = shotsReducer(shots, { type: 'failed', key: 'b' });
    shots = shotsReducer(shots, { type: 'done', key: 'c', url: '/uploads/c.png' });

    expect(uploadedUrls(shots)).toEqual(['/uploads/a.png', '/uploads/c.png']);
    expect(blockingReason(shots)).toBe('failed');
    const failed = shots.find((s) => s.key === 'b');
    expect(failed?.file).toBeDefined();
    expect(shots.find((s) => s.key === 'a')?.file).toBeUndefined();

    shots = shotsReducer(shots, { type: 'retry', key: 'b' });
    expect(countIn(shots, 'queued')).toBe(1);
    shots = shotsReducer(shots, { type: 'done', key: 'b', url: '/uploads/b.png' });
    expect(uploadedUrls(shots)).toEqual(['/uploads/a.png', '/uploads/b.png', '/uploads/c.png']);
    expect(blockingReason(shots)).toBeNull();

    shots = shotsReducer(shots, { type: 'remove', key: 'a' });
    expect(uploadedUrls(shots)).toEqual(['/uploads/b.png', '/uploads/c.png']);
    // a retry of something that did not fail changes nothing
    expect(shotsReducer(shots, { type: 'retry', key: 'c' })).toBe(shots);
  });

  it('restore a stored draft and ignore anything unreadable', () => {
    expect(parseDraft(JSON.stringify({ type: 'bug', content: 'x', screenshots: ['/u/1.png', 3] }))).toEqual({
      type: 'bug',
      content: 'x',
      screenshots: ['/u/1.png'],
    });
    expect(parseDraft(JSON.stringify({ type: 'spam' }))).toEqual({ type: undefined, content: undefined, screenshots: [] });
    expect(parseDraft('{oops')).toEqual({ screenshots: [] });
    expect(parseDraft(null)).toEqual({ screenshots: [] });
  });
});
