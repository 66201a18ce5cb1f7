import type { AuthContext } from '@server/common/http/request-context';
import type { Viewer } from '../services/article-detail.service';

/** The reader as content's services take it (null: a guest). */
export const viewerOf = (auth?: AuthContext): Viewer | null =>
  auth ? { id: auth.userId, admin: auth.roles.includes('admin'), roles: auth.roles } : null;
