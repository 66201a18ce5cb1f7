import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SearchKind } from '@contracts/schemas/search';
import { one, rows } from '@server/infra/database/sql';
import type { SearchDocument } from '../ports/search-source.port';
import { analyzeDocument } from '../text/analyze';
import { SearchEngine, type EngineHit, type EngineQuery } from './search-engine';

/** Columns of a batch, as arrays for unnest (one statement per batch, whatever its size). */
function columns(docs: readonly SearchDocument[]) {
  const c = {
    kind: [] as string[],
    id: [] as string[],
    group: [] as string[],
    language: [] as string[],
    title: [] as string[],
    text: [] as string[],
    cover: [] as (string | null)[],
    link: [] as string[],
    publishedAt: [] as (string | null)[],
    boost: [] as number[],
    titleHan: [] as string[],
    titleLatin: [] as string[],
    textHan: [] as string[],
    textLatin: [] as string[],
  };
  for (const d of docs) {
    const a = analyzeDocument(d.title, d.text);
    c.kind.push(d.kind);
    c.id.push(d.id);
    c.group.push((d.group ?? d.id).slice(0, 64));
    c.language.push(d.language ?? '');
    c.title.push(d.title.slice(0, 300));
    c.text.push(d.text);
    c.cover.push(d.cover ?? null);
    c.link.push(d.link);
    c.publishedAt.push(d.publishedAt ? d.publishedAt.toISOString() : null);
    c.boost.push(Math.max(0, Math.min(1, d.boost ?? 0)));
    c.titleHan.push(a.titleHan);
    c.titleLatin.push(a.titleLatin);
    c.textHan.push(a.textHan);
    c.textLatin.push(a.textLatin);
  }
  return [
    c.kind,
    c.id,
    c.language,
    c.title,
    c.text,
    c.cover,
    c.link,
    c.publishedAt,
    c.boost,
    c.titleHan,
    c.titleLatin,
    c.textHan,
    c.textLatin,
    c.group,
  ];
}

/** INSERT … ON CONFLICT of a batch ($1…$14: the columns; $15: the stamp). */
const UPSERT = `
  INSERT INTO search_documents AS s (kind, ref_id, language, group_key, title, text, cover, link, published_at, boost, tsv, head, indexed_at)
  SELECT d.kind, d.ref_id, d.language, d.group_key, d.title, d.text, d.cover, d.link, d.published_at, d.boost,
         strip(to_tsvector('simple', d.title_han || ' ' || d.text_han) || to_tsvector('english', d.title_latin || ' ' || d.text_latin)),
         to_tsvector('simple', d.title_han) || to_tsvector('english', d.title_latin),
         $15
    FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::timestamptz[],
                $9::real[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[])
      AS d(kind, ref_id, language, title, text, cover, link, published_at, boost, title_han, title_latin, text_han, text_latin, group_key)
  ON CONFLICT (kind, ref_id, language) DO UPDATE
     SET group_key = excluded.group_key, title = excluded.title, text = excluded.text, cover = excluded.cover, link = excluded.link,
         published_at = excluded.published_at, boost = excluded.boost, tsv = excluded.tsv, head = excluded.head,
         indexed_at = excluded.indexed_at`;

/**
 * The query of a search, built from the analysed query: the Han words (already segmented and
 * folded: to_tsquery under 'simple') AND the Latin words (plainto_tsquery under 'english', stemmed).
 */
function tsquery(han: string | null, latin: string | null, params: unknown[]): string {
  const parts: string[] = [];
  if (han) parts.push(`to_tsquery('simple', $${params.push(han)})`);
  if (latin) parts.push(`plainto_tsquery('english', $${params.push(latin)})`);
  return parts.join(' && ');
}

/**
 * How many matching rows a search ranks at most (docs/decisions/0093-search-text-and-ranking.md). A
 * broad query (tens of thousands of matches) costs in proportion to its matches: every matched row
 * is fetched and scored. Past this many, the first rows the index hands over are ranked and the
 * rest are not looked at, so an uncached broad query stays within tens of milliseconds; its order
 * is then approximate and its total is the count among those rows. A rarer query (fewer matches
 * than this) is ranked and counted exactly, as before.
 */
export const RANK_CAP = 2_000;

/**
 * The search index in PostgreSQL: one row per (kind, id, language); `tsv` (every word, stripped of
 * positions) under a GIN index matches, `head` (the title's words) ranks. A search is one
 * statement: match through the index, score the narrow rows (title rank normalised to 0..1, plus
 * the owner's boost, plus up to 0.1 for recency, halved at four months), keep the best
 * (page end × 3: a group has at most 3 languages), one row per group (`group_key`: an article's
 * language versions are one article to the reader; its best score), cut the page, count the groups
 * matched, and only then read each group's version in the reader's language (else language-neutral,
 * zh-CN, English, Traditional — as the article detail falls back), matched or not, so its title
 * and snippet come from that one version. At most
 * `rankCap` matched rows are scored and counted (RANK_CAP).
 */
