/**
 * Compares two API documents and sorts the differences into breaking ones (a client built on the
 * old document can fail against the new) and the rest. Breaking: a removed route or answer field,
 * a narrowed type or enum of an answer or a request, a new required request field or parameter, a
 * field an answer made optional or nullable. Compatible: new routes, new optional request fields,
 * new answer fields, widened request types. Schemas are compared after resolving `$ref`s.
 */
type Json = Record<string, unknown>;
/** A document as far as the comparer reads it (paths → methods → operations). */
export interface Doc {
  paths: Record<string, Record<string, object>>;
  components?: object;
}

export interface ApiChange {
  breaking: boolean;
  /** The operation (`GET /path`) or the schema location it concerns. */
  where: string;
  what: string;
}

const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function resolver(doc: Doc) {
  return function resolve(s: unknown, seen = new Set<string>()): Json {
    if (!isObj(s)) return {};
    const ref = s['$ref'];
    if (typeof ref === 'string') {
      if (seen.has(ref)) return {};
      const target = ref
        .split('/')
        .slice(1)
        .reduce<unknown>((n, k) => (isObj(n) ? n[k.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), doc);
      return resolve(target, new Set([...seen, ref]));
    }
    return s;
  };
}

/** The JSON types a schema admits (`type` string or list; `null` from `nullable`). */
function types(s: Json): Set<string> | null {
  const t = s['type'];
  if (t === undefined) return null;
  const out = new Set(Array.isArray(t) ? (t as string[]) : [t as string]);
  if (out.has('number')) out.add('integer');
  return out;
}

/** Values an enum or a const allows, or null (any). */
function values(s: Json): Set<string> | null {
  if (Array.isArray(s['enum'])) return new Set((s['enum'] as unknown[]).map((v) => JSON.stringify(v)));
  if ('const' in s) return new Set([JSON.stringify(s['const'])]);
  return null;
}

type Direction = 'request' | 'response';

/**
 * Compares one schema position. For a request, narrowing what is accepted is breaking; for a
 * response, widening what may be sent (new types or values, a field that may be missing) is.
 */
function compareSchema(
  a: unknown,
  b: unknown,
  dir: Direction,
  where: string,
  path: string,
  out: ApiChange[],
  ra: ReturnType<typeof resolver>,
  rb: ReturnType<typeof resolver>,
  depth = 0,
): void {
  if (depth > 12) return;
  const x = ra(a);
  const y = rb(b);
  const push = (breaking: boolean, what: string, at = path || 'body') => out.push({ breaking, where, what: `${at}: ${what}` });

  const variantsX = (x['oneOf'] ?? x['anyOf']) as unknown[] | undefined;
  const variantsY = (y['oneOf'] ?? y['anyOf']) as unknown[] | undefined;
  if (variantsX || variantsY) {
    const nx = variantsX?.length ?? 1;
    const ny = variantsY?.length ?? 1;
    if (nx !== ny) push(dir === 'request' ? ny < nx : ny > nx, `${nx} → ${ny} alternatives`);
    // the first alternative keeps the path (an answer's is the success envelope, the second the refusal)
    else if (variantsX && variantsY)
      variantsX.forEach((v, i) =>
        compareSchema(v, variantsY[i], dir, where, i ? `${path}(alternative ${i + 1})` : path, out, ra, rb, depth + 1),
      );
    return;
  }

  const tx = types(x);
  const ty = types(y);
  if (tx && ty) {
    const lost = [...tx].filter((t) => !ty.has(t));
    const gained = [...ty].filter((t) => !tx.has(t));
    if (lost.length) push(dir === 'request', `no longer ${lost.join('/')}`);
    if (gained.length) push(dir === 'response', `may now be ${gained.join('/')}`);
  } else if (tx && !ty) push(dir === 'response', 'type no longer fixed');
  else if (!tx && ty) push(dir === 'request', `now only ${[...ty].join('/')}`);

  const vx = values(x);
  const vy = values(y);
  if (vx && vy) {
    const lost = [...vx].filter((v) => !vy.has(v));
    const gained = [...vy].filter((v) => !vx.has(v));
    if (lost.length) push(dir === 'request', `value${lost.length > 1 ? 's' : ''} ${lost.join(', ')} removed`);
    if (gained.length) push(dir === 'response', `value${gained.length > 1 ? 's' : ''} ${gained.join(', ')} added`);
  } else if (!vx && vy) push(dir === 'request', 'now limited to a list of values');
  else if (vx && !vy) push(dir === 'response', 'no longer limited to a list of values');

  const px = (x['properties'] ?? {}) as Json;
  const py = (y['properties'] ?? {}) as Json;
  const reqX = new Set((x['required'] as string[] | undefined) ?? []);
  const reqY = new Set((y['required'] as string[] | undefined) ?? []);
  for (const name of new Set([...Object.keys(px), ...Object.keys(py)])) {
    const sub = path ? `${path}.${name}` : name;
    if (!(name in py)) {
      push(dir === 'response' || reqX.has(name), dir === 'response' ? 'removed' : 'no longer accepted', sub);
      continue;
    }
    if (!(name in px)) {
      if (dir === 'request') push(reqY.has(name), reqY.has(name) ? 'new required field' : 'new optional field', sub);
      else push(false, 'new field', sub);
      continue;
    }
    if (dir === 'request' && !reqX.has(name) && reqY.has(name)) push(true, 'now required', sub);
    if (dir === 'response' && reqX.has(name) && !reqY.has(name)) push(true, 'may now be missing', sub);
    compareSchema(px[name], py[name], dir, where, sub, out, ra, rb, depth + 1);
  }
  if (x['items'] || y['items']) compareSchema(x['items'], y['items'], dir, where, `${path}[]`, out, ra, rb, depth + 1);
}

const JSON_TYPE = 'application/json';
const bodySchema = (op: Json) =>
  ((op['requestBody'] as Json | undefined)?.['content'] as Json | undefined)?.[JSON_TYPE] as Json | undefined;
const params = (op: Json) =>
  new Map(((op['parameters'] as Json[] | undefined) ?? []).map((p) => [`${String(p['in'])} ${String(p['name'])}`, p]));

/** Every difference between the document a client was built on (`before`) and the current one (`after`). */
export function diffOpenApi(before: Doc, after: Doc): ApiChange[] {
  const out: ApiChange[] = [];
  const ra = resolver(before);
  const rb = resolver(after);
  for (const [path, ops] of Object.entries(before.paths)) {
    for (const [method, o] of Object.entries(ops)) {
      const op = o as Json;
      const where = `${method.toUpperCase()} ${path}`;
      const next = after.paths[path]?.[method] as Json | undefined;
      if (!next) {
        out.push({ breaking: true, where, what: 'route removed' });
        continue;
      }
      const pa = params(op);
      const pb = params(next);
      for (const [key, p] of pb) {
        const had = pa.get(key);
        if (!had)
          out.push({
            breaking: p['required'] === true,
            where,
            what: `new ${p['required'] === true ? 'required' : 'optional'} parameter ${key}`,
          });
        else {
          if (had['required'] !== true && p['required'] === true)
            out.push({ breaking: true, where, what: `parameter ${key} now required` });
          compareSchema(had['schema'], p['schema'], 'request', where, `parameter ${key}`, out, ra, rb);
        }
      }
      for (const key of pa.keys()) if (!pb.has(key)) out.push({ breaking: false, where, what: `parameter ${key} no longer read` });
      const ba = bodySchema(op);
      const bb = bodySchema(next);
      if (ba && bb) compareSchema(ba['schema'], bb['schema'], 'request', where, '', out, ra, rb);
      else if (!ba && bb) out.push({ breaking: (next['requestBody'] as Json)['required'] === true, where, what: 'now takes a body' });
      const okA = ((op['responses'] as Json)['200'] as Json | undefined)?.['content'] as Json | undefined;
      const okB = ((next['responses'] as Json)['200'] as Json | undefined)?.['content'] as Json | undefined;
      const sa = (okA?.[JSON_TYPE] as Json | undefined)?.['schema'];
      const sb = (okB?.[JSON_TYPE] as Json | undefined)?.['schema'];
      if (sa && sb) compareSchema(sa, sb, 'response', where, 'answer', out, ra, rb);
      else if (sa && !sb) out.push({ breaking: true, where, what: 'answer no longer described' });
      else if (!sa && sb) out.push({ breaking: false, where, what: 'answer described' });
    }
  }
  for (const [path, ops] of Object.entries(after.paths)) {
    for (const method of Object.keys(ops)) {
      if (!before.paths[path]?.[method]) out.push({ breaking: false, where: `${method.toUpperCase()} ${path}`, what: 'route added' });
    }
  }
  return out;
}

/** The changes as lines, breaking ones first. */
export function describeChanges(changes: ApiChange[]): string {
  const line = (c: ApiChange) => `  ${c.breaking ? 'BREAKING' : 'compatible'}  ${c.where}  ${c.what}`;
  return [...changes.filter((c) => c.breaking), ...changes.filter((c) => !c.breaking)].map(line).join('\n');
}

/** Breaking changes the changelog does not mention (each needs a line naming its route, e.g. `GET /api/v1/x`). */
export function unrecordedBreaking(changes: ApiChange[], changelog: string): ApiChange[] {
  return changes.filter((c) => c.breaking && !changelog.includes(c.where));
}
