/**
 * fast-check arbitraries from a route's zod schema (through its JSON Schema, input side): valid
 * values, boundary values (lengths and numbers at and just past their limits) and mutated ones
 * (wrong types, missing or extra keys, hostile strings). Used by the fuzz tests and, for a valid
 * body, by the IDOR sweep.
 */
import fc from 'fast-check';
import { toJSONSchema, type z } from 'zod';

export interface Js {
  type?: string | string[];
  properties?: Record<string, Js>;
  required?: string[];
  items?: Js;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  anyOf?: Js[];
  oneOf?: Js[];
  allOf?: Js[];
  nullable?: boolean;
}

export function toJs(schema: z.ZodType): Js {
  return toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'openapi-3.0' }) as Js;
}

/** Strings that have broken parsers, databases, templates and renderers elsewhere. */
export const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202eRTL\u202c',
  'zero\u200bwidth\u200d',
  '\ufeffBOM',
  '🐠🤿👨‍👩‍👧',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '{{7*7}}',
  '${7*7}',
  '%s%n%x',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  ' ',
  '',
  'ä'.repeat(5000),
];

const typeOf = (s: Js): string | undefined => (Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type);

function stringArb(s: Js, plain: boolean): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = Math.min(s.maxLength ?? Math.max(min, 24), Math.max(min, 64));
  switch (s.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress().filter((e) => e.length <= (s.maxLength ?? 254));
    case 'uri':
    case 'url':
      return fc.webUrl({ validSchemes: ['https'] });
    case 'date-time':
      return fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
  }
  if (s.pattern) {
    return fc.stringMatching(new RegExp(s.pattern)).filter((x) => x.length >= min && x.length <= (s.maxLength ?? Infinity));
  }
  if (plain)
    return fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'.split('')), minLength: min, maxLength: max });
  return fc.string({ unit: 'grapheme', minLength: min, maxLength: max });
}

function numberArb(s: Js, integer: boolean): fc.Arbitrary<number> {
  const exMin = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : undefined;
  const exMax = typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : undefined;
  let min = s.minimum ?? (exMin !== undefined ? exMin + (integer ? 1 : 1e-6) : -1e6);
  let max = s.maximum ?? (exMax !== undefined ? exMax - (integer ? 1 : 1e-6) : 1e6);
  if (s.exclusiveMinimum === true) min += integer ? 1 : 1e-6;
  if (s.exclusiveMaximum === true) max -= integer ? 1 : 1e-6;
  min = Math.max(min, -1e9);
  max = Math.min(max, 1e9);
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values the schema describes. `plain`: strings of letters and digits only (for a body that must pass). */
export function validArb(s: Js, plain = false): fc.Arbitrary<unknown> {
  const inner = validInner(s, plain);
  return s.nullable ? fc.oneof(inner, fc.constant(null)) : inner;
}

function validInner(s: Js, plain: boolean): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alts = s.anyOf ?? s.oneOf;
  if (alts?.length) return fc.oneof(...alts.map((a) => validArb(a, plain)));
  if (s.allOf?.length) return validArb(Object.assign({}, ...s.allOf) as Js, plain);
  switch (typeOf(s)) {
    case 'string':
      return stringArb(s, plain);
    case 'integer':
      return numberArb(s, true);
    case 'number':
      return numberArb(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(s.items ? validArb(s.items, plain) : fc.jsonValue(), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 4, Math.max(s.minItems ?? 0, 8)),
      });
    case 'object': {
      const props = s.properties ?? {};
      const model = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, validArb(v, plain)]));
      return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values at and just past the schema's limits (lengths, numbers, item counts). */
