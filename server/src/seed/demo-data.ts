import type { DataSource } from 'typeorm';
import type { AppConfig } from '@server/config/app-config';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  findDemoAccounts,
  findDemoPeople,
  hasDemoAccounts,
  hasUsers,
  seedAuthDemo,
  seedDemoAuthors,
  seedDemoLogins,
  seedDemoPeople,
  type DemoAccounts,
} from '@server/modules/auth/seed/demo-auth';
import {
  DEMO_ADVERTISER_LOGINS,
  hasAdvertisersDemo,
  seedAdvertisersDemo,
  writeAdvertisersDemoImages,
} from '@server/modules/advertisers/seed/demo-advertisers';
import { seedCommerceDemo, writeCommerceDemoImages } from '@server/modules/commerce/seed/demo-commerce';
import { contentDemoAuthors, hasContentDemo, seedContentDemo, writeContentDemoImages } from '@server/modules/content/seed/demo-content';
import { DEMO_PHOTOGRAPHERS, seedContestDemo, writeContestDemoImages } from '@server/modules/contest/seed/demo-contest';
import { hasMembershipDemo, seedMembershipDemo } from '@server/modules/membership/seed/demo-membership';
import { seedMessagingDemo } from '@server/modules/messaging/seed/demo-messaging';
import { seedPaidOrder } from '@server/modules/orders/seed/demo-orders';
import { seedReferenceData } from '@server/modules/reference/seed/reference-data';
import { hasShopDemo, seedShopDemo, writeShopDemoPictures, type DemoPrintIssue } from '@server/modules/shop/seed/demo-shop';

/*
 * The demo-data orchestrator, run by the CLI (`cli.js setup | seed`) and the tests, never by the
 * app: reference data for every installation, then each module's own demo seed, in order
 * (accounts first; the others are handed the ids they refer to). Each module's seed lives in its
 * `seed/` folder and writes only its own tables; what it needs of another module it is given here.
 */

/** What the caller (the CLI) does for the seed that needs the running app's providers. */
export interface DemoDataHooks {
  /**
   * Called after the content demo was written into a database that already had users (seeded
   * before content existed), whose search index is therefore not empty and so not rebuilt at
   * start-up: re-read the content kinds into it. (A new database's index is empty, and the app
   * builds it when it starts.)
   */
  reindexContent?: () => Promise<unknown>;
  /** Likewise for the shop's goods, written into an older demo database. */
  reindexShop?: () => Promise<unknown>;
}

/** Demo data, loaded only into a database without users. Returns false when there were users. */
export async function seedDemoData(ds: DataSource, config: AppConfig, hooks: DemoDataHooks = {}): Promise<boolean> {
  await seedReferenceData(ds);
  if (!config.demoData) return false;
  if (await hasUsers(ds)) {
    // The demo data is there, but its pictures live in this checkout's upload folder, which may be
    // new (a fresh clone against an existing database): put back the ones that are missing.
    if (await hasDemoAccounts(ds)) {
      await writeContestDemoImages(config, true);
      writeCommerceDemoImages(config);
      const accounts = await findDemoAccounts(ds);
      // A database seeded before content existed gets the content demo once; later runs only restore pictures.
      if (await hasContentDemo(ds)) await writeContentDemoImages(config, true);
      else if (accounts) {
        await seedContent(ds, config, accounts, await findDemoPeople(ds, DEMO_PHOTOGRAPHERS));
        await hooks.reindexContent?.();
      }
      // A database seeded before membership existed gets its plans and demo members once.
      if (accounts && !(await hasMembershipDemo(ds)))
        await seedMembershipDemo(ds, { memberId: accounts.member, vipId: accounts.volunteer });
      // Likewise the advertisers demo, once, into a database seeded before it existed.
      if (await hasAdvertisersDemo(ds)) await writeAdvertisersDemoImages(config);
      else if (accounts) await seedAdvertisers(ds, config, accounts);
      // Likewise the shop demo, once, into a database seeded before it existed (then its goods into search).
      if (await hasShopDemo(ds)) await writeShopDemoPictures(config, true);
      else {
        await seedShop(ds, config);
        await hooks.reindexShop?.();
      }
    }
    return false;
  }
  const accounts = await seedAuthDemo(ds);
  await seedMessagingDemo(ds, { adminId: accounts.admin, memberId: accounts.member });
  const photographerIds = await seedDemoPeople(ds, DEMO_PHOTOGRAPHERS);
  // Content first: the demo `author` login becomes the first of its six authors (name, avatar, bio), and the contest shows that name.
  const authorName = await seedContent(ds, config, accounts, photographerIds);
  await seedContestDemo(ds, config, {
    author: { id: accounts.author, nickname: authorName },
    memberId: accounts.member,
    photographers: DEMO_PHOTOGRAPHERS.map((name, i) => ({ id: photographerIds[i]!, nickname: name })),
  });
  await seedCommerceDemo(ds, config, { memberId: accounts.member, placePaidOrder: (order) => seedPaidOrder(ds, order) });
  // The demo member holds 5 article credits; the volunteer login is a VIP for 3 months.
  await seedMembershipDemo(ds, { memberId: accounts.member, vipId: accounts.volunteer });
  await seedAdvertisers(ds, config, accounts);
  await seedShop(ds, config);
  return true;
}

