/**
 * The saved articles' bookkeeping (issue #35, docs/decisions/0133-offline-reading.md), pure: which
 * articles a session keeps for offline reading, which pictures each needs, which go when one is
 * removed or pushed out, and the queue of likes and favourites made offline. The page keeps these
 * in the session's saved cache (lib/pwa/saved-articles.ts, lib/pwa/interaction-queue.ts).
 */

/** How many articles read are kept automatically (the oldest read goes first; downloaded ones never). */
export const LAST_READ_KEPT = 10;

/** One saved article. */
export type SavedEntry = {
  id: string;
  title: string;
  /** Its cover as the page shows it (a phone-wide copy), for the saved list. */
  cover: string | null;
  /** "Download" pressed: kept until removed. Otherwise one of the last articles read. */
  explicit: boolean;
  /** When it was saved or last read (ms since the epoch): the automatic ones go oldest first. */
  at: number;
  /** Bytes of the answer and the pictures stored for it. */
  bytes: number;
  /** The pictures stored for it (paths with their query), shared pictures counted in each. */
  files: string[];
};

export type SavedIndex = { entries: SavedEntry[] };

export const emptyIndex = (): SavedIndex => ({ entries: [] });

/** A stored index, or an empty one when it is missing or not one. */
export function readIndex(value: unknown): SavedIndex {
  const entries = (value as { entries?: unknown } | null)?.entries;
  if (!Array.isArray(entries)) return emptyIndex();
  return {
    entries: entries.filter(
      (e): e is SavedEntry =>
        !!e && typeof e === 'object' && typeof (e as SavedEntry).id === 'string' && Array.isArray((e as SavedEntry).files),
    ),
  };
}

/**
 * Puts an article in the index (replacing its former entry; a downloaded one stays downloaded when
 * read again) and pushes out the automatic entries beyond the `keep` most recent. Answers the new
 * index and the entries pushed out.
 */
export function upsertEntry(index: SavedIndex, entry: SavedEntry, keep = LAST_READ_KEPT): { index: SavedIndex; evicted: SavedEntry[] } {
  const former = index.entries.find((e) => e.id === entry.id);
  const next = { ...entry, explicit: entry.explicit || !!former?.explicit };
  const entries = [next, ...index.entries.filter((e) => e.id !== entry.id)];
  const automatic = entries.filter((e) => !e.explicit).sort((a, b) => b.at - a.at);
  const evicted = automatic.slice(keep);
  const gone = new Set(evicted.map((e) => e.id));
  return { index: { entries: entries.filter((e) => !gone.has(e.id)) }, evicted };
}

/** Takes an article out of the index; answers the new index and the entry removed, if any. */
export function removeEntry(index: SavedIndex, id: string): { index: SavedIndex; removed: SavedEntry[] } {
  return { index: { entries: index.entries.filter((e) => e.id !== id) }, removed: index.entries.filter((e) => e.id === id) };
}

/** The pictures of `removed` that no article left in `index` still needs. */
export function filesToDelete(index: SavedIndex, removed: readonly SavedEntry[]): string[] {
  const needed = new Set(index.entries.flatMap((e) => e.files));
  return [...new Set(removed.flatMap((e) => e.files))].filter((f) => !needed.has(f));
}

/** The saved list as shown: the newest first. */
export function listed(index: SavedIndex): SavedEntry[] {
  return [...index.entries].sort((a, b) => b.at - a.at);
}

/** The `src` of every picture in an article's HTML (its body as the server sanitised it). */
export function bodyPictures(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    const src = (m[1] ?? m[2] ?? '').replace(/&amp;/g, '&').trim();
    if (src && !src.startsWith('data:')) out.push(src);
  }
  return out;
}

/**
 * The pictures to store with an article for its page to show them offline: the cover and the body's
 * pictures at the width the page asks for (`wide`), the author's avatar at its own (`avatar`); the
 * same origin's only (a picture elsewhere would need that origin in the worker's CSP), no repeats.
 */
export function articlePictures(
  article: { cover: string; body?: string; author: { avatar: string | null } },
  wide: (url: string) => string,
  avatar: (url: string) => string,
  isOwnUpload: (url: string) => boolean,
): string[] {
  const all = [
    article.cover ? wide(article.cover) : '',
    ...bodyPictures(article.body ?? '').map(wide),
    article.author.avatar ? avatar(article.author.avatar) : '',
  ];
  return [...new Set(all.filter((u) => u && isOwnUpload(u)))];
}

/** A like or favourite made offline: the state the reader left it in. */
export type QueuedInteraction = { articleId: string; kind: 'like' | 'favourite'; on: boolean };

/**
 * Adds an interaction to the queue; the reader's last word on an article's like (or favourite)
 * replaces an earlier one, so each is sent once with its final state (the routes set a state:
 * sending it again changes nothing).
 */
export function enqueue(queue: readonly QueuedInteraction[], item: QueuedInteraction): QueuedInteraction[] {
  return [...queue.filter((q) => q.articleId !== item.articleId || q.kind !== item.kind), item];
}

/** A stored queue, or an empty one. */
export function readQueue(value: unknown): QueuedInteraction[] {
  const items = (value as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return [];
  return items.filter(
    (i): i is QueuedInteraction =>
      !!i &&
      typeof (i as QueuedInteraction).articleId === 'string' &&
      ((i as QueuedInteraction).kind === 'like' || (i as QueuedInteraction).kind === 'favourite') &&
      typeof (i as QueuedInteraction).on === 'boolean',
  );
}

/** The queue once `sent` went out: an item queued again meanwhile (another state) stays. */
export function withoutSent(queue: readonly QueuedInteraction[], sent: readonly QueuedInteraction[]): QueuedInteraction[] {
  return queue.filter((q) => !sent.some((s) => s.articleId === q.articleId && s.kind === q.kind && s.on === q.on));
}
