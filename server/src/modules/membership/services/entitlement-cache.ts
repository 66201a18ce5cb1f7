import { Injectable } from '@nestjs/common';

/** What the paywall needs of a reader's state row. */
export interface Entitlement {
  vipUntil: number;
  buyout: boolean;
  credits: number;
}

/**
 * Each reader's entitlement, kept in this instance's memory for {@link ENTITLEMENT_TTL_MS}: the
 * paywall decides every feed page and article detail and must not read the state row each time.
 * Changes made on this instance forget the reader at once; another instance sees them within the
 * TTL (docs/decisions.md, "Membership").
 */
export const ENTITLEMENT_TTL_MS = 5_000;
const MAX_READERS = 50_000;

@Injectable()
export class EntitlementCache {
  private readonly byUser = new Map<string, { value: Entitlement; at: number }>();

  get(userId: string, now = Date.now()): Entitlement | undefined {
    const hit = this.byUser.get(userId);
    return hit && now - hit.at < ENTITLEMENT_TTL_MS ? hit.value : undefined;
  }

  set(userId: string, value: Entitlement, now = Date.now()) {
    if (this.byUser.size >= MAX_READERS) this.byUser.clear();
    this.byUser.set(userId, { value, at: now });
  }

  forget(userId: string) {
    this.byUser.delete(userId);
  }

  static vip(e: Entitlement, now = Date.now()): boolean {
    return e.buyout || e.vipUntil > now;
  }
}
