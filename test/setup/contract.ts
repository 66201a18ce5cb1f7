/**
 * The contract check: every answer a test receives (ApiClient, and the pages of browser tests) is
 * validated against what the served API document declares for that route and status, so an answer
 * that drifts from the document fails the test that received it, naming the route, the status and
 * the field. Routes the tests call are noted for the run's coverage list (scripts/test.mjs).
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

interface Operation {
  operationId: string;
  responses: Record<string, { content?: Record<string, unknown>; $ref?: string }>;
}
interface Doc {
  paths: Record<string, Record<string, Operation>>;
}
interface Route {
  method: string;
  template: string;
  pattern: RegExp;
  op: Operation;
}

export class ContractError extends Error {}

/** The checker for one served document. */
export class Contract {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  private readonly routes: Route[] = [];
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(readonly doc: Doc) {
    addFormats(this.ajv);
    this.ajv.addSchema(doc as object, 'openapi');
    for (const [template, ops] of Object.entries(doc.paths)) {
      const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+')}$`);
      for (const [method, op] of Object.entries(ops)) this.routes.push({ method: method.toUpperCase(), template, pattern, op });
    }
    // A literal segment wins over a parameter (`/orders/stats` before `/orders/{id}`), as in the router.
    const params = (t: string) => (t.match(/\{/g) ?? []).length;
    this.routes.sort((a, b) => params(a.template) - params(b.template));
  }

  /** The route an URL path reaches, or undefined (not an API route of this document). */
  find(method: string, path: string): Route | undefined {
    const p = path.split('?')[0]!;
    return this.routes.find((r) => r.method === method.toUpperCase() && r.pattern.test(p));
  }

  private validator(pointer: string): ValidateFunction {
    let v = this.validators.get(pointer);
    if (!v) {
      v = this.ajv.getSchema(`openapi#${pointer}`);
      if (!v) throw new ContractError(`the API document has no schema at ${pointer}`);
      this.validators.set(pointer, v);
    }
    return v;
  }

  /**
   * Checks one answer; throws a ContractError naming the route, the status and the fields that do
   * not match. Returns the operation id (undefined when the path is no route of the document).
   */
  check(method: string, path: string, status: number, body: unknown, contentType = 'application/json'): string | undefined {
    const route = this.find(method, path);
    if (!route) return undefined;
    const where = `${method.toUpperCase()} ${route.template} (${route.op.operationId}) answered HTTP ${status}`;
    const declared = route.op.responses[String(status)];
    if (!declared) throw new ContractError(`${where}, which it does not declare (declared: ${Object.keys(route.op.responses).join(', ')})`);
    if (!contentType.includes('application/json')) {
      // not the envelope: a page or a redirect, as the route declares it
      const type = contentType.split(';')[0]!.trim();
      if (declared.content ? !declared.content[type] : type && status < 300)
        throw new ContractError(`${where} as ${type || 'no content'}, which it does not declare`);
      return route.op.operationId;
    }
    const code = (body as { code?: unknown } | null)?.code;
    const base = `/paths/${escape(route.template)}/${method.toLowerCase()}/responses`;
    let pointer: string;
    if (declared.$ref) pointer = `${declared.$ref.slice(1)}/content/application~1json/schema`;
    // a refusal envelope; an answer without `code` is either a third party's own JSON (a raw route's
    // first schema) or an envelope missing its code (refused by the envelope's schema)
    else if (status === 200 && code !== 1 && code !== undefined) pointer = '/components/schemas/Refusal';
    // the success envelope (code 1) is the first of a declared oneOf; a 503 the route declares
    // itself (a degraded health) has the Unavailable error second
    else if (declared.content?.['application/json'])
      pointer = `${base}/${status}/content/application~1json/schema/oneOf/${status !== 200 && code !== 1 ? 1 : 0}`;
    else return route.op.operationId; // not the JSON envelope (a redirect, a page), or not described yet (counted elsewhere)
    const validate = this.validator(pointer);
    if (!validate(body))
      throw new ContractError(`${where} with code ${String(code)}, not as documented:\n${describe(validate.errors ?? [])}`);
    return route.op.operationId;
  }
}

const escape = (template: string) => template.replace(/~/g, '~0').replace(/\//g, '~1');

function describe(errors: ErrorObject[]): string {
  return errors
    .slice(0, 8)
    .map((e) => {
      const field = e.instancePath.replace(/^\//, '').replace(/\//g, '.') || '(the answer)';
      const extra =
        e.keyword === 'additionalProperties' ? ` '${String((e.params as { additionalProperty?: string }).additionalProperty)}'` : '';
      return `  ${field}: ${e.message ?? e.keyword}${extra}`;
    })
    .join('\n');
}

const contracts = new Map<string, Promise<Contract | null>>();

/** The checker for the app at `baseUrl` (its document fetched once); null when it serves none. */
export function contractFor(baseUrl: string): Promise<Contract | null> {
  let c = contracts.get(baseUrl);
  if (!c) {
    c = fetch(`${baseUrl}/api/docs/json`)
      .then(async (res) => (res.ok ? new Contract((await res.json()) as Doc) : null))
      .catch(() => null);
    contracts.set(baseUrl, c);
  }
  return c;
}

/** Notes an operation a test called, for the run's list of routes no test calls (scripts/test.mjs reads it). */
export function noteCalled(operationId: string): void {
  const dir = process.env['REEFLINE_CONTRACT_CALLS'];
  if (!dir || called.has(operationId)) return;
  called.add(operationId);
  mkdirSync(dir, { recursive: true });
  appendFileSync(join(dir, `${process.pid}.txt`), `${operationId}\n`);
}
const called = new Set<string>();

/**
 * fetch() for tests that need the raw answer (a redirect, a page, headers of their own, a malformed
 * body): the answer is checked against the document as ApiClient's are.
 */
export async function checkedFetch(input: string, init?: RequestInit): Promise<Response> {
  const res = await fetch(input, init);
  const method = init?.method ?? 'GET';
  // HEAD has no body to check; 414 and 431 come from Node's HTTP parser, before any route runs.
  if (method === 'HEAD' || res.status === 414 || res.status === 431) return res;
  const url = new URL(input);
  const type = res.headers.get('content-type') ?? '';
  const body: unknown = type.includes('application/json') ? await res.clone().json() : undefined;
  const contract = await contractFor(url.origin);
  const id = contract?.check(method, url.pathname, res.status, body, type);
  if (id) noteCalled(id);
  return res;
}

/** Checks an answer against the document of the app at `baseUrl` (ApiClient and the browser tests call this). */
export async function checkAnswer(baseUrl: string, method: string, path: string, status: number, body: unknown): Promise<void> {
  const contract = await contractFor(baseUrl);
  const id = contract?.check(method, path, status, body);
  if (id) noteCalled(id);
}