/**
 * The shop demo: its pictures, then its own tables. The print issues it sells are content's
 * magazine issues, read here (the composition root) and handed over: the shop stores only their ids.
 */
async function seedShop(ds: DataSource, config: AppConfig): Promise<void> {
  // A database migrated only up to an older migration (the migration tests) has no shop yet.
  const [shop] = (await ds.query(`SELECT to_regclass('shop_goods') IS NOT NULL AS present`)) as { present: boolean }[];
  if (!shop?.present) return;
  const issues = (await ds.query(
    `SELECT i.id, i.kind, i.number, i.title, i.cover, m.title AS magazine
       FROM magazine_issues i JOIN magazines m ON m.id = i.magazine_id
      ORDER BY m.position, i.kind DESC, i.issued_on`,
  )) as DemoPrintIssue[];
  const url = await writeShopDemoPictures(config, false);
  await seedShopDemo(ds, url, { issues });
}

/** The advertisers demo: its two logins (auth's seed), then its own tables; the paid order through orders' seed. */
async function seedAdvertisers(ds: DataSource, config: AppConfig, accounts: DemoAccounts): Promise<void> {
  const [advertiserId, applicantId] = await seedDemoLogins(ds, DEMO_ADVERTISER_LOGINS);
  await seedAdvertisersDemo(ds, config, {
    advertiserId: advertiserId!,
    applicantId: applicantId!,
    adminId: accounts.admin,
    placePaidOrder: (order) => seedPaidOrder(ds, order),
  });
}

/**
 * Content's demo: its pictures, its six authors' accounts (auth's seed; the first is the demo
 * `author` login), then its own tables. Returns the demo author's nickname now.
 */
async function seedContent(ds: DataSource, config: AppConfig, accounts: DemoAccounts, readers: string[]): Promise<string> {
  const url = await writeContentDemoImages(config, false);
  const authorPhone = DEMO_ACCOUNTS.find((a) => a.label === 'author')!.phone;
  const profiles = contentDemoAuthors(url, authorPhone);
  const ids = await seedDemoAuthors(ds, profiles);
  await seedContentDemo(ds, url, {
    authors: Object.fromEntries(profiles.map((p, i) => [p.key, ids[i]!])),
    adminId: accounts.admin,
    memberId: accounts.member,
    readers,
  });
  return profiles[0]!.nickname;
}

export function printDemoAccounts(config: AppConfig) {
  if (!config.demoData || config.isProduction) return;
  const lines = [...DEMO_ACCOUNTS, ...DEMO_ADVERTISER_LOGINS].map(
    (a) => `  ${a.label.padEnd(10)} ${a.phone} / ${a.email.padEnd(26)} password ${DEMO_PASSWORD}`,
  );
  console.log(
    `demo accounts:\n${lines.join('\n')}\n  dev outbox (codes sent by SMS/e-mail): ${config.publicUrl}/api/v1/dev/outbox?to=<phone or e-mail>`,
  );
}
