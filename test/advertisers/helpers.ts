import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { UploadDto } from '@contracts/api';
import { licenceRef, type AdPackageAdminDto, type ApplicationDto, type PlacementOrderDto } from '@contracts/schemas/advertisers';
import { creditCodeCheckChar } from '@contracts/validators';
import type { ApiClient } from '@test/setup/api';
import { registerUser, storedImagePath, userWithRoles } from '@test/setup/factories';
import type { TestApp } from '@test/setup/harness';
import { payOrder } from '../commerce/fixtures';

const code17 = '91440300MA5F' + '00000';
/** A valid unified social credit code (computed check character). */
export const CREDIT_CODE = code17 + creditCodeCheckChar(code17);

/** A licence picture uploaded by `client` (private: `POST /advertisers/licences`); its reference for `licenseImage`. */
export async function licence(client: ApiClient, colour = '#1a7fd0'): Promise<string> {
  const jpg = await sharp({ create: { width: 120, height: 80, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const fd = new FormData();
  fd.append('file', new Blob([new Uint8Array(jpg)], { type: 'image/jpeg' }), 'licence.jpg');
  const res = await client.post<UploadDto>('/advertisers/licences', fd);
  if (res.code !== 1) throw new Error(`licence upload refused: ${res.msg}`);
  return res.data.url;
}

/**
 * A complete application. Its licence is a reference nobody uploaded (refused as not the
 * applicant's): pass `licenseImage: await licence(client)` for one that is accepted (`submit` does).
 */
export function application(overrides: Record<string, unknown> = {}) {
  return {
    companyName: 'Blue Reef Diving Ltd',
    province: '440000',
    city: '440300',
    district: '440305',
    address: 'Science Park 1, Nanshan',
    creditCode: CREDIT_CODE,
    licenseImage: licenceRef(randomUUID()),
    businessScope: 'Dive training; diving equipment',
    legalName: 'Zhang San',
    legalPhonePrefix: '+86',
    legalPhone: '13800138000',
    legalEmail: 'legal@example.com',
    contactName: 'Li Si',
    contactPhonePrefix: '+852',
    contactPhone: '51234567',
    contactEmail: 'contact@example.com',
    wechatId: 'bluereef',
    whatsapp: '+85251234567',
    agree: true,
    riskConfirmed: true,
    ...overrides,
  };
}

/** A logged-in user (with a fresh anti-forgery token), answering in English. */
export async function member(t: TestApp): Promise<{ client: ApiClient; id: string }> {
  const { client, user } = await registerUser(t);
  client.language = 'en-us';
  await client.get('/me');
  return { client, id: user.id };
}

export async function reviewer(t: TestApp, role: 'admin' | 'customer_service' = 'admin'): Promise<{ client: ApiClient; id: string }> {
  const { client, user } = await userWithRoles(t, [role]);
  client.language = 'en-us';
  await client.get('/me');
  return { client, id: user.id };
}

export async function submit(client: ApiClient, overrides: Record<string, unknown> = {}): Promise<ApplicationDto> {
  const own = 'licenseImage' in overrides ? {} : { licenseImage: await licence(client) };
  const res = await client.post<ApplicationDto>('/advertisers/applications', application({ ...own, ...overrides }));
  if (res.code !== 1) throw new Error(`application refused: ${res.msg}`);
  return res.data;
}

/** A user whose application was approved. */
export async function approvedAdvertiser(t: TestApp, admin: ApiClient) {
  const m = await member(t);
  const app = await submit(m.client);
  const r = await admin.post(`/admin/advertisers/applications/${app.id}/review`, { decision: 'approve' });
  if (r.code !== 1) throw new Error(`approval refused: ${r.msg}`);
  await m.client.get('/me');
  return { ...m, applicationId: app.id };
}

export async function createPackage(admin: ApiClient, overrides: Record<string, unknown> = {}): Promise<AdPackageAdminDto> {
  const res = await admin.post<AdPackageAdminDto>('/admin/advertisers/packages', {
    slot: 'home_banner',
    days: 7,
    price: 99_900,
    names: { 'zh-cn': '首页横幅 7 天', 'en-us': 'Home banner, 7 days', 'zh-hant': '首頁橫幅 7 天' },
    ...overrides,
  });
  if (res.code !== 1) throw new Error(`package refused: ${res.msg}`);
  return res.data;
}

export function creative(overrides: Record<string, unknown> = {}) {
  return {
    image: storedImagePath('ads'),
    title: `Dive with us ${randomUUID().slice(0, 4)}`,
    link: 'https://reef.example/offer',
    ...overrides,
  };
}

export async function place(client: ApiClient, packageId: string, overrides: Record<string, unknown> = {}): Promise<PlacementOrderDto> {
  const res = await client.post<PlacementOrderDto>('/advertisers/placements', { packageId, ...creative(overrides) });
  if (res.code !== 1) throw new Error(`placement refused: ${res.msg}`);
  return res.data;
}

/** Places and pays a placement (sandbox). */
export async function buy(t: TestApp, client: ApiClient, packageId: string, overrides: Record<string, unknown> = {}) {
  const order = await place(client, packageId, overrides);
  await payOrder(t, client, { id: order.orderId, total: order.total });
  return order;
}
