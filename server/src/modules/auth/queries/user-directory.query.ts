import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { Role } from '@contracts/api';
import { isUuid } from '@contracts/validators';
import { SessionEntity } from '../entities/session.entity';
import { UserEntity, type UserStatus } from '../entities/user.entity';

/** A user as staff see one in the console: contact details, roles and status (never a secret). */
export interface StaffUserView {
  id: string;
  nickname: string;
  avatar: string | null;
  phone: string | null;
  email: string | null;
  roles: Role[];
  status: UserStatus;
  createdAt: Date;
}

export interface StaffUserDetail extends StaffUserView {
  /** sessions neither revoked nor expired */
  activeSessions: number;
  lastSeenAt: Date | null;
}

const COLUMNS = ['id', 'nickname', 'avatar', 'phone', 'email', 'roles', 'status', 'createdAt'] as const;

function view(u: UserEntity): StaffUserView {
  return {
    id: u.id,
    nickname: u.nickname,
    avatar: u.avatar,
    phone: u.phone,
    email: u.email,
    roles: u.roles,
    status: u.status,
    createdAt: u.createdAt,
  };
}

/**
 * Auth's read port for the operators' console: find people by phone, e-mail, nickname or id, and
 * one person's account facts (sessions counted, never listed with their tokens).
 */
@Injectable()
export class UserDirectoryQuery {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
  ) {}

  /**
   * `q`: an id (exact), a phone number or e-mail address (starting with it), or part of a nickname;
   * empty: everyone. Newest accounts first.
   */
  async search(q: string, page: number, limit: number): Promise<{ items: StaffUserView[]; total: number }> {
    const qb = this.users.createQueryBuilder('u').select(COLUMNS.map((c) => `u.${c}`));
    const term = q.trim();
    if (term) {
      const like = `${term.replace(/[\\%_]/g, '\\$&')}`;
      const or = [`u.phone LIKE :prefix ESCAPE '\\'`, `u.email LIKE :emailPrefix ESCAPE '\\'`, `u.nickname ILIKE :part ESCAPE '\\'`];
      if (isUuid(term)) or.push('u.id = :id');
      qb.where(`(${or.join(' OR ')})`, {
        prefix: `${like}%`,
        emailPrefix: `${like.toLowerCase()}%`,
        part: `%${like}%`,
        id: term.toLowerCase(),
      });
    }
    const [rows, total] = await qb
      .orderBy('u.created_at', 'DESC')
      .addOrderBy('u.id', 'ASC')
      .skip((page - 1) * limit)
      .take(limit)
      .getManyAndCount();
    return { items: rows.map(view), total };
  }

  async detail(id: string): Promise<StaffUserDetail | undefined> {
    const u = await this.users.findOne({ where: { id }, select: Object.fromEntries(COLUMNS.map((c) => [c, true])) });
    if (!u) return undefined;
    const [row] = (await this.sessions.query(
      `SELECT count(*) FILTER (WHERE revoked_at IS NULL AND expires_at > now())::int AS active, max(last_used_at) AS seen
         FROM sessions WHERE user_id = $1`,
      [id],
    )) as { active: number; seen: Date | null }[];
    return { ...view(u), activeSessions: row?.active ?? 0, lastSeenAt: row?.seen ?? null };
  }
}