export function edges(s: Js): unknown[] {
  const out: unknown[] = [null, undefined];
  const t = typeOf(s);
  if (t === 'string') {
    const min = s.minLength ?? 0;
    out.push('x'.repeat(min), 'x'.repeat(Math.max(0, min - 1)), 42, true, ...HOSTILE_STRINGS);
    if (s.maxLength !== undefined) out.push('y'.repeat(s.maxLength), 'y'.repeat(s.maxLength + 1), '字'.repeat(s.maxLength + 1));
  } else if (t === 'integer' || t === 'number') {
    for (const n of [s.minimum, s.maximum]) if (n !== undefined) out.push(n, n - 1, n + 1);
    out.push(0, -1, 0.5, 1e21, -1e21, Number.MAX_SAFE_INTEGER + 2, '7', 'NaN', '1e400');
  } else if (t === 'array') {
    out.push([], {}, 'a', new Array((s.maxItems ?? 50) + 1).fill(0));
  } else if (t === 'object') {
    out.push([], 'x', {}, { __proto__: { admin: true } }, JSON.parse('{"__proto__":{"polluted":1}}'));
  } else if (t === 'boolean') {
    out.push('true', 1, 0);
  }
  if (s.enum) out.push('not-one-of-them', String(s.enum[0]).toUpperCase());
  return out;
}

/** A valid value with one property set to an edge value of its schema (or the value as a whole). */
export function boundaryArb(s: Js): fc.Arbitrary<unknown> {
  const props = Object.entries(s.properties ?? {});
  if (!props.length) return fc.constantFrom(...edges(s));
  return fc
    .tuple(validArb(s), fc.constantFrom(...props))
    .chain(([v, [key, sub]]) => fc.constantFrom(...edges(sub)).map((e) => ({ ...(v as object), [key]: e })));
}

/** Wrong shapes: any JSON, a valid value with a key dropped, replaced by any JSON, or an extra key. */
export function mutatedArb(s: Js): fc.Arbitrary<unknown> {
  const keys = Object.keys(s.properties ?? {});
  const anyJson = fc.jsonValue({ maxDepth: 3 });
  if (!keys.length) return fc.oneof(anyJson, fc.constantFrom(...HOSTILE_STRINGS));
  return fc.oneof(
    anyJson,
    fc.tuple(validArb(s), fc.constantFrom(...keys)).map(([v, k]) => {
      const copy = { ...(v as Record<string, unknown>) };
      delete copy[k];
      return copy;
    }),
    fc.tuple(validArb(s), fc.constantFrom(...keys), anyJson).map(([v, k, j]) => ({ ...(v as object), [k]: j })),
    fc.tuple(validArb(s), fc.string(), anyJson).map(([v, k, j]) => ({ ...(v as object), [k]: j })),
  );
}

/** An input of every kind: valid (weight 2), boundary (2), mutated (1). */
export function inputArb(schema: z.ZodType | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof(fc.constant(undefined), fc.jsonValue({ maxDepth: 2 }));
  const s = toJs(schema);
  return fc.oneof({ arbitrary: validArb(s), weight: 2 }, { arbitrary: boundaryArb(s), weight: 2 }, { arbitrary: mutatedArb(s), weight: 1 });
}

/** A value the zod schema accepts (letters-and-digits strings), or throws after `tries`. */
export function validSample(schema: z.ZodType, seed = 1, tries = 200): unknown {
  const samples = fc.sample(validArb(toJs(schema), true), { numRuns: tries, seed });
  const ok = samples.find((v) => schema.safeParse(v).success);
  if (ok === undefined) throw new Error(`no valid sample in ${tries} tries for ${JSON.stringify(toJs(schema))}`);
  return ok;
}

/** A query string from a value (objects: their keys; arrays repeat the key; anything else under `q`). */
export function toQuery(v: unknown): string {
  const p = new URLSearchParams();
  const put = (k: string, x: unknown) => {
    if (x === undefined) return;
    if (Array.isArray(x)) for (const i of x) put(k, i);
    else p.append(k, typeof x === 'string' ? x : JSON.stringify(x));
  };
  if (v && typeof v === 'object' && !Array.isArray(v)) for (const [k, x] of Object.entries(v)) put(k, x);
  else put('q', v);
  const q = p.toString();
  return q ? `?${q}` : '';
}
