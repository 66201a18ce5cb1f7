/**
 * Likes and favourites made offline (issue #35, docs/decisions/0133-offline-reading.md): queued in
 * the session's saved cache (so logout and an account switch drop them with it), each article's
 * like and favourite with the reader's last word only, and sent when the app is back online — on
 * the browser's Background Sync where it has it (the worker asks the open page to send), else at
 * the `online` event and at the next start. The routes set a state (POST on, DELETE off: sending
 * one twice changes nothing), the queue is sent under a Web Lock shared by the tabs, and an item
 * leaves the queue once the server has answered it: each is counted once.
 */
import type { ArticleDetail } from '@contracts/schemas/content';
import { api, ApiError } from '@client/lib/api-client';
import { FLUSH_MESSAGE, SYNC_TAG } from '@client/lib/pwa/cache-policy';
import { currentSavedCache, patchSavedAnswer, QUEUE_URL, readJson, withLock, writeJson } from '@client/lib/pwa/saved-articles';
import { enqueue, readQueue, withoutSent, type QueuedInteraction } from '@client/lib/pwa/saved-index';


/** The optimistic state of a saved answer after a queued interaction (what the page showed). */
export function applyQueued(a: ArticleDetail, item: QueuedInteraction): ArticleDetail {
  const flag = item.kind === 'like' ? 'liked' : 'favourited';
  const count = item.kind === 'like' ? 'likes' : 'favourites';
  if (!!a[flag] === item.on) return a;
  return { ...a, [flag]: item.on, [count]: Math.max(0, a[count] + (item.on ? 1 : -1)) };
}

/** Asks the browser to wake the worker when back online (Background Sync, where there is one). */
async function requestSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registration = (await Promise.race([
      navigator.serviceWorker.ready,
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 1000)),
    ])) as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined;
    await registration?.sync?.register(SYNC_TAG);
  } catch {
    // no Background Sync: the `online` event and the next start send the queue
  }
}

/**
 * Queues a like or favourite made offline; answers false when there is nowhere to keep it (no
 * session or no Cache Storage), and the caller then reports the failure as before.
 */
export async function queueInteraction(item: QueuedInteraction): Promise<boolean> {
  const name = await currentSavedCache();
  if (!name) return false;
  await withLock(name, async () => {
    const cache = await caches.open(name);
    await writeJson(cache, QUEUE_URL, { items: enqueue(readQueue(await readJson(cache, QUEUE_URL)), item) });
    await patchSavedAnswer(cache, item.articleId, (a) => applyQueued(a, item));
  });
  void requestSync();
  return true;
}

/** Sends one queued interaction (the content routes, idempotent). */
async function send(item: QueuedInteraction): Promise<void> {
  const path = `/articles/${encodeURIComponent(item.articleId)}/${item.kind}`;
  const opts = { loading: false, quiet: true } as const;
  // a refusal (code 0: the article is gone, say) is an answer too: the item leaves the queue
  await (item.on ? api.post(path, {}, opts) : api.delete(path, undefined, opts));
}

/** The queue as stored (for tests and the page). */
export async function queuedInteractions(): Promise<QueuedInteraction[]> {
  const name = await currentSavedCache();
  if (!name || !(await caches.has(name))) return [];
  return readQueue(await readJson(await caches.open(name), QUEUE_URL));
}

/** Sends the session's queue when online; answers how many went out. */
export async function flushInteractions(sender: (item: QueuedInteraction) => Promise<void> = send): Promise<number> {
  if (!navigator.onLine) return 0;
  const name = await currentSavedCache();
  if (!name || !(await caches.has(name))) return 0;
  // one sender at a time across tabs; the cache's own lock only around reading and writing the queue
  return withLock(`${name}:send`, async () => {
    const cache = await caches.open(name);
    const queue = readQueue(await readJson(cache, QUEUE_URL));
    const sent: QueuedInteraction[] = [];
    for (const item of queue) {
      try {
        await sender(item);
        sent.push(item);
      } catch (err) {
        if (err instanceof ApiError && (err.kind === 'network' || err.kind === 'timeout')) break; // offline again: later
        sent.push(item); // refused for good (logged out, forbidden): not sent again
      }
    }
    if (sent.length) {
      await withLock(name, async () => {
        await writeJson(cache, QUEUE_URL, { items: withoutSent(readQueue(await readJson(cache, QUEUE_URL)), sent) });
      });
    }
    return sent.length;
  });
}

/** Sends the queue now, at every `online` event and when the worker's Background Sync asks. */
export function watchInteractionQueue(): void {
  const flush = () => void flushInteractions().catch(() => undefined);
  flush();
  window.addEventListener('online', flush);
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<unknown>) => {
    if ((event.data as { type?: unknown } | null)?.type === FLUSH_MESSAGE) flush();
  });
}
