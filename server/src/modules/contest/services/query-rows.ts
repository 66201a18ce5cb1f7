/** TypeORM answers UPDATE/DELETE … RETURNING with [rows, count] and other statements with rows. */
export function rowsOf<T>(result: unknown): T[] {
  const r = result as unknown[];
  return Array.isArray(r[0]) && typeof r[1] === 'number' && r.length === 2 ? (r[0] as T[]) : (r as T[]);
}
