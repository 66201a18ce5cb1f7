import type { DataSource } from 'typeorm';
import type { Role } from '@contracts/api';
import { UserEntity } from '../entities/user.entity';
import { hashPassword } from '../services/password';

export const DEMO_PASSWORD = 'reef2026';

export type DemoLabel = 'admin' | 'volunteer' | 'author' | 'member';

/** The demo accounts' ids, by label: what the other modules' demo seeds are given. */
export type DemoAccounts = Record<DemoLabel, string>;

export const DEMO_ACCOUNTS: { label: DemoLabel; phone: string; email: string; nickname: string; roles: Role[] }[] = [
  { label: 'admin', phone: '13800000001', email: 'admin@reefline.local', nickname: '管理员 Admin', roles: ['admin', 'customer_service'] },
  { label: 'volunteer', phone: '13800000002', email: 'volunteer@reefline.local', nickname: '志愿者 Volunteer', roles: ['volunteer'] },
  { label: 'author', phone: '13800000003', email: 'author@reefline.local', nickname: '蓝海作者 Author', roles: ['author'] },
  { label: 'member', phone: '13800000004', email: 'member@reefline.local', nickname: '潜水爱好者 Member', roles: [] },
];

/** True when the database has users at all (demo data is loaded only into an empty one). */
export async function hasUsers(ds: DataSource): Promise<boolean> {
  return (await ds.getRepository(UserEntity).count()) > 0;
}

/** True when the demo accounts are there (by their e-mail addresses). */
export async function hasDemoAccounts(ds: DataSource): Promise<boolean> {
  return (await ds.getRepository(UserEntity).count({ where: DEMO_ACCOUNTS.map((a) => ({ email: a.email })) })) > 0;
}

/** The demo accounts of the README, all with the password DEMO_PASSWORD; their ids by label. */
export async function seedAuthDemo(ds: DataSource): Promise<DemoAccounts> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const inserted = await ds.getRepository(UserEntity).insert(
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
  const ids = inserted.identifiers.map((row) => String(row['id']));
  return Object.fromEntries(DEMO_ACCOUNTS.map((a, i) => [a.label, ids[i]])) as DemoAccounts;
}

/**
 * People of the demo who cannot log in (no password), e.g. the contest's photographers: phones
 * 13800000101, 13800000102, …; their ids in the order of the nicknames.
 */
export async function seedDemoPeople(ds: DataSource, nicknames: readonly string[]): Promise<string[]> {
  const inserted = await ds
    .getRepository(UserEntity)
    .insert(nicknames.map((nickname, i) => ({ phone: `1380000${String(101 + i).padStart(4, '0')}`, nickname })));
  return inserted.identifiers.map((row) => String(row['id']));
}

/** Production must not run with the demo accounts (and their published password) in its database. */
export async function assertNoDemoAccounts(ds: DataSource): Promise<void> {
  if (await hasDemoAccounts(ds)) {
    throw new Error(
      'The database holds the demo accounts (…@reefline.local, password reef2026). Delete them before running in production.',
    );
  }
}
