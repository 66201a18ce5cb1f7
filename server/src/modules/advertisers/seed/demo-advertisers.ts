import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import type { Role } from '@contracts/api';
import type { AppConfig } from '@server/config/app-config';
import { createStorage } from '@server/infra/storage/storage.module';
import { licenceRef } from '@contracts/limits';

/*
 * The advertisers demo: packages; an approved (paid) advertiser with a campaign running on the home
 * banner (creative approved); an applicant whose application was rejected with a reason (editable).
 * Writes only this module's tables; the logins and the paid order are made by the orchestrator's
 * helpers (auth's and orders' seeds) and handed in.
 */

/** The demo's two logins (password as every demo account): made by auth's seed for this demo. */
export const DEMO_ADVERTISER_LOGINS: {
  label: 'advertiser' | 'applicant';
  phone: string;
  email: string;
  nickname: string;
  roles: Role[];
}[] = [
  { label: 'advertiser', phone: '13800000005', email: 'advertiser@reefline.local', nickname: '蓝礁潜水 Advertiser', roles: ['advertiser'] },
  { label: 'applicant', phone: '13800000006', email: 'applicant@reefline.local', nickname: '珊瑚装备 Applicant', roles: [] },
];

/**
 * Storage keys shaped like uploads (`images/<dir>/<yyyy>/<mm>/<uuid>.jpg`), so an edit may send them
 * back; the licences are private uploads (`.private/licences/…`, read through their route).
 */
const KEYS = {
  creative: 'images/advertisers/2026/11/5d1c2a52-7a1e-4c59-9d8e-0a5b1f3c2e01.jpg',
  licence: '.private/licences/2026/11/5d1c2a52-7a1e-4c59-9d8e-0a5b1f3c2e02.jpg',
  licence2: '.private/licences/2026/11/5d1c2a52-7a1e-4c59-9d8e-0a5b1f3c2e03.jpg',
};
/** The demo licences' ids (`ad_licences`), each its applicant's own upload. */
const LICENCE_IDS = { licence: '5d1c2a52-7a1e-4c59-9d8e-0a5b1f3c2e12', licence2: '5d1c2a52-7a1e-4c59-9d8e-0a5b1f3c2e13' };

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A 1200×500 banner: a sea gradient, a reef silhouette and bubbles; no words (readers of three languages see it; the app labels it as an ad). */
function creativeSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="500">
  <defs><linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0ea5c6"/><stop offset="1" stop-color="#083d5c"/></linearGradient></defs>
  <rect width="1200" height="500" fill="url(#sea)"/>
  <path d="M0 430 Q150 360 300 420 T600 410 T900 400 T1200 420 V500 H0 Z" fill="#f4a261" opacity="0.85"/>
  <circle cx="980" cy="140" r="70" fill="#ffffff" opacity="0.15"/><circle cx="1040" cy="220" r="30" fill="#ffffff" opacity="0.12"/>
  <circle cx="300" cy="180" r="22" fill="#ffffff" opacity="0.18"/><circle cx="340" cy="120" r="12" fill="#ffffff" opacity="0.15"/>
  <path d="M560 250 c60 -50 160 -50 220 0 c-60 50 -160 50 -220 0 z M780 250 l50 -30 v60 z" fill="#ffd166" opacity="0.9"/>
</svg>`;
}

/** A business licence look-alike (portrait), marked as a sample. */
function licenceSvg(company: string, code: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1100">
  <rect width="800" height="1100" fill="#fdf6e3"/><rect x="30" y="30" width="740" height="1040" fill="none" stroke="#b8860b" stroke-width="8"/>
  <text x="400" y="160" font-family="serif" font-size="64" fill="#8b0000" text-anchor="middle">营业执照</text>
  <text x="90" y="360" font-family="sans-serif" font-size="30" fill="#222">${esc(company)}</text>
  <text x="90" y="430" font-family="monospace" font-size="30" fill="#222">${esc(code)}</text>
  <text x="400" y="980" font-family="sans-serif" font-size="40" fill="#c00" text-anchor="middle" opacity="0.5">演示样本</text>
</svg>`;
}

