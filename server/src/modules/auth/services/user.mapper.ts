import type { UserDto } from '@contracts/api';
import type { UserEntity } from '../entities/user.entity';

export function maskPhone(phone: string | null): string | null {
  return phone ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : null;
}

export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
}

/** The user as the API shows it to its owner; `url` turns a stored file key into a URL. */
export function toUserDto(u: UserEntity, url: (key: string) => string): UserDto {
  return {
    id: u.id,
    nickname: u.nickname,
    avatar: u.avatar ? url(u.avatar) : null,
    background: u.background ? url(u.background) : null,
    gender: u.gender,
    phone: maskPhone(u.phone),
    email: maskEmail(u.email),
    birthday: u.birthday,
    bio: u.bio,
    region: u.region,
    city: u.city,
    roles: u.roles,
    hasPassword: u.passwordHash !== null,
    createdAt: u.createdAt.toISOString(),
  };
}
