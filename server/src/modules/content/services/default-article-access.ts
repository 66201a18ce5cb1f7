import { Injectable } from '@nestjs/common';
import { UserSummaryQuery } from '@server/modules/auth/queries/user-summary.query';
import type { AccessDecision, AccessSubject, ArticleAccess, KnownReader } from '../ports/article-access.port';

/** Whether a reader is an admin is asked of auth at most this often per reader and instance. */
const ADMIN_TTL_MS = 60_000;

/**
 * The paywall until membership (issue #22) provides its own: an unlocked article is read in full;
 * a locked one in full only by its author and by admins; a guest is told to log in, anyone else
 * that membership would unlock it.
 */
@Injectable()
export class DefaultArticleAccess implements ArticleAccess {
  private readonly admins = new Map<string, { admin: boolean; at: number }>();

  constructor(private readonly users: UserSummaryQuery) {}

  async decide(viewerId: string | null, articles: readonly AccessSubject[], known?: KnownReader): Promise<Map<string, AccessDecision>> {
    const out = new Map<string, AccessDecision>();
    const needsRole = viewerId !== null && articles.some((a) => a.locked && a.authorId !== viewerId);
    const admin = needsRole && (known?.roles ? known.roles.includes('admin') : await this.isAdmin(viewerId));
    for (const a of articles) {
      if (!a.locked || admin || (viewerId !== null && a.authorId === viewerId)) out.set(a.id, { full: true });
      else out.set(a.id, { full: false, unlock: { by: viewerId === null ? 'login' : 'membership' } });
    }
    return out;
  }

  private async isAdmin(userId: string): Promise<boolean> {
    const now = Date.now();
    const hit = this.admins.get(userId);
    if (hit && now - hit.at < ADMIN_TTL_MS) return hit.admin;
    const admin = await this.users.isActiveWithRole(userId, 'admin');
    if (this.admins.size > 10_000) this.admins.clear();
    this.admins.set(userId, { admin, at: now });
    return admin;
  }
}
