import { Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { type Paged, paged } from '@contracts/api';
import type { PagingInput } from '@contracts/schemas/common';
import type { AuthorListItem, AuthorProfile, FollowState } from '@contracts/schemas/content';
import { AppException } from '@server/common/errors/app.exception';
import { rows } from '@server/infra/database/sql';
import { UserSummaryQuery } from '@server/modules/auth/queries/user-summary.query';
import { AuthorFollowed } from '../events/content.events';
import { ReaderFlags } from './reader-flags';

interface StatsRow {
  user_id: string;
  followers: number;
  following: number;
}

/**
 * Authors' pages, their followers and followings, follow/unfollow. A follow is one statement: the
 * follow row's INSERT … ON CONFLICT DO NOTHING (or DELETE) and both users' counts in
 * `author_stats`, updated only for a row actually changed and always in user-id order (two
 * users following each other at once cannot deadlock).
 */
@Injectable()
export class AuthorsService {
  constructor(
    private readonly ds: DataSource,
    private readonly users: UserSummaryQuery,
    private readonly events: EventBus,
    private readonly flags: ReaderFlags,
  ) {}

  async profile(authorId: string, viewerId: string | null): Promise<AuthorProfile> {
    const [profiles, [stats], [published], followed] = await Promise.all([
      this.users.profiles([authorId]),
      rows<StatsRow>(this.ds, `SELECT * FROM author_stats WHERE user_id = $1`, [authorId]),
      // As the author's list counts them (FeedsService): a piece in three languages is one article.
      rows<{ n: number }>(
        this.ds,
        `SELECT count(DISTINCT translation_group_id)::int AS n FROM articles WHERE author_id = $1 AND status = 'published'`,
        [authorId],
      ),
      viewerId ? this.followedAmong(viewerId, [authorId]) : undefined,
    ]);
    const u = profiles.get(authorId);
    if (!u || !u.active || !u.roles.includes('author')) throw AppException.notFound();
    const out: AuthorProfile = {
      id: u.id,
      nickname: u.nickname,
      avatar: u.avatar,
      background: u.background,
      bio: u.bio,
      articles: published?.n ?? 0,
      followers: stats?.followers ?? 0,
      following: stats?.following ?? 0,
    };
    if (followed) out.followed = followed.has(authorId);
    return out;
  }

  /**
   * Who follows the author (`followers`) or whom the author follows (`following`), newest first. Only
   * an author's lists are public: a reader who is not one has no page, so theirs answer 404 like
   * their profile (decision 0139).
   */
  async list(which: 'followers' | 'following', userId: string, q: PagingInput, viewerId: string | null): Promise<Paged<AuthorListItem>> {
    const [mine, other] = which === 'followers' ? ['author_id', 'follower_id'] : ['follower_id', 'author_id'];
    const [owner, found, [count]] = await Promise.all([
      this.users.profiles([userId]),
      rows<{ id: string; followers: number | null }>(
        this.ds,
        `SELECT f.${other} AS id, s.followers FROM author_follows f LEFT JOIN author_stats s ON s.user_id = f.${other}
         WHERE f.${mine} = $1 ORDER BY f.created_at DESC, f.${other} LIMIT $2 OFFSET $3`,
        [userId, q.limit, (q.page - 1) * q.limit],
      ),
      rows<{ n: number }>(this.ds, `SELECT count(*)::int AS n FROM author_follows WHERE ${mine} = $1`, [userId]),
    ]);
    const u = owner.get(userId);
    if (!u || !u.active || !u.roles.includes('author')) throw AppException.notFound();
    const ids = found.map((r) => r.id);
    const [profiles, followed] = await Promise.all([this.users.profiles(ids), viewerId ? this.followedAmong(viewerId, ids) : undefined]);
    const items = found.flatMap((r): AuthorListItem[] => {
      const u = profiles.get(r.id);
      if (!u) return [];
      const item: AuthorListItem = { id: u.id, nickname: u.nickname, avatar: u.avatar, bio: u.bio, followers: r.followers ?? 0 };
      if (followed) item.followed = followed.has(u.id);
      return [item];
    });
    return paged(items, q, count!.n);
  }

  async follow(followerId: string, authorId: string, on: boolean): Promise<FollowState> {
    if (followerId === authorId) throw AppException.fail('e.content.follow_self');
    const author = (await this.users.profiles([authorId])).get(authorId);
    if (!author || !author.active || !author.roles.includes('author')) throw AppException.notFound();
    const d = on ? 1 : -1;
    const change = on
      ? `INSERT INTO author_follows (follower_id, author_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1`
      : `DELETE FROM author_follows WHERE follower_id = $1 AND author_id = $2 RETURNING 1`;
    const [r] = await rows<{ changed: boolean; followers: number | null }>(
      this.ds,
      `WITH changed AS (${change}),
            counted AS (
              INSERT INTO author_stats (user_id, followers, following)
              SELECT v.user_id, v.followers, v.following
              FROM (VALUES ($2::uuid, ${d}, 0), ($1::uuid, 0, ${d})) AS v(user_id, followers, following)
              WHERE EXISTS (SELECT 1 FROM changed)
              ORDER BY v.user_id
              ON CONFLICT (user_id) DO UPDATE SET followers = author_stats.followers + excluded.followers,
                                                  following = author_stats.following + excluded.following
              RETURNING user_id, followers)
       SELECT EXISTS (SELECT 1 FROM changed) AS changed,
              COALESCE((SELECT followers FROM counted WHERE user_id = $2),
                       (SELECT followers FROM author_stats WHERE user_id = $2), 0) AS followers`,
      [followerId, authorId],
    );
    this.flags.forget(followerId); // stored: this instance's cached `followingAuthor` of the reader is stale
    if (on && r!.changed) this.events.publish(new AuthorFollowed({ followerId, authorId }));
    let followers = Number(r!.followers);
    if (!r!.changed) {
      // Nothing changed: a concurrent request did it, after this statement's snapshot; read the count anew.
      const [s] = await rows<{ followers: number }>(this.ds, `SELECT followers FROM author_stats WHERE user_id = $1`, [authorId]);
      followers = s?.followers ?? 0;
    }
    return { authorId, followed: on, followers };
  }

  private async followedAmong(viewerId: string, ids: readonly string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const found = await rows<{ author_id: string }>(
      this.ds,
      `SELECT author_id FROM author_follows WHERE follower_id = $1 AND author_id = ANY($2::uuid[])`,
      [viewerId, ids],
    );
    return new Set(found.map((r) => r.author_id));
  }
}
