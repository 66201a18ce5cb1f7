import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Content's read port for other modules: who follows an author (messaging's "new article" notices). */
@Injectable()
export class AuthorFollowersQuery {
  constructor(private readonly ds: DataSource) {}

  /** The author's followers' ids, in batches of `size` (keyset paging: stable while follows change). */
  async *followerIds(authorId: string, size = 1000): AsyncIterable<string[]> {
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const batch: { id: string }[] = await this.ds.query(
        `SELECT follower_id AS id FROM author_follows WHERE author_id = $1 AND follower_id > $2 ORDER BY follower_id LIMIT $3`,
        [authorId, after, size],
      );
      if (!batch.length) return;
      yield batch.map((r) => r.id);
      if (batch.length < size) return;
      after = batch[batch.length - 1]!.id;
    }
  }
}
