import type { InitDto } from '@contracts/api';
import { ApiClient } from '@test/setup/api';
import { startApp, type TestApp } from '@test/setup/harness';

/**
 * Issue #35: `/common/init` tells the app its newest published version, the configured store
 * pages and the map tile source; unset, the current version, no stores and no tiles (the pages
 * then say "not available yet" and show a venue card). A tile source's origin joins `img-src`.
 */
describe('GET /common/init: latest version, stores, map tiles (issue #35)', () => {
  describe('configured', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startApp({
        APP_LATEST_VERSION: '1.0.2',
        APP_LATEST_VERSION_CODE: '102',
        STORE_GOOGLE_PLAY_URL: 'https://play.google.com/store/apps/details?id=com.reefline.app',
        STORE_MARKET_URL: 'https://sj.qq.com/appdetail/com.reefline.app',
        MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
      });
    });
    afterAll(async () => {
      await t.close();
    });

    it('answers the newest version, the configured stores and the tile template', async () => {
      const res = await new ApiClient(t.url).get<InitDto>('/common/init');
      expect(res.data).toMatchObject({
        version: '1.0.1',
        versionCode: 101,
        latest: { version: '1.0.2', versionCode: 102 },
        stores: {
          appStore: null,
          googlePlay: 'https://play.google.com/store/apps/details?id=com.reefline.app',
          market: 'https://sj.qq.com/appdetail/com.reefline.app',
          apk: null,
        },
        mapTiles: 'https://tiles.example.com/{z}/{x}/{y}.png',
      });
    });

    it("lets the app's pages draw the tiles (img-src names their origin)", async () => {
      const res = await fetch(`${t.url}/h5/`);
      const imgSrc = /img-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1]?.split(' ') ?? [];
      expect(imgSrc).toContain('https://tiles.example.com');
    });
  });

  describe('unset', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startApp();
    });
    afterAll(async () => {
      await t.close();
    });

    it('answers the current version as the newest, no stores and no tiles', async () => {
      const res = await new ApiClient(t.url).get<InitDto>('/common/init');
      expect(res.data).toMatchObject({
        latest: { version: '1.0.1', versionCode: 101 },
        stores: { appStore: null, googlePlay: null, market: null, apk: null },
        mapTiles: null,
      });
      const csp = (await fetch(`${t.url}/h5/`)).headers.get('content-security-policy') ?? '';
      expect(csp).not.toContain('tiles.example.com');
    });
  });
});
