import { randomUUID } from 'node:crypto';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import type { Paged } from '@contracts/api';
import { SEARCH_QUEUE } from '@server/modules/search/jobs/search.jobs';
import type { SearchHit } from '@contracts/schemas/search';
import { SearchIndexer } from '@server/modules/search/services/search-indexer';
import type { SearchDocument } from '@server/modules/search/ports/search-source.port';
import type { ApiClient } from '@test/setup/api';
import type { TestApp } from '@test/setup/harness';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A document as an owner's source would give it (an article-like one by default). */
export function doc(over: Partial<SearchDocument> & Pick<SearchDocument, 'title' | 'text'>): SearchDocument {
  const id = over.id ?? randomUUID();
  return { kind: 'article', id, language: 'zh-cn', link: `/pages/article/article?id=${id}`, publishedAt: new Date(), ...over };
}

/** Puts documents into the index as the sync job does after a source's read (engine write, cached pages dropped). */
export async function index(t: TestApp, ...docs: SearchDocument[]) {
  const indexer = t.app.get(SearchIndexer, { strict: false });
  const byThing = new Map<string, SearchDocument[]>();
  for (const d of docs) byThing.set(`${d.kind}\n${d.id}`, [...(byThing.get(`${d.kind}\n${d.id}`) ?? []), d]);
  for (const list of byThing.values()) await indexer.put(list[0]!.kind, list[0]!.id, list);
  return docs;
}

export async function search(client: ApiClient, q: string, extra: Record<string, string | number> = {}) {
  const qs = new URLSearchParams({ q, ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, String(v)])) });
  const res = await client.get<Paged<SearchHit>>(`/search?${qs.toString()}`);
  if (res.code !== 1) throw new Error(`search failed: ${res.msg}`);
  return res.data;
}

export async function ids(client: ApiClient, q: string, extra: Record<string, string | number> = {}) {
  return (await search(client, q, extra)).items.map((h) => h.id);
}

/** Polls until `check` passes (or 10 s pass: its last failure is thrown). */
export async function eventually<T>(fn: () => Promise<T>, check: (v: T) => boolean, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (check(v) || Date.now() > end) return v;
    await sleep(50);
  }
}

/**
 * Waits until the search queue has nothing waiting or running: the full reindex an empty index
 * gets at start prunes what its sources do not hold, so documents put in by hand go in after it.
 */
export async function searchQueueIdle(t: TestApp) {
  const queue = t.app.get<Queue>(getQueueToken(SEARCH_QUEUE), { strict: false });
  await eventually(
    () => queue.getJobCounts('waiting', 'active', 'prioritized'),
    (c) => (c['waiting'] ?? 0) + (c['active'] ?? 0) + (c['prioritized'] ?? 0) === 0,
  );
}
