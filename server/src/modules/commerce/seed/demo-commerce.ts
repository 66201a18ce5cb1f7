import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '@server/config/app-config';
import type { LocalText } from '../services/local-text';

const DAY = 86_400_000;
const SHANGHAI_MS = 8 * 3_600_000;

/** `hour` o'clock in Shanghai, `days` days from today there: exhibitions open and close on the hour, as real ones do. */
function shanghaiAt(now: number, days: number, hour: number): Date {
  const today = Math.floor((now + SHANGHAI_MS) / DAY) * DAY - SHANGHAI_MS;
  return new Date(today + days * DAY + hour * 3_600_000);
}
const txt = (zh: string, en: string, hant: string): LocalText => ({ 'zh-cn': zh, 'en-us': en, 'zh-hant': hant });

/** A small SVG poster (no binary assets in the repository); no words on it: readers of three languages see it. */
function poster(from: string, to: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="420" viewBox="0 0 750 420">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="750" height="420" fill="url(#g)"/>
<g fill="#fff" opacity=".25"><circle cx="120" cy="330" r="60"/><circle cx="620" cy="90" r="40"/><circle cx="560" cy="300" r="24"/></g>
<path d="M0 330 Q190 280 375 330 T750 320 V420 H0 Z" fill="#fff" opacity=".12"/>
<path d="M300 200 c50 -40 130 -40 180 0 c-50 40 -130 40 -180 0 z M480 200 l40 -25 v50 z" fill="#fff" opacity=".55"/></svg>`;
}

interface DemoType {
  name: LocalText;
  price: number;
  quota: number;
  perOrderLimit: number;
}

/**
 * The exhibitions' demo posters under `<UPLOAD_DIR>/demo/` (local storage only), written where
 * missing or different: also when the demo data is already in the database but this checkout's upload folder is
 * new (a fresh clone against an existing database).
 */
export function writeCommerceDemoImages(config: AppConfig): void {
  if (config.raw.STORAGE_DRIVER !== 'local') return;
  const dir = resolve(config.raw.UPLOAD_DIR, 'demo');
  mkdirSync(dir, { recursive: true });
  const files: [string, string, string][] = [
    ['ocean-light.svg', '#0a7bd8', '#01304f'],
    ['ocean-light-2.svg', '#124e78', '#0b1d2e'],
    ['reef-futures.svg', '#ff6a3d', '#b8202a'],
    ['reef-futures-2.svg', '#12a37a', '#0b4f45'],
  ];
  for (const [file, from, to] of files) {
    const path = join(dir, file);
    // rewritten when it differs too: posters of earlier demo data carried words (issue #36)
    const svg = poster(from, to);
    if (!existsSync(path) || readFileSync(path, 'utf8') !== svg) writeFileSync(path, svg);
  }
}

/**
 * Demo data of the commerce module, loaded by `seedDemoData` right after the demo accounts (so only
 * into a database that had no users): one running and one upcoming exhibition with several ticket
 * types, three coupons, and a paid order of two tickets for member@reefline.local (for check-in by
 * volunteer@reefline.local).
 */
/** What the ticket shop's demo needs from outside: the member who holds the paid order, and a way to write a paid order (orders' seed). */
export interface CommerceDemoPeople {
  memberId: string;
  /** Writes a paid order (orders' tables) and returns its number. */
  placePaidOrder(order: {
    id: string;
    kind: 'ticket';
    letter: string;
    userId: string;
    itemRef: string;
    title: string;
    unitPrice: number;
    quantity: number;
    currency: string;
  }): Promise<string>;
}

export async function seedCommerceDemo(ds: DataSource, config: AppConfig, people: CommerceDemoPeople): Promise<void> {
  writeCommerceDemoImages(config);
  const cover = (file: string) => `/uploads/demo/${file}`;
  const now = Date.now();

  const exhibitions: {
    title: LocalText;
    description: LocalText;
    cover: string;
    gallery: string[];
    venue: LocalText;
    address: LocalText;
    city: LocalText;
    lat: number;
    lng: number;
    starts: Date;
    ends: Date;
    types: DemoType[];
  }[] = [
    {
      title: txt('海洋之光 · 水下摄影展', 'Ocean Light: Underwater Photography', '海洋之光 · 水下攝影展'),
      description: txt(
        '来自 30 位潜水摄影师的 120 幅作品：蝠鲼夜潜、珊瑚产卵与深海生物。展期内每天 14:00 有摄影师导览。',
        '120 images by 30 diving photographers: manta night dives, coral spawning and deep-sea life. Photographer-led tours daily at 14:00.',
        '來自 30 位潛水攝影師的 120 幅作品：蝠鱝夜潛、珊瑚產卵與深海生物。展期內每天 14:00 有攝影師導覽。',
      ),
      cover: cover('ocean-light.svg'),
      gallery: [cover('ocean-light.svg'), cover('ocean-light-2.svg')],
      venue: txt('深圳海洋艺术中心', 'Shenzhen Ocean Art Centre', '深圳海洋藝術中心'),
      address: txt('深圳市南山区滨海大道 1 号', '1 Binhai Avenue, Nanshan, Shenzhen', '深圳市南山區濱海大道 1 號'),
      city: txt('深圳', 'Shenzhen', '深圳'),
      lat: 22.5146,
      lng: 113.9447,
      starts: shanghaiAt(now, -2, 10),
      ends: shanghaiAt(now, 30, 18),
      types: [
        { name: txt('成人票', 'Adult', '成人票'), price: 8000, quota: 500, perOrderLimit: 6 },
        { name: txt('学生票', 'Student', '學生票'), price: 4000, quota: 200, perOrderLimit: 2 },
        {
          name: txt('家庭套票（2大1小）', 'Family pack (2 adults + 1 child)', '家庭套票（2大1小）'),
          price: 20000,
          quota: 50,
          perOrderLimit: 2,
        },
      ],
    },
    {
      title: txt('珊瑚未来 · 2027 潜水博览会', 'Reef Futures Dive Expo 2027', '珊瑚未來 · 2027 潛水博覽會'),
      description: txt(
        '潜水装备、目的地与珊瑚保育的年度盛会：200 家展商、自由潜水体验池和珊瑚修复工作坊。',
        'The yearly show for dive gear, destinations and reef conservation: 200 exhibitors, a freediving try-out pool and coral restoration workshops.',
        '潛水裝備、目的地與珊瑚保育的年度盛會：200 家展商、自由潛水體驗池和珊瑚修復工作坊。',
      ),
      cover: cover('reef-futures.svg'),
      gallery: [cover('reef-futures.svg'), cover('reef-futures-2.svg')],
      venue: txt('上海国际会展中心 3 号馆', 'Shanghai International Expo Centre, Hall 3', '上海國際會展中心 3 號館'),
      address: txt('上海市浦东新区龙阳路 2345 号', '2345 Longyang Road, Pudong, Shanghai', '上海市浦東新區龍陽路 2345 號'),
      city: txt('上海', 'Shanghai', '上海'),
      lat: 31.2077,
      lng: 121.5556,
      starts: shanghaiAt(now, 20, 9),
      ends: shanghaiAt(now, 23, 17),
      types: [
        { name: txt('早鸟票', 'Early bird', '早鳥票'), price: 6800, quota: 100, perOrderLimit: 4 },
        { name: txt('标准票', 'Standard', '標準票'), price: 9800, quota: 1000, perOrderLimit: 10 },
        { name: txt('VIP 通票', 'VIP pass', 'VIP 通票'), price: 29900, quota: 30, perOrderLimit: 2 },
      ],
    },
  ];

  const typeIds: string[][] = [];
  for (const e of exhibitions) {
    const id = randomUUID();
    await ds.query(
      `INSERT INTO exhibitions (id, title, description, cover, gallery, venue_name, venue_address, city, lat, lng, starts_at, ends_at, currency)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'CNY')`,
      [id, e.title, e.description, e.cover, JSON.stringify(e.gallery), e.venue, e.address, e.city, e.lat, e.lng, e.starts, e.ends],
    );
    const ids: string[] = [];
    for (const [i, tt] of e.types.entries()) {
      const ttId = randomUUID();
      await ds.query(
        `INSERT INTO ticket_types (id, exhibition_id, name, price, quota, per_order_limit, sale_starts_at, sale_ends_at, sort)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [ttId, id, tt.name, tt.price, tt.quota, tt.perOrderLimit, shanghaiAt(now, -10, 10), e.ends, i],
      );
      ids.push(ttId);
    }
    typeIds.push(ids);
  }

  const coupons: [LocalText, 'amount' | 'percent', number, number, number, number, number][] = [
    [txt('满100减10', '¥10 off orders over ¥100', '滿100減10'), 'amount', 1000, 10000, 1, 30, 200],
    [txt('观展8折券', '20% off tickets', '觀展8折券'), 'percent', 20, 0, 2, 7, 50],
    [txt('新人立减5元', 'New here: ¥5 off', '新人立減5元'), 'amount', 500, 0, 1, 14, 1000],
  ];
  for (const [title, kind, value, minSpend, perPerson, validDays, stock] of coupons) {
    await ds.query(
      `INSERT INTO coupons (title, kind, value, min_spend, currency, per_person_limit, valid_days, stock) VALUES ($1, $2, $3, $4, 'CNY', $5, $6, $7)`,
      [title, kind, value, minSpend, perPerson, validDays, stock],
    );
  }

  // A paid order of two Adult tickets for the member, so the volunteer has something to check in:
  // the order and its payment through orders' seed, what makes it a ticket order here.
  const memberId = people.memberId;
  const [running] = exhibitions;
  const adult = typeIds[0][0];
  const orderId = randomUUID();
  const [exRow] = (await ds.query(`SELECT exhibition_id FROM ticket_types WHERE id = $1`, [adult])) as { exhibition_id: string }[];
  const number = await people.placePaidOrder({
    id: orderId,
    kind: 'ticket',
    letter: 'T',
    userId: memberId,
    itemRef: adult,
    title: `${running.title['zh-cn']} · ${running.types[0].name['zh-cn']}`,
    unitPrice: running.types[0].price,
    quantity: 2,
    currency: 'CNY',
  });
  await ds.query(
    `INSERT INTO ticket_orders (order_id, exhibition_id, ticket_type_id, holder_name, holder_email, holder_country)
     VALUES ($1, $2, $3, 'Member Diver', 'member@reefline.local', 'China')`,
    [orderId, exRow.exhibition_id, adult],
  );
  await ds.query(`UPDATE ticket_types SET sold = sold + 2 WHERE id = $1`, [adult]);
  for (const seq of [1, 2]) {
    await ds.query(
      `INSERT INTO tickets (order_id, order_number, seq, user_id, exhibition_id, ticket_type_id, secret, valid_from, valid_to)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        orderId,
        number,
        seq,
        memberId,
        exRow.exhibition_id,
        adult,
        randomBytes(16).toString('base64url'),
        new Date(running.starts.getTime() - 3600_000),
        running.ends,
      ],
    );
  }
}
