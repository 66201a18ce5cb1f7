/**
 * Links for the map-app chooser (SPEC §2: two Chinese map apps plus a web map). Venue coordinates
 * are WGS-84; both apps are told so (Amap `dev=1`, Baidu `coord_type=wgs84`) and convert them
 * to their own datum themselves.
 */
export type MapVenue = { name: string; address: string; lat: number; lng: number };
export type MapPlatform = 'ios' | 'android' | 'other';
export type MapLinks = { amap: string; baidu: string; web: string };

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
  const web = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
  return { amap, baidu, web };
}