const DEMO_COMPANIES = {
  advertiser: { name: '蓝礁潜水（深圳）有限公司', code: '91440300MA5F000007' },
  applicant: { name: '珊瑚装备贸易有限公司', code: '91310000MA1K000006' },
};

/** Renders and stores the demo's pictures (creative, licences); returns the URL of each key. */
export async function writeAdvertisersDemoImages(config: AppConfig): Promise<Record<keyof typeof KEYS, string>> {
  const storage = createStorage(config);
  const jpeg = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
  await storage.put(KEYS.creative, await jpeg(creativeSvg()), 'image/jpeg');
  await storage.put(KEYS.licence, await jpeg(licenceSvg(DEMO_COMPANIES.advertiser.name, DEMO_COMPANIES.advertiser.code)), 'image/jpeg');
  await storage.put(KEYS.licence2, await jpeg(licenceSvg(DEMO_COMPANIES.applicant.name, DEMO_COMPANIES.applicant.code)), 'image/jpeg');
  return { creative: storage.url(KEYS.creative), licence: licenceRef(LICENCE_IDS.licence), licence2: licenceRef(LICENCE_IDS.licence2) };
}

/** True once the advertisers demo (its packages) is there. */
export async function hasAdvertisersDemo(ds: DataSource): Promise<boolean> {
  const [row] = (await ds.query(`SELECT count(*)::int AS n FROM ad_packages`)) as { n: number }[];
  return (row?.n ?? 0) > 0;
}

export interface AdvertisersDemoPeople {
  advertiserId: string;
  applicantId: string;
  adminId: string;
  /** Writes a paid order (orders' tables) and returns its number. */
  placePaidOrder(order: {
    id: string;
    kind: 'ad_placement';
    letter: string;
    userId: string;
    itemRef: string;
    title: string;
    unitPrice: number;
    quantity: number;
    currency: string;
  }): Promise<string>;
}

const names = (zh: string, en: string, hant: string) => JSON.stringify({ 'zh-cn': zh, 'en-us': en, 'zh-hant': hant });

const contact = {
  province: '440000',
  city: '440300',
  district: '440305',
  legal_phone_prefix: '+86',
  contact_phone_prefix: '+86',
};

