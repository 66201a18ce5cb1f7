/**
 * The API document as a contract (issue #40): the served document is the committed one, every
 * operation declares its answers, outside tools accept it (an OpenAPI schema validator, Redocly's
 * recommended rules), and a client generated from it compiles and works against the app.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { DataSource } from 'typeorm';
import { describeChanges, diffOpenApi } from '@server/common/http/openapi-diff';
import type { OpenApiDocument } from '@server/common/http/openapi';
import { userWithRoles } from '@test/setup/factories';
import { startApp, type TestApp } from '@test/setup/harness';
import { contestWithEntries } from '../contest/helpers';

const run = promisify(execFile);
const ROOT = join(__dirname, '..', '..');
const TMP = join(ROOT, '.tmp', 'contract');
const bin = (pkg: string, file: string) => join(ROOT, 'node_modules', pkg, file);

describe('the API document (served at /api/docs/json, committed as docs/openapi.json)', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  let file: string;

  beforeAll(async () => {
    t = await startApp();
    doc = (await (await fetch(`${t.url}/api/docs/json`)).json()) as OpenApiDocument;
    mkdirSync(TMP, { recursive: true });
    file = join(TMP, `served-${process.pid}.json`);
    writeFileSync(file, JSON.stringify(doc));
  });
  afterAll(() => t?.close());

  it('is the committed docs/openapi.json (regenerate with `npm run openapi`; breaking changes need a changelog line)', () => {
    const committed = JSON.parse(readFileSync(join(ROOT, 'docs', 'openapi.json'), 'utf8')) as OpenApiDocument;
    const changes = diffOpenApi(committed, doc);
    if (changes.length)
      throw new Error(`the served document differs from docs/openapi.json:\n${describeChanges(changes)}\nrun npm run openapi`);
    // the comparer reads shapes; the rest (summaries, descriptions, examples) must match too
    expect(doc).toEqual(committed);
  });

  it('declares, for every operation, its success answer and its error answers', () => {
    const undescribed: string[] = [];
    let operations = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        operations++;
        const statuses = Object.keys(op.responses).map(Number);
        const success = Object.entries(op.responses).find(([s]) => Number(s) < 400)?.[1] as
          { content?: object; headers?: object } | undefined;
        const described = success && (success.content || success.headers);
        if (!described || !statuses.some((s) => s >= 400 && s < 500) || !statuses.includes(500)) {
          undescribed.push(`${method.toUpperCase()} ${path} (${op.operationId})`);
        }
      }
    }
    expect(operations).toBeGreaterThan(150);
    expect(undescribed).toEqual([]);
  });

  it('is valid OpenAPI 3.1 for an independent schema validator', async () => {
    const { stdout } = await run(process.execPath, [bin('@seriousme/openapi-schema-validator', 'bin/validate-api-cli.js'), file]);
    expect(JSON.parse(stdout)).toEqual({ valid: true });
  });

  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
    const out = await run(process.execPath, [bin('@redocly/cli', 'bin/cli.js'), 'lint', file, '--format=json'], {
      env,
      maxBuffer: 64 << 20,
    }).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
    const report = JSON.parse(out.stdout.slice(out.stdout.indexOf('{'))) as {
      problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
    };
    expect(report.problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`)).toEqual([]);
  }, 120_000);

  it('generates a typed client (openapi-typescript) that compiles strictly, logs in, lists articles and votes', async () => {
    const generated = join(ROOT, 'test', 'contract', 'generated', 'reefline-api.d.ts');
    await run(process.execPath, [bin('openapi-typescript', 'bin/cli.js'), file, '-o', generated]);
    const example = join(ROOT, 'test', 'contract', 'example', 'client.ts');
    const program = ts.createProgram([example], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2023,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
      types: [],
      skipLibCheck: false,
    });
    const errors = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(errors).toEqual([]);

    // and it works: the compiled script against this app
    const { entries } = await contestWithEntries(t, 1);
    const voter = await userWithRoles(t, []);
    await t.app.get(DataSource).query(`UPDATE users SET created_at = now() - interval '30 days' WHERE phone = $1`, [voter.phone]);
    const js = ts.transpileModule(readFileSync(example, 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2023 },
    });
    // (its type restated: importing the example would make the project's typecheck need the generated file)
    type Run = (
      base: string,
      account: string,
      password: string,
      entryId: string,
    ) => Promise<{ nickname: string; articleTitles: string[]; totalArticles: number; vote: object }>;
    const compiled = join(TMP, `client-${process.pid}.cjs`);
    writeFileSync(compiled, js.outputText);
    const mod = (await import(compiled)) as { run: Run };
    const outcome = await mod.run(t.url, voter.phone, 'reef2026', entries[0]!.id);
    expect(outcome.nickname).toBe(voter.user.nickname);
    expect(outcome.totalArticles).toBe(outcome.articleTitles.length);
    expect(outcome.vote).toMatchObject({ code: 1, votes: 1 });
  }, 120_000);
});
