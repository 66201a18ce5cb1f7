import { loadToast } from '@client/components/deferred';
import { NETWORK_ERROR_EVENT, type ApiUi, type NetworkErrorDetail, type UiMessage } from '@client/lib/api-client';
import { i18next } from '@client/lib/i18n';

export type NetworkErrorEventDetail = { status: number; message: string };

export function messageText(message: UiMessage): string {
  if ('text' in message) return message.text;
  return i18next.t(message.key, message.params ?? {});
}

/**
 * The real UI behind the request layer: antd-mobile toasts (SPEC §8: 1.5 s), the delayed
 * 'requesting' spinner, the `network-error` window event and the way to the login page.
 */
export function createUiBridge(goLogin: () => void): ApiUi {
  let loadingShown = false;
  return {
    toast(message, durationMs) {
      loadingShown = false;
      const content = messageText(message);
      void loadToast().then((Toast) => Toast.show({ content, duration: durationMs, position: 'center' }));
    },
    showLoading(message) {
      loadingShown = true;
      const content = messageText(message);
      // Toast's chunk may still be on its way (issue #25): shown only if still wanted on arrival, so
      // a request that ended meanwhile leaves no spinner behind
      void loadToast().then((Toast) => {
        if (loadingShown) Toast.show({ icon: 'loading', content, duration: 0, maskClickable: false });
      });
    },
    hideLoading() {
      if (!loadingShown) return;
      loadingShown = false;
      void loadToast().then((Toast) => Toast.clear());
    },
    networkError(detail: NetworkErrorDetail) {
      if (typeof window === 'undefined') return;
      const eventDetail: NetworkErrorEventDetail = { status: detail.status, message: messageText(detail.message) };
      window.dispatchEvent(new CustomEvent<NetworkErrorEventDetail>(NETWORK_ERROR_EVENT, { detail: eventDetail }));
    },
    goLogin,
  };
}
