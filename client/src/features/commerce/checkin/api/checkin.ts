import type {
  CheckinKeys,
  CheckinOrder,
  CheckinResult,
  CheckinScanInput,
  CheckinSyncInput,
  CheckinSyncResult,
  CheckinVerifyInput,
  CheckinVerifyResult,
} from '@contracts/schemas/commerce';
import { api, unwrap } from '@client/lib/api-client';

/**
 * Check-in calls. They are `quiet` (the screen reports failures itself, and a lost network
 * switches it to offline checking instead of toasting) and show no spinner.
 */
const background = { loading: false, quiet: true } as const;

export async function scanTicket(body: CheckinScanInput): Promise<CheckinResult> {
  return unwrap(await api.post<CheckinResult>('/checkin/scan', body, background));
}

export async function getCheckinOrder(number: string): Promise<CheckinOrder> {
  return unwrap(await api.get<CheckinOrder>(`/checkin/orders/${encodeURIComponent(number)}`, { loading: false }));
}

export async function verifyOrder(body: CheckinVerifyInput): Promise<CheckinVerifyResult> {
  return unwrap(await api.post<CheckinVerifyResult>('/checkin/verify', body));
}

export async function getCheckinKeys(): Promise<CheckinKeys> {
  return unwrap(await api.get<CheckinKeys>('/checkin/keys', background));
}

export async function syncCheckins(body: CheckinSyncInput): Promise<CheckinSyncResult> {
  return unwrap(await api.post<CheckinSyncResult>('/checkin/sync', body, background));
}
