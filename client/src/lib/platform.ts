/**
 * Which download path a visitor gets (issue #35, the download pages): WeChat's in-app browser
 * (which neither installs nor downloads: "open in the browser"), iOS, Android, or a desktop (a QR
 * code of the page to open on the phone).
 */
export type DownloadPlatform = 'wechat' | 'ios' | 'android' | 'desktop';

export function downloadPlatform(userAgent: string, maxTouchPoints = 0): DownloadPlatform {
  if (/MicroMessenger/i.test(userAgent)) return 'wechat';
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  // iPadOS asks for the desktop site: a "Macintosh" with a touch screen
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'desktop';
}

/** The app already runs installed (home-screen icon), where "install" has nothing left to do. */
export function runsInstalled(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true;
}
