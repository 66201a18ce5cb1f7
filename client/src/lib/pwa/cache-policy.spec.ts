import { webcrypto } from 'node:crypto';
import {
  articleIdOfPath,
  isKeepableEnvelope,
  isUploadPath,
  savedCacheFor,
  isPhonePicturePath,
  isSessionApiPath,
  SESSION_CACHE_PREFIX,
  sessionCacheFor,
  sessionCacheName,
  sessionCachesToDelete,
} from '@client/lib/pwa/cache-policy';

describe('the service worker cache policy (issue #35)', () => {
  it('names a session cache after the token digest, never the token, and tells sessions apart', async () => {
    const subtle = webcrypto.subtle as unknown as SubtleCrypto;
    const a = await sessionCacheFor('token-of-alice', subtle);
    const b = await sessionCacheFor('token-of-bob', subtle);
    expect(a).toMatch(/^reefline-api-[0-9a-f]{32}$/);
    expect(a).not.toContain('alice');
    expect(a).not.toBe(b);
    expect(await sessionCacheFor('token-of-alice', subtle)).toBe(a);
    expect(sessionCacheName(new Uint8Array([0, 1, 254, 255]))).toBe(`${SESSION_CACHE_PREFIX}0001feff`);
  });

  it('deletes every session cache at logout, all but the current one at an account switch, nothing else', () => {
    const names = ['workbox-precache-v2-x', 'reefline-pictures', 'reefline-app-files', 'reefline-api-aaa', 'reefline-api-bbb'];
    expect(sessionCachesToDelete(names)).toEqual(['reefline-api-aaa', 'reefline-api-bbb']);
    expect(sessionCachesToDelete(names, 'reefline-api-bbb')).toEqual(['reefline-api-aaa']);
    expect(sessionCachesToDelete(['reefline-pictures'])).toEqual([]);
  });

  it('names the saved articles’ cache after the same digest and deletes it with the session (0133)', async () => {
    const subtle = webcrypto.subtle as unknown as SubtleCrypto;
    const api = await sessionCacheFor('token-of-alice', subtle);
    const saved = await savedCacheFor('token-of-alice', subtle);
    expect(saved).toBe(`reefline-saved-${api.slice('reefline-api-'.length)}`);
    const names = ['reefline-pictures', api, saved, 'reefline-api-bbb', 'reefline-saved-bbb'];
    expect(sessionCachesToDelete(names)).toEqual([api, saved, 'reefline-api-bbb', 'reefline-saved-bbb']);
    expect(sessionCachesToDelete(names, api)).toEqual(['reefline-api-bbb', 'reefline-saved-bbb']);
  });

  it('tells an article’s answer and an upload by their paths', () => {
    expect(articleIdOfPath('/api/v1/articles/0b7c-1f')).toBe('0b7c-1f');
    expect(articleIdOfPath('/api/v1/articles/categories')).toBeUndefined();
    expect(articleIdOfPath('/api/v1/articles/x/related')).toBeUndefined();
    expect(articleIdOfPath('/api/v1/articles')).toBeUndefined();
    expect(isUploadPath('/uploads/images/a.jpg')).toBe(true);
    expect(isUploadPath('/uploads/../etc/passwd')).toBe(false);
    expect(isUploadPath('/h5/uploads/a.jpg')).toBe(false);
  });

  it('keeps only the ticket wallet and a ticket of the API', () => {
    expect(isSessionApiPath('/api/v1/tickets')).toBe(true);
    expect(isSessionApiPath('/api/v1/tickets/0190f1a2-7b3c-7def-8123-456789abcdef')).toBe(true);
    expect(isSessionApiPath('/api/v1/tickets/history')).toBe(false);
    expect(isSessionApiPath('/api/v1/tickets/a/b')).toBe(false);
    expect(isSessionApiPath('/api/v1/common/init')).toBe(false);
    expect(isSessionApiPath('/api/v1/user/info')).toBe(false);
    expect(isSessionApiPath('/api/v1/orders')).toBe(false);
  });

  it('keeps pictures at the phone widths the server makes, not uploads at full size nor other files', () => {
    expect(isPhonePicturePath('/uploads/size/w400/images/2026/05/a-b.webp')).toBe(true);
    expect(isPhonePicturePath('/uploads/size/w800/images/x.JPG')).toBe(true);
    expect(isPhonePicturePath('/uploads/images/x.jpg')).toBe(false);
    expect(isPhonePicturePath('/uploads/size/w400/files/x.pdf')).toBe(false);
  });

  it('keeps a success envelope only', () => {
    expect(isKeepableEnvelope(200, { code: 1, msg: '', data: {} })).toBe(true);
    expect(isKeepableEnvelope(200, { code: 0, msg: 'no', data: null })).toBe(false);
    expect(isKeepableEnvelope(200, { code: 401 })).toBe(false);
    expect(isKeepableEnvelope(500, { code: 1 })).toBe(false);
    expect(isKeepableEnvelope(200, null)).toBe(false);
  });
});
