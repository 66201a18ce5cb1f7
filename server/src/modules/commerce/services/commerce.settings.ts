import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { Language } from '@contracts/language';
import { AppConfig } from '@server/config/app-config';
import { TicketCodec, loadSigningKey } from './ticket-codec';

const LOCALES: Record<Language, string> = { 'zh-cn': 'zh-CN', 'en-us': 'en-US', 'zh-hant': 'zh-TW' };

/** The commerce module's configuration, read once (ticket signing key, entry margin, the venue's time zone). */
@Injectable()
export class CommerceSettings implements OnModuleInit {
  readonly codec: TicketCodec;
  readonly entryMarginSeconds: number;
  readonly timezone: string;

  constructor(private readonly config: AppConfig) {
    const raw = config.raw;
    this.codec = new TicketCodec(loadSigningKey(raw.TICKET_SIGNING_KEY, raw.APP_SECRET));
    this.entryMarginSeconds = raw.TICKET_ENTRY_MARGIN_SECONDS;
    this.timezone = raw.EVENT_TIMEZONE;
  }

  /** Production never signs tickets with a key derived from APP_SECRET. */
  onModuleInit() {
    if (this.config.isProduction && !this.config.raw.TICKET_SIGNING_KEY) {
      throw new Error('TICKET_SIGNING_KEY is required in production (an Ed25519 PEM key or a 32-byte seed, see docs/operations.md)');
    }
  }

  /** A time as visitors at the venue read it ("2026-11-23 14:05"). */
  formatTime(date: Date, lang: Language): string {
    const parts = new Intl.DateTimeFormat(LOCALES[lang], {
      timeZone: this.timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(date);
    const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
  }
}
