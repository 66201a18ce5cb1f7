/**
 * The address to show an uploaded image at: the upload's same-origin path when it has one (the
 * stored form, right on whatever host serves the app), else its full URL.
 */
export function imageSrc(u: { url: string; fullurl: string }): string {
  if (u.url.startsWith('/') || /^https?:\/\//.test(u.url)) return u.url;
  return u.url && !u.url.includes(':') ? `/${u.url}` : u.fullurl;
}
