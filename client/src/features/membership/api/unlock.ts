import type { UnlockResult } from '@contracts/schemas/membership';
import { api, unwrap } from '@client/lib/api-client';

/**
 * `POST /articles/:id/unlock`: spends one of the reader's credits on an article, once per article
 * (membership's route, issue #22). Content's lock prompt calls it through the feature's index.
 */
export async function unlockArticle(articleId: string): Promise<UnlockResult> {
  return unwrap(await api.post<UnlockResult>(`/articles/${encodeURIComponent(articleId)}/unlock`, {}));
}
