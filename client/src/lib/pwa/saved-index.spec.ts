import {
  articlePictures,
  bodyPictures,
  emptyIndex,
  enqueue,
  filesToDelete,
  listed,
  readIndex,
  readQueue,
  removeEntry,
  upsertEntry,
  withoutSent,
  type SavedEntry,
} from '@client/lib/pwa/saved-index';

const entry = (id: string, at: number, explicit = false, files: string[] = []): SavedEntry => ({
  id,
  title: `T${id}`,
  cover: null,
  explicit,
  at,
  bytes: 100,
  files,
});

describe('saved articles for offline reading (issue #35)', () => {
  it('keeps the last N read, pushing out the oldest read, never a downloaded one', () => {
    let index = emptyIndex();
    index = upsertEntry(index, entry('d', 0, true), 2).index;
    index = upsertEntry(index, entry('a', 1), 2).index;
    index = upsertEntry(index, entry('b', 2), 2).index;
    const third = upsertEntry(index, entry('c', 3), 2);
    expect(third.evicted.map((e) => e.id)).toEqual(['a']);
    expect(listed(third.index).map((e) => e.id)).toEqual(['c', 'b', 'd']);
    // reading `b` again makes it the newest: `c` is now the oldest automatic one
    const again = upsertEntry(third.index, entry('b', 4), 2);
    expect(again.evicted).toEqual([]);
    expect(upsertEntry(again.index, entry('e', 5), 2).evicted.map((e) => e.id)).toEqual(['c']);
  });

  it('a downloaded article read again stays downloaded; downloading a last-read one keeps it for good', () => {
    const index = upsertEntry(emptyIndex(), entry('a', 1, true)).index;
    expect(upsertEntry(index, entry('a', 2, false)).index.entries[0]).toMatchObject({ explicit: true, at: 2 });
    const auto = upsertEntry(emptyIndex(), entry('b', 1)).index;
    const kept = upsertEntry(auto, entry('b', 2, true), 0);
    expect(kept.evicted).toEqual([]);
    expect(kept.index.entries).toHaveLength(1);
  });

  it('removing an article deletes only the pictures no other saved article shows', () => {
    const index = { entries: [entry('a', 1, true, ['/p/shared.webp', '/p/a.webp']), entry('b', 2, true, ['/p/shared.webp'])] };
    const { index: left, removed } = removeEntry(index, 'a');
    expect(removed.map((e) => e.id)).toEqual(['a']);
    expect(filesToDelete(left, removed)).toEqual(['/p/a.webp']);
    expect(removeEntry(index, 'zzz').removed).toEqual([]);
  });

  it('reads a stored index or queue defensively', () => {
    expect(readIndex(null)).toEqual(emptyIndex());
    expect(readIndex({ entries: [entry('a', 1), { id: 3 }, null] }).entries.map((e) => e.id)).toEqual(['a']);
    expect(readQueue({ items: [{ articleId: 'x', kind: 'like', on: true }, { articleId: 'y', kind: 'vote', on: true }] })).toEqual([
      { articleId: 'x', kind: 'like', on: true },
    ]);
    expect(readQueue('nonsense')).toEqual([]);
  });

  it('finds the pictures a saved article needs: cover and body at the page’s width, the avatar, own uploads only', () => {
    const html = `<p>x</p><img src="/uploads/images/a.jpg" alt=""><img alt='' src='/uploads/images/b.png?x=1&amp;y=2'><img src="data:image/png;base64,AA"><img src="https://elsewhere.test/c.jpg">`;
    expect(bodyPictures(html)).toEqual(['/uploads/images/a.jpg', '/uploads/images/b.png?x=1&y=2', 'https://elsewhere.test/c.jpg']);
    const wide = (u: string) => u.replace('/uploads/images/', '/uploads/size/w800/images/');
    const small = (u: string) => u.replace('/uploads/images/', '/uploads/size/w400/images/');
    const own = (u: string) => u.startsWith('/uploads/');
    expect(
      articlePictures({ cover: '/uploads/images/a.jpg', body: html, author: { avatar: '/uploads/images/me.jpg' } }, wide, small, own),
    ).toEqual(['/uploads/size/w800/images/a.jpg', '/uploads/size/w800/images/b.png?x=1&y=2', '/uploads/size/w400/images/me.jpg']);
    expect(articlePictures({ cover: '', author: { avatar: null } }, wide, small, own)).toEqual([]);
  });

  it('queues the reader’s last word per article and kind; what was sent leaves, a later change stays', () => {
    let q = enqueue([], { articleId: 'a', kind: 'like', on: true });
    q = enqueue(q, { articleId: 'a', kind: 'favourite', on: true });
    q = enqueue(q, { articleId: 'a', kind: 'like', on: false });
    q = enqueue(q, { articleId: 'a', kind: 'like', on: true });
    expect(q).toEqual([
      { articleId: 'a', kind: 'favourite', on: true },
      { articleId: 'a', kind: 'like', on: true },
    ]);
    const sent = [...q];
    const meanwhile = enqueue(q, { articleId: 'a', kind: 'favourite', on: false });
    expect(withoutSent(meanwhile, sent)).toEqual([{ articleId: 'a', kind: 'favourite', on: false }]);
  });
});