export async function seedAdvertisersDemo(ds: DataSource, config: AppConfig, people: AdvertisersDemoPeople): Promise<void> {
  const url = await writeAdvertisersDemoImages(config);
  for (const [which, userId] of [
    ['licence', people.advertiserId],
    ['licence2', people.applicantId],
  ] as const) {
    await ds.query(`INSERT INTO ad_licences (id, user_id, key, content_type) VALUES ($1, $2, $3, 'image/jpeg')`, [
      LICENCE_IDS[which],
      userId,
      KEYS[which],
    ]);
  }
  const packages = [
    ['home_banner', 7, 99_900, names('首页横幅 · 7 天', 'Home banner · 7 days', '首頁橫幅 · 7 天')],
    ['home_banner', 30, 299_900, names('首页横幅 · 30 天', 'Home banner · 30 days', '首頁橫幅 · 30 天')],
    ['feed_card', 7, 59_900, names('信息流卡片 · 7 天', 'Feed card · 7 days', '資訊流卡片 · 7 天')],
    ['in_article', 14, 79_900, names('文章内广告 · 14 天', 'In-article · 14 days', '文章內廣告 · 14 天')],
  ] as const;
  const pkgIds: string[] = [];
  for (const [slot, days, price, n] of packages) {
    const [row] = (await ds.query(`INSERT INTO ad_packages (slot, days, price, names) VALUES ($1, $2, $3, $4::jsonb) RETURNING id`, [
      slot,
      days,
      price,
      n,
    ])) as { id: string }[];
    pkgIds.push(row!.id);
  }

  const insertApp = async (
    userId: string,
    status: string,
    company: { name: string; code: string },
    licence: string,
    extra: Record<string, string>,
  ) => {
    const [row] = (await ds.query(
      `INSERT INTO ad_applications (user_id, status, company_name, province, city, district, address, credit_code, license_image, business_scope,
         legal_name, legal_phone_prefix, legal_phone, legal_email, contact_name, contact_phone_prefix, contact_phone, contact_email, wechat_id, whatsapp,
         reject_reason_key, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, now() - interval '3 days', now())
       RETURNING id`,
      [
        userId,
        status,
        company.name,
        contact.province,
        contact.city,
        contact.district,
        extra['address'],
        company.code,
        licence,
        extra['scope'],
        extra['legal'],
        contact.legal_phone_prefix,
        extra['legalPhone'],
        extra['legalEmail'],
        extra['contact'],
        contact.contact_phone_prefix,
        extra['contactPhone'],
        extra['contactEmail'],
        extra['wechat'],
        extra['whatsapp'],
        extra['reasonKey'] ?? null,
      ],
    )) as { id: string }[];
    return row!.id;
  };
  const decide = (applicationId: string, steps: [string, string | null, string | null, string][]) =>
    Promise.all(
      steps.map(([action, actor, reason, ago]) =>
        ds.query(
          `INSERT INTO ad_application_decisions (application_id, action, actor_id, reason_key, created_at) VALUES ($1, $2, $3, $4, now() - $5::interval)`,
          [applicationId, action, actor, reason, ago],
        ),
      ),
    );

  // The approved advertiser: applied, approved, paid for a month on the home banner; the creative approved and running.
  const advApp = await insertApp(people.advertiserId, 'paid', DEMO_COMPANIES.advertiser, url.licence, {
    address: '南山区科技园南区 8 栋 1201',
    scope: '潜水培训；潜水装备零售；旅游咨询',
    legal: '陈海',
    legalPhone: '13800000005',
    legalEmail: 'legal@bluereef.example',
    contact: '林珊',
    contactPhone: '13912345678',
    contactEmail: 'ads@bluereef.example',
    wechat: 'bluereef_dive',
    whatsapp: '+8613912345678',
  });
  await decide(advApp, [
    ['submitted', people.advertiserId, null, '3 days'],
    ['approved', people.adminId, null, '2 days'],
    ['paid', null, null, '2 days'],
  ]);
  const orderId = randomUUID();
  const price = packages[1][2];
  await people.placePaidOrder({
    id: orderId,
    kind: 'ad_placement',
    letter: 'A',
    userId: people.advertiserId,
    itemRef: pkgIds[1]!,
    title: `首页横幅 · 30 天 · 蓝礁潜水 · 开放水域课程 8 折`,
    unitPrice: price,
    quantity: 1,
    currency: 'CNY',
  });
  const [campaign] = (await ds.query(
    `INSERT INTO ad_campaigns (application_id, user_id, package_id, order_id, slot, days, status, starts_at, ends_at, image, title, link,
       creative_status, creative_approved_at, spend)
     VALUES ($1, $2, $3, $4, 'home_banner', 30, 'scheduled', now() - interval '2 days', now() + interval '28 days', $5, $6,
       'https://bluereef.example/open-water', 'approved', now() - interval '2 days', $7)
     RETURNING id`,
    [advApp, people.advertiserId, pkgIds[1], orderId, url.creative, '蓝礁潜水 · 开放水域课程 8 折', price],
  )) as { id: string }[];
  // Two days of records for the chart.
  await ds.query(
    `INSERT INTO ad_stats_daily (campaign_id, day, impressions, clicks)
     VALUES ($1, (now() - interval '2 days')::date, 1240, 37), ($1, (now() - interval '1 day')::date, 1585, 52)`,
    [campaign!.id],
  );

  // The rejected applicant: a ready-made reason (shown in the reader's language) on their status page; they may edit and resubmit.
  const reasonKey = 'licence_unclear';
  const rejected = await insertApp(people.applicantId, 'rejected', DEMO_COMPANIES.applicant, url.licence2, {
    address: '南山区科苑南路 100 号',
    scope: '潜水装备批发与零售',
    legal: '王珊瑚',
    legalPhone: '13800000006',
    legalEmail: 'legal@coralgear.example',
    contact: '赵海',
    contactPhone: '13712345678',
    contactEmail: 'contact@coralgear.example',
    wechat: 'coral_gear',
    whatsapp: '+8613712345678',
    reasonKey,
  });
  await decide(rejected, [
    ['submitted', people.applicantId, null, '1 day'],
    ['rejected', people.adminId, reasonKey, '12 hours'],
  ]);
}
