import { Injectable } from '@nestjs/common';
import { hkdfSync } from 'node:crypto';
import { pooledRandom, hmac, safeEqual } from '@server/common/security/crypto';
import { AppConfig } from '@server/config/app-config';

/** How long a serve id may be reported (an ad left on screen for an hour is an old showing). */
export const SERVE_TTL_SECONDS = 3600;

export type ServeCheck = { ok: true; nonce: string; expiresAt: number } | { ok: false; why: 'invalid' | 'expired' };

const FORMAT = /^([0-9a-z]{1,11})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

/**
 * Serve ids (#37): every ad `GET /ads` answers carries one, `<expiry, base 36 seconds>.<nonce>.<mac>`,
 * the mac an HMAC (key derived from APP_SECRET) over the campaign, the viewer, the expiry and the
 * nonce. An impression or click names its serve id; a forged one (wrong mac, another campaign's,
 * another viewer's) or an expired one is refused, and the nonce lets each serve be counted once.
 * Nothing is stored at serve time: the id proves itself.
 */
@Injectable()
export class AdServeIds {
  private readonly key: string;

  constructor(config: AppConfig) {
    this.key = Buffer.from(hkdfSync('sha256', config.raw.APP_SECRET, 'reefline', 'ad-serve-ids/v1', 32)).toString('hex');
  }

  private mac(campaignId: string, viewer: string, exp: string, nonce: string): string {
    return hmac(this.key, `ad-serve|${campaignId}|${viewer}|${exp}|${nonce}`);
  }

  /** A serve id for this campaign shown to this viewer now (`now` in ms: tests issue old ones). */
  issue(campaignId: string, viewer: string, now = Date.now()): string {
    const exp = Math.floor(now / 1000 + SERVE_TTL_SECONDS).toString(36);
    const nonce = pooledRandom(12);
    return `${exp}.${nonce}.${this.mac(campaignId, viewer, exp, nonce)}`;
  }

  check(serve: string, campaignId: string, viewer: string, now = Date.now()): ServeCheck {
    const m = FORMAT.exec(serve);
    if (!m) return { ok: false, why: 'invalid' };
    const [, exp, nonce, mac] = m;
    if (!safeEqual(mac, this.mac(campaignId, viewer, exp, nonce))) return { ok: false, why: 'invalid' };
    const expiresAt = parseInt(exp, 36) * 1000;
    if (!(expiresAt > now)) return { ok: false, why: 'expired' };
    return { ok: true, nonce, expiresAt };
  }
}
