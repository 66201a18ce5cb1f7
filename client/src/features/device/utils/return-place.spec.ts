import { placeUrl, safeBack } from '@client/features/device/utils/return-place';

describe('choose-location returns the place to its caller', () => {
  it('follows only in-app paths', () => {
    expect(safeBack('/open-location')).toBe('/open-location');
    expect(safeBack('/pages/exhibition/exhibition?id=1')).toBe('/pages/exhibition/exhibition?id=1');
    for (const bad of ['//evil.example.com', 'https://evil.example.com', 'javascript:alert(1)', '/\\evil', '', null]) expect(safeBack(bad)).toBeNull();
  });

  it("puts the place on the caller's path, keeping its own query and replacing an earlier place", () => {
    const place = { lat: 31.2304, lng: 121.4737, name: '深蓝馆 & Hall', address: '上海 1 号' };
    const url = placeUrl('/pages/x?id=7&lat=1&lng=2', place);
    const [path, query] = url.split('?');
    expect(path).toBe('/pages/x');
    const q = new URLSearchParams(query);
    expect(Object.fromEntries(q)).toEqual({ id: '7', lat: '31.230400', lng: '121.473700', name: '深蓝馆 & Hall', address: '上海 1 号' });
    expect(new URLSearchParams(placeUrl('/a?address=old', { ...place, address: '' }).split('?')[1]).has('address')).toBe(false);
  });
});
