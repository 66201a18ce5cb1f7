/**
 * The app's route table (server/src/common/http/route-table.ts: what Nest registered plus the hot
 * routes). Tests that must cover every route (fuzzing, the IDOR sweep, the contract check) walk
 * it, so a new route is covered without editing them; `assertMatchesOpenApi` checks it against the
 * served document, so a route the walk missed fails the test.
 */
import { API_PREFIX as PREFIX, type RouteInfo } from '@server/common/http/route-table';

export { fillPath, routeTable, type Method, type RouteInfo } from '@server/common/http/route-table';

/** Fails when the OpenAPI document lists an API route the table does not have (or the other way round). */
export async function assertMatchesOpenApi(baseUrl: string, routes: RouteInfo[]): Promise<void> {
  const doc = (await (await fetch(`${baseUrl}/api/docs/json`)).json()) as { paths: Record<string, Record<string, unknown>> };
  const documented = new Set<string>();
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const m of Object.keys(ops)) documented.add(`${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
  }
  const walked = new Set(routes.map((r) => `${r.method} ${r.path}`));
  const missing = [...documented].filter((k) => k.includes(PREFIX) && !walked.has(k));
  const undocumented = [...walked].filter((k) => !documented.has(k));
  if (missing.length || undocumented.length) {
    throw new Error(
      `route table and OpenAPI differ: not walked ${JSON.stringify(missing)}, not documented ${JSON.stringify(undocumented)}`,
    );
  }
}
