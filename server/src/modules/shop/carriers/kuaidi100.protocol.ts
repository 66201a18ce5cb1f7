import { createHash, timingSafeEqual } from 'node:crypto';
import type { CarrierCode, ParcelStatus } from '@contracts/schemas/shop';
import type { Scan } from '../ports/carrier.port';

/**
 * The Kuaidi100 tracking API's shape (decision 0131), pure functions: the subscription form, the
 * callback's signature (`sign` = upper-case hex MD5 of `param` + the subscription's salt), and its
 * tracking result read as scans. Times in its results are Beijing wall-clock ("yyyy-MM-dd HH:mm:ss").
 */

/** Our carrier codes → Kuaidi100's company codes. */
export const KUAIDI100_COMPANIES: Partial<Record<CarrierCode, string>> = {
  shunfeng: 'shunfeng',
  zhongtong: 'zhongtong',
  yuantong: 'yuantong',
  yunda: 'yunda',
  shentong: 'shentong',
  jd: 'jd',
  ems: 'ems',
};

export const carrierOfCompany = (com: string): CarrierCode | undefined =>
  (Object.entries(KUAIDI100_COMPANIES) as [CarrierCode, string][]).find(([, c]) => c === com)?.[0];

/** The body of a subscription (`POST poll.kuaidi100.com/poll`, form-encoded). */
export function subscribeForm(o: {
  key: string;
  company: string;
  number: string;
  callbackUrl: string;
  salt: string;
  phone?: string;
}): URLSearchParams {
  const param = {
    company: o.company,
    number: o.number,
    key: o.key,
    parameters: { callbackurl: o.callbackUrl, salt: o.salt, resultv2: '1', ...(o.phone ? { phone: o.phone } : {}) },
  };
  return new URLSearchParams({ schema: 'json', param: JSON.stringify(param) });
}

export const sign = (param: string, salt: string) =>
  createHash('md5')
    .update(param + salt, 'utf8')
    .digest('hex')
    .toUpperCase();

/** Whether `signature` is the signature of `param` with `salt` (constant time). */
export function signedBy(param: string, signature: string, salt: string): boolean {
  const want = Buffer.from(sign(param, salt), 'utf8');
  const got = Buffer.from(signature.toUpperCase(), 'utf8');
  return want.length === got.length && timingSafeEqual(want, got);
}

/** What a callback's `param` holds (the fields the app reads). */
export interface Kuaidi100Result {
  status: string;
  lastResult: {
    state: string;
    ischeck?: string;
    com: string;
    nu: string;
    data: { context: string; time?: string; ftime?: string; statusCode?: string }[];
  };
}

/** The parsed `param`, or undefined when it is not a tracking result. */
export function parseResult(param: string): Kuaidi100Result | undefined {
  let v: unknown;
  try {
    v = JSON.parse(param);
  } catch {
    return undefined;
  }
  const r = v as Kuaidi100Result;
  const last = r?.lastResult;
  if (!last || typeof last.com !== 'string' || typeof last.nu !== 'string' || !Array.isArray(last.data)) return undefined;
  if (last.data.some((d) => !d || typeof d.context !== 'string' || typeof (d.ftime ?? d.time) !== 'string')) return undefined;
  return r;
}

/** Kuaidi100's states (and resultv2's three-digit sub-states by their first digit) → ours. */
export function parcelStatusOf(code: string | undefined): ParcelStatus {
  const states: Record<string, ParcelStatus> = {
    '0': 'in_transit',
    '1': 'collected',
    '2': 'exception',
    '3': 'delivered',
    '4': 'returned',
    '5': 'out_for_delivery',
    '6': 'returned',
    '14': 'returned',
  };
  if (!code) return 'in_transit';
  return states[code] ?? (code.length === 3 ? (states[code[0]!] ?? 'in_transit') : 'in_transit');
}

/** "2026-03-01 10:00:00" (Beijing) → the instant; undefined when unreadable. */
export function beijingTime(s: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(s.trim());
  if (!m) return undefined;
  const d = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6] ?? '00'}+08:00`);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

/**
 * The result's scans (Kuaidi100 lists them newest first and resends them all each time): each
 * keyed by its time and words; a scan without its own state takes the parcel's state when it is
 * the newest, else "in transit". Undefined when a time is unreadable.
 */
export function scansOf(r: Kuaidi100Result): Scan[] | undefined {
  const out: Scan[] = [];
  for (const [i, d] of r.lastResult.data.entries()) {
    const raw = (d.ftime ?? d.time)!;
    const time = beijingTime(raw);
    if (!time) return undefined;
    const status = parcelStatusOf(d.statusCode ?? (i === 0 ? r.lastResult.state : undefined));
    const key = `k100:${createHash('sha256').update(`${raw}\n${d.context}`).digest('hex').slice(0, 48)}`;
    out.push({ status, text: d.context.slice(0, 500), time, key });
  }
  return out;
}
