import { Injectable } from '@nestjs/common';
import { UserSummaryQuery } from '@server/modules/auth/queries/user-summary.query';
import type { AccessDecision, AccessSubject, ArticleAccess } from '../ports/article-access.port';

/**
 * The paywall until membership (issue #22) provides its own: an unlocked article is read in full;
 * a locked one in full only by its author and by admins; a guest is told to log in, anyone else
 * that membership would unlock it.
 */
@Injectable()
export class DefaultArticleAccess implements ArticleAccess {
  constructor(private readonly users: UserSummaryQuery) {}

  async decide(viewerId: string | null, articles: readonly AccessSubject[]): Promise<Map<string, AccessDecision>> {
    const out = new Map<string, AccessDecision>();
    const locked = articles.filter((a) => a.locked);
    const admin = viewerId !== null && locked.length > 0 && (await this.users.isActiveWithRole(viewerId, 'admin'));
    for (const a of articles) {
      if (!a.locked || admin || (viewerId !== null && a.authorId === viewerId)) out.set(a.id, { full: true });
      else out.set(a.id, { full: false, unlock: { by: viewerId === null ? 'login' : 'membership' } });
    }
    return out;
  }
}
