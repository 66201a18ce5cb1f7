/**
 * Articles kept for offline reading (issue #35, docs/decisions/0133-offline-reading.md): the page
 * stores an article's answer (as `GET /articles/:id` answered it) and its pictures (as the page
 * asks for them: phone-wide copies) in the session's saved cache, `reefline-saved-<digest of the
 * token>`, with an index of what is kept. The service worker answers from it when the network
 * does not (client/src/sw/sw.ts); logout and an account switch delete it (lib/pwa/start.ts).
 * "Download" keeps an article until removed; the last LAST_READ_KEPT articles read are kept too,
 * the oldest read pushed out. Only an article the reader may read (an answer with its body) is kept.
 */
import type { ArticleDetail } from '@contracts/schemas/content';
import { API_BASE } from '@client/lib/api-client';
import { session } from '@client/lib/session';
import { screenWide, sized } from '@client/lib/sized-image';
import { isUploadPath, savedCacheFor } from '@client/lib/pwa/cache-policy';
import {
  articlePictures,
  filesToDelete,
  listed,
  readIndex,
  removeEntry,
  upsertEntry,
  type SavedEntry,
  type SavedIndex,
} from '@client/lib/pwa/saved-index';

export type { SavedEntry } from '@client/lib/pwa/saved-index';

/** React-query key of the saved list (the article's "Download" button and the list page share it). */
export const savedArticlesKey = ['pwa', 'saved-articles'] as const;

/** Where the index and the offline queue live in the saved cache (never a URL the app requests). */
export const SAVED_INDEX_URL = '/h5/__saved__/index.json';
export const QUEUE_URL = '/h5/__saved__/interactions.json';

/** The answer's key in the cache: what the worker looks up for `GET /api/v1/articles/:id`. */
export const articleAnswerUrl = (id: string) => `${API_BASE}/articles/${encodeURIComponent(id)}`;

/** Cache Storage is there (a secure context) and someone is logged in: the saved cache's name. */
export async function currentSavedCache(): Promise<string | undefined> {
  const token = session.getToken();
  if (!token || typeof caches === 'undefined' || !globalThis.crypto?.subtle) return undefined;
  return savedCacheFor(token);
}

/** Runs `fn` alone among this origin's tabs for `name` (Web Locks where there are; else as it comes). */
export function withLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  return locks ? (locks.request(name, fn) as Promise<T>) : fn();
}

export async function readJson(cache: Cache, url: string): Promise<unknown> {
  const hit = await cache.match(url);
  if (!hit) return null;
  try {
    return (await hit.json()) as unknown;
  } catch {
    return null;
  }
}

export function writeJson(cache: Cache, url: string, value: unknown): Promise<void> {
  return cache.put(url, new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } }));
}

/** A picture the page shows is this origin's upload (a picture elsewhere is left to the network). */
function isOwnUpload(url: string): boolean {
  const u = new URL(url, window.location.href);
  return u.origin === window.location.origin && isUploadPath(u.pathname);
}

/** The pictures the article's page shows, at the sizes it asks for them (article-page.tsx, inert-html.ts). */
export function picturesOf(article: ArticleDetail): string[] {
  return articlePictures(article, (u) => screenWide(u), (u) => sized(u, 36), isOwnUpload);
}

/** Stores a picture unless the cache has it; answers its size in bytes (0 when it could not be had). */
async function storePicture(cache: Cache, url: string): Promise<number> {
  let res = await cache.match(url);
  if (!res) {
    try {
      const fetched = await fetch(url, { credentials: 'same-origin' });
      if (!fetched.ok) return 0;
      await cache.put(url, fetched.clone());
      res = fetched;
    } catch {
      return 0;
    }
  }
  return (await res.blob()).size;
}

async function forget(cache: Cache, index: SavedIndex, gone: readonly SavedEntry[]): Promise<void> {
  await Promise.all([...gone.map((e) => cache.delete(articleAnswerUrl(e.id))), ...filesToDelete(index, gone).map((f) => cache.delete(f))]);
}

/** Whether the answer can be kept: the reader may read it (unlocked, its body there). */
export function isReadable(article: ArticleDetail): boolean {
  return !article.locked && typeof article.body === 'string';
}

/**
 * Keeps an article for offline reading: `explicit` for "Download" (kept until removed), else as one
 * of the last read. Nothing without a session or Cache Storage, or for a locked article. Answers the entry.
 */
export async function saveArticle(article: ArticleDetail, explicit: boolean): Promise<SavedEntry | undefined> {
  const name = await currentSavedCache();
  if (!name || !isReadable(article)) return undefined;
  return withLock(name, async () => {
    const cache = await caches.open(name);
    const files = picturesOf(article);
    const sizes = await Promise.all(files.map((f) => storePicture(cache, f)));
    const answer = JSON.stringify({ code: 1, msg: 'Success', data: article });
    await cache.put(articleAnswerUrl(article.id), new Response(answer, { headers: { 'content-type': 'application/json; charset=utf-8' } }));
    const entry: SavedEntry = {
      id: article.id,
      title: article.title,
      cover: article.cover ? screenWide(article.cover) : null,
      explicit,
      at: Date.now(),
      bytes: new Blob([answer]).size + sizes.reduce((a, b) => a + b, 0),
      files: files.filter((_, i) => sizes[i]! > 0),
    };
    const { index, evicted } = upsertEntry(readIndex(await readJson(cache, SAVED_INDEX_URL)), entry);
    await writeJson(cache, SAVED_INDEX_URL, index);
    await forget(cache, index, evicted);
    return index.entries.find((e) => e.id === article.id);
  });
}

/** The session's saved articles, newest first (none without a session). */
export async function listSaved(): Promise<SavedEntry[]> {
  const name = await currentSavedCache();
  if (!name || !(await caches.has(name))) return [];
  return listed(readIndex(await readJson(await caches.open(name), SAVED_INDEX_URL)));
}

/** Removes a saved article, its answer and the pictures no other saved article shows. */
export async function removeSaved(id: string): Promise<void> {
  const name = await currentSavedCache();
  if (!name) return;
  await withLock(name, async () => {
    const cache = await caches.open(name);
    const { index, removed } = removeEntry(readIndex(await readJson(cache, SAVED_INDEX_URL)), id);
    await writeJson(cache, SAVED_INDEX_URL, index);
    await forget(cache, index, removed);
  });
}

/** What this origin stores on the device, all caches together (navigator.storage.estimate), when the browser says. */
export async function storageUsage(): Promise<{ usage: number; quota: number } | undefined> {
  if (!navigator.storage?.estimate) return undefined;
  const { usage, quota } = await navigator.storage.estimate();
  return usage === undefined || quota === undefined ? undefined : { usage, quota };
}

/** Updates a saved article's answer in place (a like made offline shows after a reload); nothing when it is not saved. */
export async function patchSavedAnswer(cache: Cache, id: string, patch: (a: ArticleDetail) => ArticleDetail): Promise<void> {
  const body = (await readJson(cache, articleAnswerUrl(id))) as { code: number; msg: string; data: ArticleDetail } | null;
  if (!body?.data) return;
  const answer = JSON.stringify({ ...body, data: patch(body.data) });
  await cache.put(articleAnswerUrl(id), new Response(answer, { headers: { 'content-type': 'application/json; charset=utf-8' } }));
}
