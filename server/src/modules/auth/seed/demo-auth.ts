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

/** The demo accounts' ids by label, when they are all there (by e-mail); else null. */
export async function findDemoAccounts(ds: DataSource): Promise<DemoAccounts | null> {
  const found = await ds
    .getRepository(UserEntity)
    .find({ where: DEMO_ACCOUNTS.map((a) => ({ email: a.email })), select: { id: true, email: true } });
  const byEmail = new Map(found.map((u) => [u.email, u.id]));
  if (DEMO_ACCOUNTS.some((a) => !byEmail.has(a.email))) return null;
  return Object.fromEntries(DEMO_ACCOUNTS.map((a) => [a.label, byEmail.get(a.email)])) as DemoAccounts;
}

/** Ids of the demo people (`seedDemoPeople`) that exist, in the order of the nicknames. */
export async function findDemoPeople(ds: DataSource, nicknames: readonly string[]): Promise<string[]> {
  const phones = nicknames.map((_, i) => `1380000${String(101 + i).padStart(4, '0')}`);
  const found = await ds.getRepository(UserEntity).find({ where: phones.map((phone) => ({ phone })), select: { id: true, phone: true } });
  const byPhone = new Map(found.map((u) => [u.phone, u.id]));
  return phones.flatMap((p) => byPhone.get(p) ?? []);
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

/** A demo author's account: who they are on their homepage. */
export interface DemoAuthorAccount {
  /** The login (a CN mobile); an existing account with this phone is completed instead of duplicated. */
  phone: string;
  nickname: string;
  /** At most 200 characters (the profile's limit). */
  bio: string;
  avatar: string;
  background: string;
}

/**
 * Accounts with the author role for the content demo (password DEMO_PASSWORD), their ids in the
 * order given. Keyed by phone: running it again, or on the demo `author` account (13800000003),
 * updates the profile and adds the role rather than making another user.
 */
export async function seedDemoAuthors(ds: DataSource, authors: readonly DemoAuthorAccount[]): Promise<string[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids: string[] = [];
  for (const a of authors) {
    const [row] = (await ds.query(
      `INSERT INTO users (phone, nickname, bio, avatar, background, roles, password_hash, password_changed_at, language)
       VALUES ($1, $2, $3, $4, $5, ARRAY['author']::text[], $6, now(), 'zh-cn')
       ON CONFLICT (phone) DO UPDATE SET
         nickname = EXCLUDED.nickname, bio = EXCLUDED.bio, avatar = EXCLUDED.avatar, background = EXCLUDED.background,
         roles = CASE WHEN 'author' = ANY(users.roles) THEN users.roles ELSE users.roles || ARRAY['author']::text[] END,
         updated_at = now()
       RETURNING id`,
      [a.phone, [...a.nickname].slice(0, 40).join(''), [...a.bio].slice(0, 200).join(''), a.avatar, a.background, passwordHash],
    )) as { id: string }[];
    ids.push(row!.id);
  }
  return ids;
}

/** A demo login of another module's demo (password DEMO_PASSWORD), e.g. the advertisers'. */
export interface DemoLogin {
  phone: string;
  email: string;
  nickname: string;
  roles: Role[];
}

/**
 * Logins for another module's demo, their ids in the order given. Keyed by phone: running it again
 * adds the roles rather than making another user.
 */
export async function seedDemoLogins(ds: DataSource, logins: readonly DemoLogin[]): Promise<string[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids: string[] = [];
  for (const l of logins) {
    const [row] = (await ds.query(
      `INSERT INTO users (phone, email, nickname, roles, password_hash, password_changed_at, language)
       VALUES ($1, $2, $3, $4::text[], $5, now(), 'zh-cn')
       ON CONFLICT (phone) DO UPDATE SET
         roles = ARRAY(SELECT DISTINCT unnest(users.roles || EXCLUDED.roles)), updated_at = now()
       RETURNING id`,
      [l.phone, l.email, l.nickname, l.roles, passwordHash],
    )) as { id: string }[];
    ids.push(row!.id);
  }
  return ids;
}
