/**
 * A small slippy-map view without a map library (issue #35, the location pages): the Web
 * Mercator tiles (`{z}/{x}/{y}`, 256 px) around a point, from the tile source the server names
 * (`MAP_TILE_URL`), and the way back from a tapped pixel to a latitude and longitude. Pure.
 */
export const TILE = 256;

/** World pixel of a point at zoom `z`. */
export function toPixel(lat: number, lng: number, z: number): { x: number; y: number } {
  const scale = TILE * 2 ** z;
  const s = Math.sin((Math.max(-85.05112878, Math.min(85.05112878, lat)) * Math.PI) / 180);
  return { x: ((lng + 180) / 360) * scale, y: (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * scale };
}

/** The point at a world pixel at zoom `z`. */
export function fromPixel(x: number, y: number, z: number): { lat: number; lng: number } {
  const scale = TILE * 2 ** z;
  const lng = (x / scale) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * y) / scale;
  const lat = (180 / Math.PI) * Math.atan(Math.sinh(n));
  return { lat, lng };
}

export function tileUrl(template: string, z: number, x: number, y: number): string {
  return template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));
}

export type PlacedTile = { url: string; left: number; top: number; key: string };

/** The tiles covering a `width`×`height` view centred on the point, placed in the view's pixels. */
export function tilesAround(template: string, lat: number, lng: number, z: number, width: number, height: number): PlacedTile[] {
  const c = toPixel(lat, lng, z);
  const x0 = c.x - width / 2;
  const y0 = c.y - height / 2;
  const count = 2 ** z;
  const tiles: PlacedTile[] = [];
  for (let ty = Math.floor(y0 / TILE); ty <= Math.floor((y0 + height) / TILE); ty++) {
    if (ty < 0 || ty >= count) continue;
    for (let tx = Math.floor(x0 / TILE); tx <= Math.floor((x0 + width) / TILE); tx++) {
      const wrapped = ((tx % count) + count) % count;
      tiles.push({ url: tileUrl(template, z, wrapped, ty), left: tx * TILE - x0, top: ty * TILE - y0, key: `${tx}/${ty}` });
    }
  }
  return tiles;
}

/** The point under a tap at (`px`, `py`) of a view centred on (`lat`, `lng`). */
export function pointAt(lat: number, lng: number, z: number, width: number, height: number, px: number, py: number): { lat: number; lng: number } {
  const c = toPixel(lat, lng, z);
  return fromPixel(c.x - width / 2 + px, c.y - height / 2 + py, z);
}
