import { startApp, type TestApp } from '@test/setup/harness';
describe('probe', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startApp(); });
  afterAll(async () => { await t.close(); });
  it('probes', async () => {
    for (const p of ['/api/v1/health', '/api/docs', '/api/docs/json', '/api/v1/common/init']) {
      const r = await fetch(t.url + p, { headers: { language: 'en-us' } });
      const text = await r.text();
      process.stdout.write(`${p} ${r.status} ${r.headers.get('content-type')} ${r.headers.get('__token__')}\n${text.slice(0, 600)}\n\n`);
    }
  });
});
