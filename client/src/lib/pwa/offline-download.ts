/**
 * The web's "download" of the app (issue #35, the download pages): the app's shell files — the
 * list the build writes beside the worker (`app-files.json`, the same files the worker precaches)
 * — go into the app's cache one by one, so the app opens offline; the page draws the progress as
 * SPEC §4's download states (lib/download-machine.ts). A file already in a cache of the app counts
 * at once. Cancelled by the signal; fails naming the file and why.
 */
import { APP_FILES_CACHE } from '@client/lib/pwa/cache-policy';
import { appBase } from '@client/lib/pwa/start';

export class DownloadFailure extends Error {
  constructor(readonly file: string, readonly why: string) {
    super(`${file}: ${why}`);
    this.name = 'DownloadFailure';
  }
}

/** How many files are fetched at once. */
const PARALLEL = 3;

export async function appFileList(signal?: AbortSignal): Promise<string[]> {
  let res: Response;
  try {
    res = await fetch(`${appBase()}app-files.json`, { cache: 'no-store', signal });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new DownloadFailure('app-files.json', err instanceof Error ? err.message : String(err));
  }
  if (!res.ok) throw new DownloadFailure('app-files.json', `HTTP ${res.status}`);
  const body = (await res.json()) as { files?: unknown };
  return Array.isArray(body.files) ? body.files.filter((f): f is string => typeof f === 'string') : [];
}

/**
 * Puts every file of `files` (paths under the app's base) in the app's cache; `onProgress(done)`
 * after each. Resolves when all are in; rejects with a DownloadFailure, or an AbortError when cancelled.
 */
export async function downloadAppFiles(files: readonly string[], onProgress: (done: number) => void, signal?: AbortSignal): Promise<void> {
  if (typeof caches === 'undefined') throw new DownloadFailure('cache', 'unsupported');
  const base = appBase();
  const cache = await caches.open(APP_FILES_CACHE);
  let next = 0;
  let done = 0;
  const one = async (file: string) => {
    const url = `${base}${file}`;
    if (!(await caches.match(url, { ignoreSearch: true }))) {
      let res: Response;
      try {
        res = await fetch(url, { signal });
      } catch (err) {
        if (signal?.aborted) throw err;
        throw new DownloadFailure(file, err instanceof Error ? err.message : String(err));
      }
      if (!res.ok) throw new DownloadFailure(file, `HTTP ${res.status}`);
      await cache.put(url, res);
    }
    signal?.throwIfAborted();
    done += 1;
    onProgress(done);
  };
  const worker = async () => {
    while (next < files.length) {
      signal?.throwIfAborted();
      const file = files[next++]!;
      await one(file);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, files.length) }, worker));
}
