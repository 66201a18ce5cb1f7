import sharp from 'sharp';
import type { UploadDto } from '@contracts/api';
import type { FeedbackDto } from '@contracts/schemas/feedback';
import type { ApiClient } from '@test/setup/api';
import { registerUser, storedImagePath } from '@test/setup/factories';
import { startApp, type TestApp } from '@test/setup/harness';
import { admin, createContest } from '@test/contest/helpers';

/** Issue #24: entries and feedback accept only images uploaded here, not any https:// URL. */
describe('contest entries and feedback screenshots take only this app’s own images', () => {
  let t: TestApp;
  let author: ApiClient;
  let contestId: string;
  let uploaded: UploadDto;
  beforeAll(async () => {
    t = await startApp({ PUBLIC_URL: 'https://reef.example.com' });
    contestId = (await createContest(await admin(t))).id;
    author = (await registerUser(t)).client;
    author.language = 'en-us';
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 0, g: 90, b: 160 } } })
      .png()
      .toBuffer();
    const fd = new FormData();
    fd.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'reef.png');
    const res = await author.request<UploadDto>('POST', '/uploads/images', fd);
    expect(res.code).toBe(1);
    uploaded = res.data;
  });
  afterAll(async () => {
    await t.close();
  });

  const entry = (images: string[]) =>
    author.post(`/contests/${contestId}/entries`, {
      title: 'Reef',
      images,
      introduction: 'x',
      camera: 'c',
      lens: 'l',
      housing: 'h',
      accessories: 'a',
      place: 'p',
      year: 2025,
    });
  const feedback = (screenshots: string[]) => author.post<FeedbackDto>('/feedback', { type: 'bug', content: 'broken', screenshots });

  const foreign = () => [
    'https://evil.example/reef.jpg',
    // our path on someone else's host
    `https://evil.example${storedImagePath()}`,
    // our host, but not a stored image's key
    'https://reef.example.com/uploads/images/contest/2026/11/not-a-uuid.jpg',
    `https://reef.example.com/static${storedImagePath()}`,
    `${storedImagePath()}?v=1`,
  ];

  it('accepts the url and the fullurl the upload route gave', async () => {
    expect(uploaded.fullurl).toBe(`https://reef.example.com${uploaded.url}`);
    expect((await entry([uploaded.url, uploaded.fullurl])).code).toBe(1);
    expect((await feedback([uploaded.url, uploaded.fullurl])).code).toBe(1);
  });

  it.each(foreign())('refuses %s in an entry and in feedback, naming the field', async (url) => {
    const e = await entry([uploaded.url, url]);
    expect(e).toMatchObject({ code: 0, data: { errors: [{ field: 'images', msg: 'Please upload the image here first' }] } });
    const f = await feedback([url]);
    expect(f).toMatchObject({ code: 0, data: { errors: [{ field: 'screenshots', msg: 'Please upload the image here first' }] } });
  });
});
