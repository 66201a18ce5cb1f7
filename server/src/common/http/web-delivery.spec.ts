import { h5CacheControl, IMMUTABLE, pickEncoding, REVALIDATE } from './web-delivery';

describe('web delivery', () => {
  it('picks gzip, else brotli, for API answers; q=0 refuses', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('gzip');
    expect(pickEncoding('br')).toBe('br');
    expect(pickEncoding('br, gzip;q=0')).toBe('br');
    expect(pickEncoding('gzip;q=0, br;q=0')).toBeUndefined();
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });

  it('caches hashed assets for a year and revalidates everything else', () => {
    expect(h5CacheControl('/srv/client/dist/assets/index-Cm7dqXe9.js')).toBe(IMMUTABLE);
    expect(h5CacheControl('/srv/client/dist/assets/index-Cm7dqXe9.js.br')).toBe(IMMUTABLE);
    expect(h5CacheControl('/srv/client/dist/index.html')).toBe(REVALIDATE);
    expect(h5CacheControl('/srv/client/dist/sw.js')).toBe(REVALIDATE);
    expect(h5CacheControl('/srv/client/dist/manifest.webmanifest')).toBe(REVALIDATE);
    expect(h5CacheControl('/srv/client/dist/icons/icon-192.png')).toBe(REVALIDATE);
  });
});
