/**
 * Links for the map-app chooser (SPEC §2: two Chinese map apps plus a web map). Venue coordinates
 * are WGS-84; both apps are told so (Amap `dev=1`, Baidu `coord_type=wgs84`) and convert them
 * to their own datum themselves. Each app has a web map to fall back on when it is not installed
 * (Amap's `uri.amap.com`, Baidu's `api.map.baidu.com` marker page), and OpenStreetMap for anyone.
 */
export type MapVenue = { name: string; address: string; lat: number; lng: number };
export type MapPlatform = 'ios' | 'android' | 'other';
export type MapLinks = { amap: string; baidu: string; amapWeb: string; baiduWeb: string; web: string };

const APP_NAME = 'Reefline';

export function detectPlatform(userAgent: string): MapPlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

export function mapLinks(venue: MapVenue, platform: MapPlatform): MapLinks {
  const lat = venue.lat.toFixed(6);
  const lng = venue.lng.toFixed(6);
  const name = encodeURIComponent(venue.name);
  const address = encodeURIComponent(venue.address);
  const amapQuery = `sourceApplication=${APP_NAME}&poiname=${name}&lat=${lat}&lon=${lng}&dev=1`;
  const amap = platform === 'ios' ? `iosamap://viewMap?${amapQuery}` : `androidamap://viewMap?${amapQuery}`;
  const baidu = `baidumap://map/marker?location=${lat},${lng}&title=${name}&content=${address}&coord_type=wgs84&src=webapp.reefline.h5`;
  // Amap's web marker takes longitude first; `coordinate=wgs84` asks it to convert like the app does
  const amapWeb = `https://uri.amap.com/marker?position=${lng},${lat}&name=${name}&src=${APP_NAME}&coordinate=wgs84&callnative=0`;
  const baiduWeb = `https://api.map.baidu.com/marker?location=${lat},${lng}&title=${name}&content=${address}&coord_type=wgs84&output=html&src=webapp.reefline.h5`;
  const web = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
  return { amap, baidu, amapWeb, baiduWeb, web };
}

/** A finite latitude/longitude pair from query strings, or null. */
export function parseCoordinates(lat: string | null, lng: string | null): { lat: number; lng: number } | null {
  if (lat === null || lng === null || lat.trim() === '' || lng.trim() === '') return null;
  const a = Number(lat);
  const o = Number(lng);
  if (!Number.isFinite(a) || !Number.isFinite(o) || Math.abs(a) > 90 || Math.abs(o) > 180) return null;
  return { lat: a, lng: o };
}

/** `31.230400° N, 121.473700° E` (hemisphere letters are the same in the app's three languages). */
export function formatCoordinates({ lat, lng }: { lat: number; lng: number }): string {
  return `${Math.abs(lat).toFixed(6)}° ${lat >= 0 ? 'N' : 'S'}, ${Math.abs(lng).toFixed(6)}° ${lng >= 0 ? 'E' : 'W'}`;
}
