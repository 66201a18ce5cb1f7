import type { ArticleDetail } from '@contracts/schemas/content';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '@client/lib/use-session';
import {
  isReadable,
  listSaved,
  removeSaved,
  saveArticle,
  savedArticlesKey,
  storageUsage,
} from '@client/lib/pwa/saved-articles';

// Articles kept on the device for offline reading (issue #35, docs/decisions/0133-offline-reading.md):
// nothing goes to the server; the session's saved cache is the store (lib/pwa/saved-articles.ts).

/** The session's saved articles, newest first. */
export function useSavedArticles() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...savedArticlesKey, token ?? ''],
    queryFn: listSaved,
    enabled: !!token,
    networkMode: 'always',
  });
}

/** What the app stores on the device (every cache and store of the origin), when the browser says. */
export function useStorageUsage() {
  return useQuery({ queryKey: [...savedArticlesKey, 'usage'], queryFn: async () => (await storageUsage()) ?? null, networkMode: 'always' });
}

/** "Download": keeps the article until removed. */
export function useDownloadArticle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (article: ArticleDetail) => {
      const entry = await saveArticle(article, true);
      if (!entry) throw new Error('not saved');
      return entry;
    },
    networkMode: 'always',
    onSettled: () => void qc.invalidateQueries({ queryKey: savedArticlesKey }),
  });
}

export function useRemoveSaved() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: removeSaved,
    networkMode: 'always',
    onSettled: () => void qc.invalidateQueries({ queryKey: savedArticlesKey }),
  });
}

/**
 * Keeps the article just read among the last read (and refreshes a downloaded one's copy), once
 * online with a session and an article the reader may read; offline the copy read is the saved one.
 */
export function useKeepRead(article: ArticleDetail) {
  const qc = useQueryClient();
  const { token } = useSession();
  useEffect(() => {
    if (!token || !navigator.onLine || !isReadable(article)) return;
    let live = true;
    void saveArticle(article, false)
      .then(() => {
        if (live) void qc.invalidateQueries({ queryKey: savedArticlesKey });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // once per article read (not at each like: the answer's flags are refreshed at the next read)
  }, [article.id, token]);
}
