/** Helpers of the reading browser tests (issue #21). */
import sharp from 'sharp';
import type { DataSource } from 'typeorm';

/** A plain PNG of one colour, to upload. */
export async function png(width: number, height: number, background: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** The data of a successful answer; a refusal fails the test with the server's message. */
export async function ok<T>(res: Promise<{ code: number; msg: string; data: T }>): Promise<T> {
  const r = await res;
  if (r.code !== 1) throw new Error(`refused: ${r.msg}`);
  return r.data;
}

const text = (s: string) => JSON.stringify({ 'zh-cn': s, 'en-us': s, 'zh-hant': s });

/** A monthly magazine, straight into its table (as the demo seed would). */
export async function insertMagazine(ds: DataSource, title: string): Promise<string> {
  const [m] = (await ds.query(
    `INSERT INTO magazines (title, description, publisher, frequency, cover, position) VALUES ($1, $2, $3, 'monthly', '/uploads/m.jpg', 0) RETURNING id`,
    [
      text(title),
      text(`${title}: a magazine for divers`),
      JSON.stringify({ 'zh-cn': 'Reef Press', 'en-us': 'Reef Press', 'zh-hant': 'Reef Press' }),
    ],
  )) as { id: string }[];
  return m!.id;
}

export async function insertIssue(
  ds: DataSource,
  magazineId: string,
  kind: 'periodical' | 'monthly',
  number: number,
  title: string,
): Promise<string> {
  const [i] = (await ds.query(
    `INSERT INTO magazine_issues (magazine_id, kind, number, title, cover, issued_on) VALUES ($1, $2, $3, $4, '/uploads/i.jpg', '2026-11-01') RETURNING id`,
    [magazineId, kind, number, text(title)],
  )) as { id: string }[];
  return i!.id;
}
