import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import type { RankRow } from '@contracts/schemas/contest';
import type { AppConfig } from '@server/config/app-config';
import { createStorage } from '@server/infra/storage/storage.module';
import { rankStandings } from '../services/ranking';
import { zonedDay } from '../services/zoned-day';
import { entryTexts, RULES_2025, RULES_2026, TITLES } from './demo-contest-data';

/** A small deterministic PRNG (mulberry32), so the demo looks the same on every install. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An underwater-looking picture: deep gradient, light rays, a silhouette, coral and bubbles. */
function underwaterSvg(seed: number): string {
  const r = prng(seed);
  const W = 1200;
  const H = 900;
  const hue = 185 + Math.floor(r() * 40);
  const top = `hsl(${hue}, 70%, ${38 + Math.floor(r() * 12)}%)`;
  const bottom = `hsl(${hue + 15}, 80%, ${8 + Math.floor(r() * 8)}%)`;
  const rays = Array.from({ length: 5 }, () => {
    const x = r() * W;
    const w = 40 + r() * 90;
    return `<polygon points="${x},0 ${x + w},0 ${x + w * 3 - 200},${H} ${x + w * 2 - 260},${H}" fill="white" opacity="${(0.04 + r() * 0.06).toFixed(2)}"/>`;
  }).join('');
  const cx = 300 + r() * 600;
  const cy = 250 + r() * 250;
  const s = 0.7 + r() * 0.8;
  const creature =
    r() < 0.5
      ? // a manta: wide wings and a tail
        `<g transform="translate(${cx},${cy}) scale(${s})" fill="#06131f" opacity="0.85"><path d="M0,0 C-120,-30 -230,10 -300,60 C-200,40 -100,50 -30,80 L0,90 L30,80 C100,50 200,40 300,60 C230,10 120,-30 0,0 Z"/><path d="M0,85 L6,220 L-4,220 Z"/></g>`
      : // a fish school: a few ellipses with tails
        Array.from({ length: 9 }, () => {
          const fx = cx + (r() - 0.5) * 400;
          const fy = cy + (r() - 0.5) * 220;
          const fs = (0.5 + r() * 0.6) * s;
          return `<g transform="translate(${fx},${fy}) scale(${fs})" fill="hsl(${40 + Math.floor(r() * 20)}, 90%, 60%)" opacity="0.9"><ellipse cx="0" cy="0" rx="44" ry="18"/><polygon points="40,0 70,-18 70,18"/><circle cx="-26" cy="-4" r="3" fill="#111"/></g>`;
        }).join('');
  const coral = Array.from({ length: 7 }, () => {
    const x = r() * W;
    const h = 90 + r() * 160;
    const c = `hsl(${Math.floor(r() * 40) + 340}, 70%, ${35 + Math.floor(r() * 20)}%)`;
    return `<path d="M${x},${H} C${x - 30},${H - h / 2} ${x + 40},${H - h} ${x + 10},${H - h} C${x + 50},${H - h / 2} ${x + 60},${H - 20} ${x + 70},${H} Z" fill="${c}" opacity="0.85"/>`;
  }).join('');
  const bubbles = Array.from({ length: 26 }, () => {
    const rr = 3 + r() * 12;
    return `<circle cx="${r() * W}" cy="${r() * H}" r="${rr.toFixed(1)}" fill="none" stroke="white" stroke-width="2" opacity="${(0.2 + r() * 0.4).toFixed(2)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#g)"/>${rays}${coral}${creature}${bubbles}</svg>`;
}

/**
 * The entries' generated pictures, stored through the app's storage; returns their URLs. With
 * `onlyMissing` (local storage), files already on disk are kept: `setup` calls it so for a database
 * that already holds the demo data, e.g. a fresh clone whose upload folder is new.
 */
export async function writeContestDemoImages(config: AppConfig, onlyMissing: boolean): Promise<string[]> {
  const storage = createStorage(config); // the same storage the app uses, so demo images are served like uploads
  const images: string[] = [];
  for (let i = 0; i < TITLES.length + 2; i++) {
    const key = `images/contest/demo/ocean-${String(i + 1).padStart(2, '0')}.jpg`;
    images.push(storage.url(key));
    if (onlyMissing && (storage.driver !== 'local' || existsSync(resolve(config.raw.UPLOAD_DIR, key)))) continue;
    const data = await sharp(Buffer.from(underwaterSvg(i + 7)))
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    await storage.put(key, data, 'image/jpeg');
  }
  return images;
}

/** Twelve photographers besides the demo author (people who cannot log in; auth's seed makes them). */
export const DEMO_PHOTOGRAPHERS = [
  '海星 Star',
  'Coral Lin',
  '蓝鲸 Blue',
  'Mako',
  '小丑鱼 Nemo',
  'Reef Wang',
  '深蓝 Deep',
  'Kai',
  '珊瑚 Coral',
  'Nadia',
  '水母 Jelly',
  'Tomás',
] as const;

export interface DemoPerson {
  id: string;
  nickname: string;
}

/** Who the contest's demo is about: the demo author and member, and the photographers' accounts (DEMO_PHOTOGRAPHERS, in order). */
export interface ContestDemoPeople {
  author: DemoPerson;
  memberId: string;
  photographers: DemoPerson[];
}

/**
 * Demo data of the contest module, loaded by the orchestrator (server/src/seed) right after the demo accounts (so only
 * into a database that had no users): "Ocean Stars 2026" in progress (ends in four weeks) with 14
 * approved entries, one entry awaiting review by the member and votes over the last week; and
 * "Ocean Stars 2025", ended, with its frozen final ranking. Pictures are generated (sharp) and stored
 * through the app's storage.
 */
export async function seedContestDemo(ds: DataSource, config: AppConfig, people: ContestDemoPeople): Promise<void> {
  const images = await writeContestDemoImages(config, false);
  const { memberId } = people;
  const authorId = people.author.id;
  // Who is who, for the frozen final ranking (demo accounts have no avatar).
  const nicknames = new Map([people.author, ...people.photographers].map((p) => [p.id, p.nickname]));
  const photographers = people.photographers.map((p) => p.id);
  if (authorId) photographers.unshift(authorId);

  const now = Date.now();
  const day = 86_400_000;
  const [current] = (await ds.query(
    `INSERT INTO contests (year, title, cover, rules, starts_at, ends_at, votes_per_user_per_day, time_zone, translations)
     VALUES (2026, '海洋之星 2026', $1, $2, $3, $4, 5, 'Asia/Shanghai', $5) RETURNING id`,
    [
      images[0],
      RULES_2026['zh-cn'],
      new Date(now - 7 * day),
      new Date(now + 28 * day),
      JSON.stringify({
        'zh-cn': { title: '海洋之星 2026', rules: RULES_2026['zh-cn'] },
        'en-us': { title: 'Ocean Stars 2026', rules: RULES_2026['en-us'] },
        'zh-hant': { title: '海洋之星 2026', rules: RULES_2026['zh-hant'] },
      }),
    ],
  )) as { id: string }[];
  const contestId = current!.id;

  const entryIds: string[] = [];
  const ownerOf = new Map<string, string>();
  for (const [i, [title, place, camera, lens, introduction]] of TITLES.entries()) {
    const owner = photographers[i % photographers.length]!;
    const [row] = (await ds.query(
      `INSERT INTO contest_entries (contest_id, user_id, title, images, introduction, camera, lens, housing, accessories, place, year, status, reviewed_at, reach_seq, created_at, translations)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'approved', now(), nextval('contest_reach_seq'), $12, $13) RETURNING id`,
      [
        contestId,
        owner,
        title,
        [images[i], images[(i + 5) % images.length]],
        introduction,
        camera,
        lens,
        'Nauticam housing',
        'Two Inon Z-330 strobes',
        place,
        2025 + (i % 2),
        new Date(now - (7 - (i % 7)) * day),
        entryTexts(title, place),
      ],
    )) as { id: string }[];
    entryIds.push(row!.id);
    ownerOf.set(row!.id, owner);
  }
  if (memberId) {
    await ds.query(
      `INSERT INTO contest_entries (contest_id, user_id, title, images, introduction, camera, lens, housing, accessories, place, year, translations)
       VALUES ($1, $2, '第一次带相机下水', $3, '第一次带相机下水，在三亚的浅礁拍到一群雀鲷。', 'TG-7', '', 'PT-059', '', '三亚', 2026, $4)`,
      [
        contestId,
        memberId,
        [images[TITLES.length]],
        JSON.stringify({
          'zh-cn': { title: '第一次带相机下水', place: '三亚' },
          'en-us': { title: 'First dive with a camera', place: 'Sanya' },
          'zh-hant': { title: '第一次帶相機下水', place: '三亞' },
        }),
      ],
    );
  }

  // Votes over the past week: each photographer spends up to 5 votes a day on others' works.
  const r = prng(2026);
  const votes: [string, string, string, number][] = [];
  for (let d = 6; d >= 0; d--) {
    const dayStr = zonedDay(now - d * day, 'Asia/Shanghai');
    for (const voter of photographers) {
      const n = Math.floor(r() * 6);
      for (let slot = 1; slot <= n; slot++) {
        // A skewed pick so the ranking has leaders and close races.
        let e = entryIds[Math.floor(Math.pow(r(), 1.6) * entryIds.length)]!;
        if (ownerOf.get(e) === voter) e = entryIds[(entryIds.indexOf(e) + 1) % entryIds.length]!;
        votes.push([e, voter, dayStr, slot]);
      }
    }
  }
  await ds.query(
    `INSERT INTO votes (contest_id, entry_id, voter_id, day, slot, status, ip, created_at)
     SELECT $1, e, v, d, s, 'counted', '127.0.0.1', d::timestamp + interval '12 hours' FROM unnest($2::uuid[], $3::uuid[], $4::date[], $5::int[]) AS t(e, v, d, s)`,
    [contestId, votes.map((v) => v[0]), votes.map((v) => v[1]), votes.map((v) => v[2]), votes.map((v) => v[3])],
  );
  // Counters and reach stamps in the order the entries reached their counts (last vote first cast first).
  const counts: { entry_id: string; n: number }[] = await ds.query(
    `SELECT entry_id, count(*)::int AS n FROM votes WHERE contest_id = $1 GROUP BY entry_id ORDER BY max(id)`,
    [contestId],
  );
  for (const c of counts) {
    await ds.query(`UPDATE contest_entries SET votes = $2, reach_seq = nextval('contest_reach_seq') WHERE id = $1`, [c.entry_id, c.n]);
  }

  // Last year's contest, ended, with its final ranking frozen.
  const [past] = (await ds.query(
    `INSERT INTO contests (year, title, cover, rules, starts_at, ends_at, votes_per_user_per_day, status, ended_at, translations)
     VALUES (2025, '海洋之星 2025', $1, $4, $2, $3, 5, 'ended', $3, $5) RETURNING id`,
    [
      images[3],
      new Date(now - 400 * day),
      new Date(now - 340 * day),
      RULES_2025['zh-cn'],
      JSON.stringify({
        'zh-cn': { title: '海洋之星 2025', rules: RULES_2025['zh-cn'] },
        'en-us': { title: 'Ocean Stars 2025', rules: RULES_2025['en-us'] },
        'zh-hant': { title: '海洋之星 2025', rules: RULES_2025['zh-hant'] },
      }),
    ],
  )) as { id: string }[];
  const pastRows: { id: string; title: string; cover: string; owner: string; votes: number; seq: bigint }[] = [];
  for (let i = 0; i < 8; i++) {
    const [title, place, camera, lens] = TITLES[(i + 6) % TITLES.length]!;
    const owner = photographers[(i + 3) % photographers.length]!;
    const n = 40 + Math.floor(r() * 300);
    const [row] = (await ds.query(
      `INSERT INTO contest_entries (contest_id, user_id, title, images, introduction, camera, lens, housing, accessories, place, year, status, reviewed_at, votes, reach_seq, translations)
       VALUES ($1, $2, $3, $4, '', $5, $6, '', '', $7, 2024, 'approved', $8, $9, nextval('contest_reach_seq'), $10) RETURNING id, reach_seq::text AS seq`,
      [
        past!.id,
        owner,
        `${title} (2025)`,
        [images[(i + 8) % images.length]],
        camera,
        lens,
        place,
        new Date(now - 390 * day),
        n,
        entryTexts(title, place, ' (2025)'),
      ],
    )) as { id: string; seq: string }[];
    pastRows.push({
      id: row!.id,
      title: `${title} (2025)`,
      cover: images[(i + 8) % images.length]!,
      owner,
      votes: n,
      seq: BigInt(row!.seq),
    });
  }
  const byId = new Map(pastRows.map((p) => [p.id, p]));
  const final: RankRow[] = rankStandings(pastRows.map((p) => ({ id: p.id, votes: p.votes, reachSeq: p.seq }))).map((s) => {
    const p = byId.get(s.id)!;
    return { ...s, title: p.title, cover: p.cover, photographer: { id: p.owner, nickname: nicknames.get(p.owner) ?? '', avatar: null } };
  });
  await ds.query(`UPDATE contests SET final_ranking = $2 WHERE id = $1`, [past!.id, JSON.stringify(final)]);
}
