/**
 * How /choose-location answers its caller (issue #35): the caller opens it with `back=<its own
 * path and query>`; the chosen place comes back on that path as `lat`, `lng`, `name`, `address`
 * (replacing any it had). Only an in-app path is followed (no `//host`, no scheme): anything else
 * is ignored and the place is left in session storage for the page the reader goes back to.
 */
export type Place = { lat: number; lng: number; name: string; address: string };

export const CHOSEN_PLACE_KEY = 'reefline:chosen-location';

export function safeBack(back: string | null): string | null {
  if (!back || !back.startsWith('/') || back.startsWith('//') || /[\\\s]/.test(back)) return null;
  return back;
}

export function placeUrl(back: string, place: Place): string {
  const [path = '/', query = ''] = back.split('?', 2);
  const q = new URLSearchParams(query);
  q.set('lat', place.lat.toFixed(6));
  q.set('lng', place.lng.toFixed(6));
  q.set('name', place.name);
  if (place.address) q.set('address', place.address);
  else q.delete('address');
  return `${path}?${q.toString()}`;
}
