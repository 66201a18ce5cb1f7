import { Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import type { DeliverNoticePayload } from '../ports/notices.port';
import { UserSummaryQuery } from '@server/modules/auth/queries/user-summary.query';
import { ArticlePublished, ArticleReviewed } from '@server/modules/content/events/content.events';
import { AuthorFollowersQuery } from '@server/modules/content/queries/author-followers.query';
import { NoticeService } from '../services/notice.service';

type ContentEvent = ArticleReviewed | ArticlePublished;

const articleLink = (id: string) => `/pages/article/article?id=${id}`;

/** The `review` message an author gets for a decision on their article. */
export function reviewNoticeFor(e: ArticleReviewed): DeliverNoticePayload {
  const approved = e.decision === 'approved';
  return {
    eventId: e.eventId,
    recipientId: e.authorId,
    category: 'review',
    titleKey: approved ? 'notice.content.approved.title' : 'notice.content.rejected.title',
    bodyKey: approved ? 'notice.content.approved.body' : 'notice.content.rejected.body',
    params: { title: e.title, reason: e.reason ?? '' },
    link: approved ? articleLink(e.articleId) : `/pages/editor/editor?id=${e.articleId}`,
  };
}

/** The notice each follower gets when an author they follow publishes. */
export function publishedNoticeFor(e: ArticlePublished, followerId: string, author: string): DeliverNoticePayload {
  return {
    eventId: e.eventId,
    recipientId: followerId,
    category: 'system',
    titleKey: 'notice.content.published.title',
    bodyKey: 'notice.content.published.body',
    params: { author, title: e.title },
    link: articleLink(e.articleId),
  };
}

/**
 * Content events → queued notices: the author's review message; one notice per follower of the
 * author on publication, queued in batches of 1000 (one round trip each). A failed enqueue is
 * logged, never thrown into the publisher; the jobs' ids (event, recipient) make a retry harmless.
 */
@EventsHandler(ArticleReviewed, ArticlePublished)
export class ContentNoticesHandler implements IEventHandler<ContentEvent> {
  private readonly logger = new Logger(ContentNoticesHandler.name);

  constructor(
    private readonly notices: NoticeService,
    private readonly followers: AuthorFollowersQuery,
    private readonly users: UserSummaryQuery,
  ) {}

  async handle(e: ContentEvent) {
    try {
      if (e instanceof ArticleReviewed) return await this.notices.enqueue(reviewNoticeFor(e));
      const author = (await this.users.byId(e.authorId))?.nickname ?? '';
      for await (const ids of this.followers.followerIds(e.authorId, 1000)) {
        await this.notices.enqueueMany(ids.map((id) => publishedNoticeFor(e, id, author)));
      }
    } catch (err) {
      this.logger.error({ err: err instanceof Error ? err.message : String(err), event: e.constructor.name }, 'could not queue a notice');
    }
  }
}
