import { SEARCH_HISTORY_MAX } from '@contracts/schemas/search';
import { localStore, type KeyValueStorage } from '@client/lib/storage';

/** A guest's search keywords stay on the device (SPEC's keyword history): newest first, last 10. */
export const KEYWORD_HISTORY_KEY = 'reefline:search-history';

export function readKeywords(store: KeyValueStorage = localStore()): string[] {
  try {
    const value: unknown = JSON.parse(store.getItem(KEYWORD_HISTORY_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(0, SEARCH_HISTORY_MAX) : [];
  } catch {
    return [];
  }
}

/** Adds a keyword at the front (a repeat moves to the front); keeps the last 10. */
export function addKeyword(keyword: string, store: KeyValueStorage = localStore()): string[] {
  const k = keyword.trim();
  if (!k) return readKeywords(store);
  const next = [k, ...readKeywords(store).filter((x) => x !== k)].slice(0, SEARCH_HISTORY_MAX);
  store.setItem(KEYWORD_HISTORY_KEY, JSON.stringify(next));
  return next;
}

export function clearKeywords(store: KeyValueStorage = localStore()): void {
  store.removeItem(KEYWORD_HISTORY_KEY);
}
