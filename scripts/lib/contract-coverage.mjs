// The API routes no test calls (issue #40). Every answer a test receives is checked against the
// API document (test/setup/contract.ts), which notes the operation in REEFLINE_CONTRACT_CALLS; after
// a full run, the operations of docs/openapi.json that no test called must be exactly the committed
// list test/contract/uncalled-routes.json: a route no test calls fails the run until a test calls
// it (or it is listed), and a listed route a test now calls must leave the list.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export function checkUncalled({ callsDir, docFile, listFile }) {
  const doc = JSON.parse(readFileSync(docFile, 'utf8'));
  const operations = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
  const called = new Set(
    existsSync(callsDir)
      ? readdirSync(callsDir).flatMap((f) => readFileSync(path.join(callsDir, f), 'utf8').split('\n').filter(Boolean))
      : [],
  );
  const uncalled = operations.filter((id) => !called.has(id)).sort();
  const listed = new Set(JSON.parse(readFileSync(listFile, 'utf8')).uncalled);
  const grew = uncalled.filter((id) => !listed.has(id));
  const stale = [...listed].filter((id) => !uncalled.includes(id)).sort();
  const rel = path.relative(process.cwd(), listFile);
  const lines = [];
  if (grew.length) lines.push(`no test calls these routes (call them in a test, or list them in ${rel}): ${grew.join(', ')}`);
  if (stale.length) lines.push(`tests now call these listed routes (remove them from ${rel}): ${stale.join(', ')}`);
  return { ok: lines.length === 0, message: lines.join('\n'), called: operations.length - uncalled.length, total: operations.length, uncalled };
}
