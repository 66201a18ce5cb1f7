/** Every table's content as one hash each (a sweep that must change nothing compares two). */
import type { DataSource } from 'typeorm';

export async function snapshot(ds: DataSource): Promise<Record<string, string>> {
  const tables = (await ds.query(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'migrations' ORDER BY tablename`,
  )) as { tablename: string }[];
  const out: Record<string, string> = {};
  for (const { tablename } of tables) {
    const [row] = (await ds.query(`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM "${tablename}" t`)) as {
      h: string;
    }[];
    out[tablename] = row!.h;
  }
  return out;
}
