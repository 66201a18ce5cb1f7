import { translate, type MessageParams } from '@contracts/messages';
import { getCurrentLocale, serverLanguage } from '@client/lib/language';

/**
 * A validation message of the shared catalogue in the current language. Apart from `i18n.ts`: the
 * catalogue holds all three languages and only the forms that use it load it (issue #25).
 */
export function validationMessage(key: string, params?: MessageParams): string {
  return translate(key, serverLanguage(getCurrentLocale()), params);
}
