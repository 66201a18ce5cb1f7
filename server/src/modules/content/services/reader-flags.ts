import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { rows, type Prepared } from '@server/infra/database/sql';

/** A reader's flags are kept this long on an instance (the staleness bound on another instance: docs/decisions.md). */
export const READER_FLAGS_TTL_MS = 5_000;
const READERS_MAX = 20_000;

export interface ArticleFlags {
  liked: boolean;
  favourited: boolean;
}

const FLAGS: Prepared = {
  name: 'content_reader_flags',
  text: `SELECT id,
            EXISTS (SELECT 1 FROM article_likes l WHERE l.user_id = $1 AND l.article_id = id) AS liked,
            EXISTS (SELECT 1 FROM article_favourites f WHERE f.user_id = $1 AND f.article_id = id) AS favourited
         FROM unnest($2::uuid[]) AS id`,
};
const FOLLOWS: Prepared = {
  name: 'content_reader_follows',
  text: `SELECT EXISTS (SELECT 1 FROM author_follows WHERE follower_id = $1 AND author_id = $2) AS following`,
};

interface Reader {
  at: number;
  articles: Map<string, ArticleFlags>;
  follows: Map<string, boolean>;
}

/**
 * A reader's liked / favourited flags per article and whether they follow an author, kept in this
 * instance's memory for READER_FLAGS_TTL_MS from the first read, so a feed page or an article read
 * again asks PostgreSQL only for what it has not seen. The reader's own like, favourite or follow
 * (on this instance) drops their entry once the change is stored; a read that was in flight then
 * writes into the dropped entry, never into the next one. On another instance a change shows after
 * at most READER_FLAGS_TTL_MS.
 */
@Injectable()
export class ReaderFlags {
  private readonly readers = new Map<string, Reader>();

  constructor(private readonly ds: DataSource) {}

  private reader(userId: string, now = Date.now()): Reader {
    let r = this.readers.get(userId);
    if (!r || now - r.at >= READER_FLAGS_TTL_MS) {
      if (!r && this.readers.size >= READERS_MAX) this.readers.clear();
      r = { at: now, articles: new Map(), follows: new Map() };
      this.readers.set(userId, r);
    }
    return r;
  }

  /** The reader's flags for these articles (one query for those not in memory). */
  async articles(userId: string, ids: readonly string[]): Promise<Map<string, ArticleFlags>> {
    const r = this.reader(userId);
    const missing = ids.filter((id) => !r.articles.has(id));
    if (missing.length) {
      const found = await rows<{ id: string } & ArticleFlags>(this.ds, FLAGS, [userId, missing]);
      for (const f of found) r.articles.set(f.id, { liked: f.liked, favourited: f.favourited });
    }
    return r.articles;
  }

  async follows(userId: string, authorId: string): Promise<boolean> {
    const r = this.reader(userId);
    let on = r.follows.get(authorId);
    if (on === undefined) {
      const [f] = await rows<{ following: boolean }>(this.ds, FOLLOWS, [userId, authorId]);
      on = f?.following ?? false;
      r.follows.set(authorId, on);
    }
    return on;
  }

  /** The reader liked, saved or followed something: their next read asks again. */
  forget(userId: string): void {
    this.readers.delete(userId);
  }
}
