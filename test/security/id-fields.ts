/**
 * The id-carrying fields of a route's query and body schemas (`orderId`, `lines[].skuId`, `ids`,
 * `translationOf`…), found by name in the schema: the IDOR sweep puts another user's ids in them,
 * the fuzzer the caller's own.
 */
import type { z } from 'zod';
import { toJs, type Js } from '@test/setup/schema-arbitrary';

/** A field name that carries the id of one of our resources. */
export const ID_FIELD = /(?:Id|Ids)$|^ids$|^translationOf$|^author$/;

/** Dotted paths (`lines[].skuId`) of every id-carrying field of a schema. */
export function idFields(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const out = new Set<string>();
  const walk = (s: Js | undefined, prefix: string, depth: number) => {
    if (!s || depth > 4) return;
    for (const alt of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) walk(alt, prefix, depth + 1);
    if (s.items) walk(s.items, `${prefix}[]`, depth + 1);
    for (const [k, v] of Object.entries(s.properties ?? {})) {
      const path = prefix ? `${prefix}.${k}` : k;
      if (ID_FIELD.test(k)) out.add(path);
      walk(v, path, depth + 1);
    }
  };
  walk(toJs(schema), '', 0);
  return [...out];
}

/** The last name of a dotted path (`lines[].skuId` → `skuId`). */
export const fieldName = (path: string) => path.replace(/\[\]/g, '').split('.').at(-1)!;

/** Sets a top-level field (an `…Ids`/`ids` field gets a one-element list). */
export function withField(value: unknown, field: string, id: string): Record<string, unknown> {
  const base = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return { ...base, [field]: /Ids$|^ids$/.test(field) ? [id] : id };
}
