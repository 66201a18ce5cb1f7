import { randomUUID } from 'node:crypto';
import type { AuthResultDto, OutboxItem } from '@contracts/api';
import type { Role } from '@contracts/api';
import { DataSource } from 'typeorm';
import { UserEntity } from '@server/modules/auth/entities/user.entity';
import { MIN_HASH_COST, hashPassword } from '@server/modules/auth/services/password';
import { ApiClient } from './api';
import type { TestApp } from './harness';

let phoneSeq = Math.floor(Math.random() * 1_000_000);

/** A relative URL of the form `POST /uploads/images` answers (`/uploads/images/<dir>/<yyyy>/<mm>/<uuid>.jpg`). */
export function storedImagePath(dir = 'contest'): string {
  return `/uploads/images/${dir}/2026/11/${randomUUID()}.jpg`;
}

/** A fresh, valid CN mobile number for this run. */
export function newPhone(): string {
  phoneSeq = (phoneSeq + 1) % 100_000_000;
  return `139${String(phoneSeq).padStart(8, '0')}`;
}

/** The last code the console transport sent to a target. */
export async function lastCode(client: ApiClient, to: string): Promise<string> {
  const res = await client.get<{ items: OutboxItem[] }>(`/dev/outbox?to=${encodeURIComponent(to)}`);
  const body = res.data.items.at(-1)?.body ?? '';
  const code = /(\d{6})/.exec(body)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

/** Registers a user through the API (code from the dev outbox) and returns a logged-in client. */
export async function registerUser(t: TestApp, opts: { account?: string; password?: string } = {}) {
  const client = new ApiClient(t.url);
  const account = opts.account ?? newPhone();
  const password = opts.password ?? 'reef2026';
  const channel = account.includes('@') ? 'email' : 'sms';
  const sent = await client.post('/auth/codes', { channel, target: account, purpose: 'register' });
  if (sent.code !== 1) throw new Error(`code not sent: ${sent.msg}`);
  const code = await lastCode(client, account);
  const res = await client.post<AuthResultDto>('/auth/register', { account, code, password, agree: true });
  if (res.code !== 1) throw new Error(`register failed: ${res.msg}`);
  client.token = res.data.token;
  return { client, account, password, user: res.data.user };
}

/** Inserts a user with roles directly (admins, volunteers), then logs in through the API. */
export async function userWithRoles(t: TestApp, roles: Role[]) {
  const ds = t.app.get(DataSource);
  const phone = newPhone();
  await ds
    .getRepository(UserEntity)
    .insert({ phone, nickname: `staff ${phone.slice(-4)}`, roles, passwordHash: await hashPassword('reef2026', MIN_HASH_COST) });
  const client = new ApiClient(t.url);
  const res = await client.post<AuthResultDto>('/auth/login', { account: phone, password: 'reef2026' });
  if (res.code !== 1) throw new Error(`login failed: ${res.msg}`);
  client.token = res.data.token;
  return { client, phone, user: res.data.user };
}
