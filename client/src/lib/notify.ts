import { installedApiUi, TOAST_MS, type UiMessage } from '@client/lib/api-client';

/** A toast for the user (1.5 s), through the same UI the request layer uses. */
export function notify(message: UiMessage | string): void {
  installedApiUi().toast(typeof message === 'string' ? { text: message } : message, TOAST_MS);
}