@Injectable()
export class PgSearchEngine extends SearchEngine {
  /** RANK_CAP; tests lower it. */
  rankCap = RANK_CAP;

  constructor(private readonly ds: DataSource) {
    super();
  }

  async replace(kind: SearchKind, id: string, docs: readonly SearchDocument[]): Promise<void> {
    const own = docs.filter((d) => d.kind === kind && d.id === id);
    const languages = own.map((d) => d.language ?? '');
    if (own.length === 0) {
      await rows(this.ds, 'DELETE FROM search_documents WHERE kind = $1 AND ref_id = $2', [kind, id]);
      return;
    }
    // One statement: the rows of languages no longer shown go, the others are written.
    await rows(
      this.ds,
      `WITH gone AS (DELETE FROM search_documents WHERE kind = $16 AND ref_id = $17 AND NOT (language = ANY($18::text[])))
       ${UPSERT}`,
      [...columns(own), new Date(), kind, id, languages],
    );
  }

  async write(docs: readonly SearchDocument[], stamp: Date): Promise<void> {
    if (docs.length) await rows(this.ds, UPSERT, [...columns(docs), stamp]);
  }

  async prune(kind: SearchKind, stamp: Date): Promise<number> {
    const gone = await rows(this.ds, 'DELETE FROM search_documents WHERE kind = $1 AND indexed_at < $2 RETURNING 1', [kind, stamp]);
    return gone.length;
  }

  async search(q: EngineQuery): Promise<{ hits: EngineHit[]; total: number }> {
    const params: unknown[] = [];
    const query = tsquery(q.query.han, q.query.latin, params);
    if (!query) return { hits: [], total: 0 };
    const kind = q.kind ? `AND d.kind = $${params.push(q.kind)}` : '';
    const filterParams = params.slice();
    const lang = `$${params.push(q.lang)}`;
    const limit = `$${params.push(q.limit)}`;
    const offset = `$${params.push(q.offset)}`;
    const cap = `$${params.push(this.rankCap)}`;
    const found = await rows<EngineHit & { total: string }>(
      this.ds,
      `WITH q AS (SELECT ${query} AS query),
       matched AS MATERIALIZED (
         SELECT d.kind, d.group_key, d.published_at, d.head, d.boost
           FROM search_documents d, q
          WHERE d.tsv @@ q.query ${kind}
          LIMIT ${cap}::int
       ),
       hits AS (
         SELECT d.kind, d.group_key, d.published_at,
                ts_rank(d.head, q.query, 32) + d.boost
                  + 0.1 / (1 + greatest(date_part('epoch', now() - coalesce(d.published_at, 'epoch')), 0) / 10368000) AS score
           FROM matched d, q
       ),
       best AS (
         SELECT * FROM hits ORDER BY score DESC, published_at DESC NULLS LAST, kind, group_key LIMIT (${offset}::bigint + ${limit}::int) * 3
       ),
       page AS (
         SELECT kind, group_key, max(score) AS score, max(published_at) AS published_at FROM best GROUP BY kind, group_key
          ORDER BY score DESC, published_at DESC NULLS LAST, kind, group_key
          LIMIT ${limit} OFFSET ${offset}::bigint
       ),
       total AS (SELECT count(*) AS n FROM (SELECT 1 FROM hits GROUP BY kind, group_key) things)
       SELECT p.kind, v.ref_id AS id, v.title, v.text, v.cover, v.link, total.n AS total
         FROM page p
         CROSS JOIN LATERAL (
           SELECT d.ref_id, d.title, d.text, d.cover, d.link FROM search_documents d
            WHERE d.kind = p.kind AND d.group_key = p.group_key
            ORDER BY CASE d.language WHEN ${lang} THEN 0 WHEN '' THEN 1 WHEN 'zh-cn' THEN 2 WHEN 'en-us' THEN 3 ELSE 4 END,
                     d.published_at DESC NULLS LAST, d.ref_id
            LIMIT 1
         ) v
         CROSS JOIN total
        ORDER BY p.score DESC, p.published_at DESC NULLS LAST, p.kind, p.group_key`,
      params,
    );
    if (found.length === 0 && q.offset > 0) {
      // Past the last page: the count alone (rare; a page in range counts in the same statement).
      const n = await one<{ n: string }>(
        this.ds,
        `WITH q AS (SELECT ${query} AS query)
         SELECT count(DISTINCT (m.kind, m.group_key)) AS n
           FROM (SELECT d.kind, d.group_key FROM search_documents d, q WHERE d.tsv @@ q.query ${kind} LIMIT $${filterParams.length + 1}::int) m`,
        [...filterParams, this.rankCap],
      );
      return { hits: [], total: Number(n?.n ?? 0) };
    }
    return {
      hits: found.map(({ total: _total, ...hit }) => hit),
      total: found.length ? Number(found[0]!.total) : 0,
    };
  }

  async count(): Promise<number> {
    const row = await one<{ n: string }>(this.ds, 'SELECT count(*) AS n FROM search_documents');
    return Number(row?.n ?? 0);
  }
}
