import type { QueryRunner } from 'typeorm';
import { prng } from './data/cover-shapes';
import type { ContentDemoPeople, SeededArticle } from './demo-content';

/*
 * Reading activity of the content demo: likes and favourites as rows (the articles' counters are
 * then counted from them, so they are exact), the member's history, follows, and `author_stats`
 * recomputed from the rows it counts.
 */

type Rand = () => number;

/** `k` distinct members of `pool`, chosen by `r`. */
function sample<T>(r: Rand, pool: readonly T[], k: number): T[] {
  const copy = [...pool];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, Math.max(0, Math.min(k, copy.length)));
}

/** A moment between the article's publication and now, leaning towards its first days. */
function after(r: Rand, publishedAt: Date, now: number): Date {
  const span = now - publishedAt.getTime();
  return new Date(publishedAt.getTime() + span * r() * r());
}

interface Rows {
  user: string[];
  article: string[];
  at: Date[];
}
const emptyRows = (): Rows => ({ user: [], article: [], at: [] });
function push(into: Rows, user: string, article: string, at: Date) {
  into.user.push(user);
  into.article.push(article);
  into.at.push(at);
}

async function insertPairs(q: QueryRunner, table: 'article_likes' | 'article_favourites', r: Rows) {
  await q.query(
    `INSERT INTO ${table} (user_id, article_id, created_at)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[]) ON CONFLICT DO NOTHING`,
    [r.user, r.article, r.at],
  );
}

export async function seedContentInteractions(q: QueryRunner, articles: SeededArticle[], people: ContentDemoPeople, now: number) {
  const r = prng(2127);
  const authorIds = Object.values(people.authors);
  const likes = emptyRows();
  const favourites = emptyRows();
  for (const a of articles) {
    // Readers and the other authors like what they read; never the author their own.
    const pool = [...people.readers, ...authorIds].filter((u) => u !== a.authorId);
    const likers = sample(r, pool, Math.round(a.data.popularity * pool.length * (0.35 + 0.5 * r())));
    for (const u of likers) {
      push(likes, u, a.id, after(r, a.publishedAt, now));
      if (r() < 0.4) push(favourites, u, a.id, after(r, a.publishedAt, now));
    }
  }

  // The demo member: a few likes and saves among the popular Chinese articles, eight recent reads.
  const zh = articles.filter((a) => a.data.language === 'zh-cn').sort((x, y) => y.data.popularity - x.data.popularity);
  const liked = zh.slice(0, 5);
  for (const a of liked) push(likes, people.memberId, a.id, after(r, a.publishedAt, now));
  for (const a of [zh[0]!, zh[2]!, zh[6]!].filter(Boolean)) push(favourites, people.memberId, a.id, after(r, a.publishedAt, now));
  await insertPairs(q, 'article_likes', likes);
  await insertPairs(q, 'article_favourites', favourites);
  const viewed = sample(r, zh.slice(0, 16), 8);
  await q.query(
    `INSERT INTO reading_history (user_id, article_id, viewed_at)
     SELECT $1, * FROM unnest($2::uuid[], $3::timestamptz[])`,
    [people.memberId, viewed.map((a) => a.id), viewed.map((_, i) => new Date(now - (i + 1) * 3.5 * 3600_000))],
  );

  // Counters from the rows; views never below what likes imply.
  await q.query(
    `UPDATE articles a SET
       likes = (SELECT count(*) FROM article_likes l WHERE l.article_id = a.id),
       favourites = (SELECT count(*) FROM article_favourites f WHERE f.article_id = a.id)
     WHERE a.id = ANY($1::uuid[])`,
    [articles.map((a) => a.id)],
  );
  await q.query(`UPDATE articles SET views = greatest(views, likes * 6 + favourites * 3) WHERE id = ANY($1::uuid[])`, [
    articles.map((a) => a.id),
  ]);

  // Follows: readers follow one to three authors, each author two colleagues, the member two.
  const follows = { follower: [] as string[], author: [] as string[], at: [] as Date[] };
  const follow = (follower: string, authors: string[]) => {
    for (const author of authors) {
      follows.follower.push(follower);
      follows.author.push(author);
      follows.at.push(new Date(now - r() * 60 * 86_400_000));
    }
  };
  for (const u of people.readers) follow(u, sample(r, authorIds, 1 + Math.floor(r() * 3)));
  for (const u of authorIds)
    follow(
      u,
      sample(
        r,
        authorIds.filter((x) => x !== u),
        2,
      ),
    );
  follow(people.memberId, sample(r, authorIds.slice(1), 2));
  await q.query(
    `INSERT INTO author_follows (follower_id, author_id, created_at)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[]) ON CONFLICT DO NOTHING`,
    [follows.follower, follows.author, follows.at],
  );

  // author_stats (follow counts) exactly as the rows say, for everyone the demo touched.
  await q.query(
    `INSERT INTO author_stats (user_id, followers, following)
     SELECT u.id,
            (SELECT count(*) FROM author_follows f WHERE f.author_id = u.id),
            (SELECT count(*) FROM author_follows f WHERE f.follower_id = u.id)
       FROM (SELECT follower_id AS id FROM author_follows UNION SELECT author_id FROM author_follows) u
     ON CONFLICT (user_id) DO UPDATE SET followers = EXCLUDED.followers, following = EXCLUDED.following`,
  );
}
