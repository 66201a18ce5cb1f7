import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { ArticleShareLink, InteractionState } from '@contracts/schemas/content';
import { AppException } from '@server/common/errors/app.exception';
import { AppConfig } from '@server/config/app-config';
import { rows } from '@server/infra/database/sql';
import { ArticleDetailService } from './article-detail.service';
import { ReaderFlags } from './reader-flags';
import { POPULAR_WEIGHT, PopularityService } from './popularity.service';

type Kind = 'like' | 'favourite';
const TABLE = { like: 'article_likes', favourite: 'article_favourites' } as const;
const COUNTER = { like: 'likes', favourite: 'favourites' } as const;

interface StateRow {
  found: boolean;
  changed: boolean;
  group_id: string | null;
  likes: number | null;
  favourites: number | null;
  liked: boolean;
  favourited: boolean;
}

/**
 * Likes and favourites of published articles. Each is one statement: the row's INSERT … ON
 * CONFLICT DO NOTHING (or DELETE) and the counter's update driven by the rows it actually
 * changed, so a double tap is one like and concurrent taps of many readers count exactly.
 */
@Injectable()
export class InteractionsService {
  constructor(
    private readonly ds: DataSource,
    private readonly popularity: PopularityService,
    private readonly config: AppConfig,
    private readonly details: ArticleDetailService,
    private readonly flags: ReaderFlags,
  ) {}

  async set(kind: Kind, userId: string, articleId: string, on: boolean): Promise<InteractionState> {
    const table = TABLE[kind];
    const counter = COUNTER[kind];
    const change = on
      ? `INSERT INTO ${table} (user_id, article_id) SELECT $1, id FROM target ON CONFLICT DO NOTHING RETURNING article_id`
      : `DELETE FROM ${table} x USING target WHERE x.user_id = $1 AND x.article_id = target.id RETURNING x.article_id`;
    const [r] = await rows<StateRow>(
      this.ds,
      `WITH target AS (SELECT id, translation_group_id FROM articles WHERE id = $2 AND status = 'published'),
            changed AS (${change}),
            counted AS (UPDATE articles SET ${counter} = ${counter} ${on ? '+' : '-'} 1 WHERE id IN (SELECT article_id FROM changed)
                        RETURNING likes, favourites)
       SELECT EXISTS (SELECT 1 FROM target) AS found,
              EXISTS (SELECT 1 FROM changed) AS changed,
              (SELECT translation_group_id FROM target) AS group_id,
              COALESCE((SELECT likes FROM counted), (SELECT likes FROM articles WHERE id = $2)) AS likes,
              COALESCE((SELECT favourites FROM counted), (SELECT favourites FROM articles WHERE id = $2)) AS favourites,
              EXISTS (SELECT 1 FROM article_likes WHERE user_id = $1 AND article_id = $2) AS liked,
              EXISTS (SELECT 1 FROM article_favourites WHERE user_id = $1 AND article_id = $2) AS favourited`,
      [userId, articleId],
    );
    if (!r?.found) throw AppException.notFound();
    if (!r.changed) {
      // Nothing changed: a concurrent request did it, after this statement's snapshot; read the counts anew.
      const [now] = await rows<{ likes: number; favourites: number }>(this.ds, `SELECT likes, favourites FROM articles WHERE id = $1`, [
        articleId,
      ]);
      Object.assign(r, now);
    }
    // Stored: this instance's cached flags of the reader and counts of the article are stale.
    this.flags.forget(userId);
    this.details.forget(articleId);
    // The statement's snapshot does not see its own row change in the EXISTS above.
    const state: InteractionState = {
      articleId,
      liked: kind === 'like' ? on : r.liked,
      favourited: kind === 'favourite' ? on : r.favourited,
      likes: Number(r.likes),
      favourites: Number(r.favourites),
    };
    if (r.changed && r.group_id) await this.popularity.bump(r.group_id, (on ? 1 : -1) * POPULAR_WEIGHT[kind]).catch(() => undefined);
    return state;
  }

  /** One code per (user, article), reused, as the contest's share links. */
  async share(userId: string, articleId: string): Promise<ArticleShareLink> {
    const [a] = await rows<{ id: string }>(this.ds, `SELECT id FROM articles WHERE id = $1 AND status = 'published'`, [articleId]);
    if (!a) throw AppException.notFound();
    await this.ds.query(
      `INSERT INTO article_shares (code, user_id, article_id) VALUES ($1, $2, $3) ON CONFLICT (user_id, article_id) DO NOTHING`,
      [randomBytes(8).toString('base64url'), userId, articleId],
    );
    const [row] = await rows<{ code: string }>(this.ds, `SELECT code FROM article_shares WHERE user_id = $1 AND article_id = $2`, [
      userId,
      articleId,
    ]);
    const base = this.config.publicUrl.replace(/\/$/, '');
    return { code: row!.code, url: `${base}/h5/#/pages/article/article?id=${articleId}&ref=${row!.code}` };
  }
}
