import type { MessageCategory } from '@contracts/schemas/messages';
import type { MessageKey } from '@server/common/i18n/i18n';

/** One inbox message for one recipient (message keys + params, rendered when read). */
export interface DeliverNoticePayload {
  eventId: string;
  recipientId: string;
  category: MessageCategory;
  titleKey: MessageKey;
  bodyKey: MessageKey;
  params: Record<string, string | number>;
  link: string | null;
}
