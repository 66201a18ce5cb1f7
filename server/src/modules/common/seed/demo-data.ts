import type { DataSource } from 'typeorm';
import type { Role } from '@contracts/api';
import type { AppConfig } from '@server/config/app-config';
import { UserEntity } from '@server/modules/auth/entities/user.entity';
import { hashPassword } from '@server/modules/auth/services/password';
import { seedCommerceDemo, writeCommerceDemoImages } from '@server/modules/commerce/seed/demo-commerce';
import { seedContestDemo, writeContestDemoImages } from '@server/modules/contest/seed/demo-contest';
import { seedMessagingDemo } from '@server/modules/messaging/seed/demo-messaging';
import { AreaEntity } from '../entities/area.entity';
import areas from '../data/areas.json';

interface AreaJson {
  code: string;
  name: Record<'zh-cn' | 'en-us' | 'zh-hant', string>;
  children?: AreaJson[];
}

export const DEMO_PASSWORD = 'reef2026';

export const DEMO_ACCOUNTS: { label: string; phone: string; email: string; nickname: string; roles: Role[] }[] = [
  { label: 'admin', phone: '13800000001', email: 'admin@reefline.local', nickname: '管理员 Admin', roles: ['admin', 'customer_service'] },
  { label: 'volunteer', phone: '13800000002', email: 'volunteer@reefline.local', nickname: '志愿者 Volunteer', roles: ['volunteer'] },
  { label: 'author', phone: '13800000003', email: 'author@reefline.local', nickname: '蓝海作者 Author', roles: ['author'] },
  { label: 'member', phone: '13800000004', email: 'member@reefline.local', nickname: '潜水爱好者 Member', roles: [] },
];

/** Reference data every installation needs (production too): the area tree. Idempotent. */
export async function seedReferenceData(ds: DataSource): Promise<number> {
  const rows: Partial<AreaEntity>[] = [];
  const walk = (nodes: AreaJson[], parent: string | null, level: number) =>
    nodes.forEach((n, i) => {
      rows.push({
        code: n.code,
        parentCode: parent,
        level,
        sort: i,
        nameZhCn: n.name['zh-cn'],
        nameEnUs: n.name['en-us'],
        nameZhHant: n.name['zh-hant'],
      });
      if (n.children) walk(n.children, n.code, level + 1);
    });
  walk(areas as AreaJson[], null, 0);
  await ds
    .createQueryBuilder()
    .insert()
    .into(AreaEntity)
    .values(rows)
    .orUpdate(['parent_code', 'level', 'sort', 'name_zh_cn', 'name_en_us', 'name_zh_hant'], ['code'])
    .execute();
  return rows.length;
}

/** Demo accounts, loaded only into a database without users. Returns false when there were users. */
export async function seedDemoData(ds: DataSource, config: AppConfig): Promise<boolean> {
  await seedReferenceData(ds);
  if (!config.demoData) return false;
  if ((await ds.getRepository(UserEntity).count()) > 0) {
    // The demo data is there, but its pictures live in this checkout's upload folder, which may be
    // new (a fresh clone against an existing database): put back the ones that are missing.
    if ((await ds.getRepository(UserEntity).count({ where: { email: DEMO_ACCOUNTS[0]!.email } })) > 0) {
      await writeContestDemoImages(config, true);
      writeCommerceDemoImages(config);
    }
    return false;
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await ds.getRepository(UserEntity).insert(
    DEMO_ACCOUNTS.map((a) => ({
      phone: a.phone,
      email: a.email,
      nickname: a.nickname,
      roles: a.roles,
      passwordHash,
      passwordChangedAt: new Date(),
      language: 'zh-cn',
    })),
  );
  await seedMessagingDemo(ds, config);
  await seedContestDemo(ds, config);
  await seedCommerceDemo(ds, config);
  return true;
}

export function printDemoAccounts(config: AppConfig) {
  if (!config.demoData || config.isProduction) return;
  const lines = DEMO_ACCOUNTS.map((a) => `  ${a.label.padEnd(10)} ${a.phone} / ${a.email.padEnd(26)} password ${DEMO_PASSWORD}`);
  console.log(
    `demo accounts:\n${lines.join('\n')}\n  dev outbox (codes sent by SMS/e-mail): ${config.publicUrl}/api/v1/dev/outbox?to=<phone or e-mail>`,
  );
}

/** Production must not run with the demo accounts (and their published password) in its database. */
export async function assertNoDemoAccounts(ds: DataSource): Promise<void> {
  const found = await ds.getRepository(UserEntity).count({ where: DEMO_ACCOUNTS.map((a) => ({ email: a.email })) });
  if (found > 0) {
    throw new Error(
      'The database holds the demo accounts (…@reefline.local, password reef2026). Delete them before running in production.',
    );
  }
}
