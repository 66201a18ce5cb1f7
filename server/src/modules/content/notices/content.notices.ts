import { Injectable } from '@nestjs/common';
import { UserSummaryQuery } from '@server/modules/auth/queries/user-summary.query';
import { ProvidesNotices, type DeliverNoticePayload, type NoticeSource } from '@server/modules/notices/ports/notice-source.port';
import { ArticlePublished, ArticleReviewed } from '../events/content.events';
import { AuthorFollowersQuery } from '../queries/author-followers.query';

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
 * Content events → notices, through the notice port: the author's review message; one
 * notice per follower of the author on publication, in batches of 1000 (one round trip each). The
 * jobs' ids (event, recipient) make a retry harmless.
 */
@Injectable()
@ProvidesNotices()
export class ContentNotices implements NoticeSource<ContentEvent> {
  readonly events = [ArticleReviewed, ArticlePublished];
  readonly keys = (['approved', 'rejected', 'published'] as const).flatMap(
    (k) => [`notice.content.${k}.title`, `notice.content.${k}.body`] as const,
  );

  constructor(
    private readonly followers: AuthorFollowersQuery,
    private readonly users: UserSummaryQuery,
  ) {}

  async noticesFor(e: ContentEvent) {
    if (e instanceof ArticleReviewed) return [reviewNoticeFor(e)];
    const author = (await this.users.byId(e.authorId))?.nickname ?? '';
    return this.toFollowers(e, author);
  }

  private async *toFollowers(e: ArticlePublished, author: string) {
    for await (const ids of this.followers.followerIds(e.authorId, 1000)) yield ids.map((id) => publishedNoticeFor(e, id, author));
  }
}
