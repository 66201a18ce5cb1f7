import { fromPixel, pointAt, tilesAround, toPixel } from '@client/lib/map-tiles';

describe('map tiles (Web Mercator)', () => {
  it('goes from a point to its pixel and back', () => {
    const p = toPixel(31.2304, 121.4737, 15);
    const back = fromPixel(p.x, p.y, 15);
    expect(back.lat).toBeCloseTo(31.2304, 6);
    expect(back.lng).toBeCloseTo(121.4737, 6);
    // the tile by OpenStreetMap's own formula (slippy map tilenames), computed independently
    const rad = (31.2304 * Math.PI) / 180;
    const osmX = Math.floor(((121.4737 + 180) / 360) * 2 ** 15);
    const osmY = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * 2 ** 15);
    expect([osmX, osmY]).toEqual([27440, 13389]);
    expect([Math.floor(p.x / 256), Math.floor(p.y / 256)]).toEqual([osmX, osmY]);
  });

  it('covers the view with the tiles around the point, the point at its centre', () => {
    const tiles = tilesAround('https://t.example.com/{z}/{x}/{y}.png', 31.2304, 121.4737, 15, 320, 200);
    expect(tiles.length).toBeGreaterThanOrEqual(2);
    expect(tiles.length).toBeLessThanOrEqual(6);
    expect(tiles.some((t) => t.url === 'https://t.example.com/15/27440/13389.png')).toBe(true);
    for (const t of tiles) {
      expect(t.left).toBeLessThan(320);
      expect(t.top).toBeLessThan(200);
      expect(t.left + 256).toBeGreaterThan(0);
    }
    const centre = pointAt(31.2304, 121.4737, 15, 320, 200, 160, 100);
    expect(centre.lat).toBeCloseTo(31.2304, 6);
    const east = pointAt(31.2304, 121.4737, 15, 320, 200, 260, 100);
    expect(east.lng).toBeGreaterThan(121.4737);
  });
});
