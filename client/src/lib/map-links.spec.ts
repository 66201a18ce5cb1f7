import { detectPlatform, formatCoordinates, mapLinks, parseCoordinates } from '@client/lib/map-links';

describe('map links', () => {
  const venue = { name: '深蓝馆 Hall A', address: '上海市 1 号', lat: 31.2304, lng: 121.4737 };

  it('opens Amap with WGS-84 coordinates on iOS and Android', () => {
    const ios = mapLinks(venue, 'ios');
    expect(ios.amap).toMatch(/^iosamap:\/\/viewMap\?/);
    expect(ios.amap).toContain('lat=31.230400&lon=121.473700&dev=1');
    expect(ios.amap).toContain(`poiname=${encodeURIComponent(venue.name)}`);
    expect(mapLinks(venue, 'android').amap).toMatch(/^androidamap:\/\/viewMap\?.*dev=1$/);
  });

  it('opens Baidu Maps as a WGS-84 marker and the web map at the venue', () => {
    const links = mapLinks(venue, 'other');
    expect(links.baidu).toContain('baidumap://map/marker?location=31.230400,121.473700');
    expect(links.baidu).toContain('coord_type=wgs84');
    expect(links.web).toBe('https://www.openstreetmap.org/?mlat=31.230400&mlon=121.473700#map=17/31.230400/121.473700');
  });

  it('tells the platform from the user agent', () => {
    expect(detectPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(detectPlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android');
    expect(detectPlatform('Mozilla/5.0 (X11; Linux x86_64)')).toBe('other');
  });

  it("falls back to each app's web map at the venue", () => {
    const links = mapLinks(venue, 'android');
    expect(links.amapWeb).toMatch(/^https:\/\/uri\.amap\.com\/marker\?position=121\.473700,31\.230400&/);
    expect(links.amapWeb).toContain('coordinate=wgs84');
    expect(links.baiduWeb).toMatch(/^https:\/\/api\.map\.baidu\.com\/marker\?location=31\.230400,121\.473700&/);
    expect(links.baiduWeb).toContain(`title=${encodeURIComponent(venue.name)}`);
  });

  it('reads coordinates from a query and refuses what is not a place on Earth', () => {
    expect(parseCoordinates('31.2304', '121.4737')).toEqual({ lat: 31.2304, lng: 121.4737 });
    expect(parseCoordinates('91', '0')).toBeNull();
    expect(parseCoordinates('1', '181')).toBeNull();
    expect(parseCoordinates('abc', '1')).toBeNull();
    expect(parseCoordinates('', '1')).toBeNull();
    expect(parseCoordinates(null, '1')).toBeNull();
    expect(formatCoordinates({ lat: -8.5, lng: 115.26 })).toBe('8.500000° S, 115.260000° E');
  });
});
