import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { Role } from '@contracts/api';
import { accountKind, isUuid } from '@contracts/validators';
import { DEFAULT_LANGUAGE, normalizeLanguage, type Language } from '@contracts/language';
import { UserEntity } from '../entities/user.entity';

/** What other modules may know of a user: the public profile, and when the account was made. */
export interface UserSummary {
  id: string;
  nickname: string;
  avatar: string | null;
  createdAt: Date;
}

/** The public profile of a user as an author's page shows it. */
export interface UserProfileSummary extends Omit<UserSummary, 'createdAt'> {
  background: string | null;
  bio: string;
  roles: Role[];
  /** Active account (not disabled nor deleted). */
  active: boolean;
}

/**
 * Auth's read port for other modules (they never read `users` themselves): public names and
 * avatars (e.g. contest photographers, customer service's feedback list), languages, staff roles.
 */
@Injectable()
export class UserSummaryQuery {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  /** id → summary; unknown ids are absent. */
  async byIds(ids: readonly string[]): Promise<Map<string, UserSummary>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const rows = await this.users.find({
      where: { id: In(unique) },
      select: { id: true, nickname: true, avatar: true, createdAt: true },
    });
    return new Map(rows.map((u) => [u.id, { id: u.id, nickname: u.nickname, avatar: u.avatar, createdAt: u.createdAt }]));
  }

  /** id → public profile with roles (authors' pages, follower lists); unknown ids are absent. */
  async profiles(ids: readonly string[]): Promise<Map<string, UserProfileSummary>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const rows = await this.users.find({
      where: { id: In(unique) },
      select: { id: true, nickname: true, avatar: true, background: true, bio: true, roles: true, status: true },
    });
    return new Map(
      rows.map((u) => [
        u.id,
        {
          id: u.id,
          nickname: u.nickname,
          avatar: u.avatar,
          background: u.background,
          bio: u.bio ?? '',
          roles: u.roles,
          active: u.status === 'active',
        },
      ]),
    );
  }

  /**
   * The user an admin means by a login account (a mobile number or an e-mail address, as the user
   * would tell customer service) or by the user id; undefined when none.
   */
  async byAccount(account: string): Promise<UserSummary | undefined> {
    const a = account.trim();
    const kind = accountKind(a);
    const where =
      kind === 'phone' ? { phone: a } : kind === 'email' ? { email: a.toLowerCase() } : isUuid(a) ? { id: a.toLowerCase() } : undefined;
    if (!where) return undefined;
    const u = await this.users.findOne({ where, select: { id: true, nickname: true, avatar: true, createdAt: true } });
    return u ? { id: u.id, nickname: u.nickname, avatar: u.avatar, createdAt: u.createdAt } : undefined;
  }

  /** One user's summary, or undefined. */
  async byId(id: string): Promise<UserSummary | undefined> {
    return (await this.byIds([id])).get(id);
  }

  /** id → stored interface language (zh-cn when unknown), in one query for a batch of recipients. */
  async languages(ids: readonly string[]): Promise<Map<string, Language>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const rows = await this.users.find({ where: { id: In(unique) }, select: { id: true, language: true } });
    const found = new Map(rows.map((u) => [u.id, normalizeLanguage(u.language) ?? DEFAULT_LANGUAGE]));
    return new Map(unique.map((id) => [id, found.get(id) ?? DEFAULT_LANGUAGE]));
  }

  /** True when the user exists, is active and holds the role (staff tools re-check this on every request). */
  async isActiveWithRole(userId: string, role: Role): Promise<boolean> {
    const user = await this.users.findOne({ where: { id: userId }, select: { id: true, status: true, roles: true } });
    return user?.status === 'active' && user.roles.includes(role);
  }
}
