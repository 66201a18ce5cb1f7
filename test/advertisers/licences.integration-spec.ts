import sharp from 'sharp';
import { DataSource } from 'typeorm';
import type { UploadDto } from '@contracts/api';
import type { AdminApplicationDto, ApplicationDto } from '@contracts/schemas/advertisers';
import type { ApiClient } from '@test/setup/api';
import { checkedFetch } from '@test/setup/contract';
import { startApp, type TestApp } from '@test/setup/harness';
import { application, licence, member, reviewer } from './helpers';

/**
 * Business licences are private uploads (#37): kept where no public URL reaches them, served only
 * to their uploader and reviewers (never cached), and an application attaches only its applicant's
 * own licence — another user's is refused, as is a public upload.
 */
describe('business licences are private and their uploader’s own', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await startApp({ RATE_LIMIT_DEFAULT_PER_MINUTE: '100000' });
    db = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t.close();
  });

  const read = (ref: string, client?: ApiClient) =>
    checkedFetch(`${t.url}${ref}`, { headers: client?.token ? { token: client.token } : {} });

  it('serves a licence to its uploader and reviewers only, never cached, and never from a public path', async () => {
    const applicant = await member(t);
    const ref = await licence(applicant.client);
    expect(ref).toMatch(/^\/api\/v1\/advertisers\/licences\/[0-9a-f-]{36}$/);

    // Its uploader and both reviewer roles read it, uncached.
    for (const who of [applicant.client, (await reviewer(t, 'admin')).client, (await reviewer(t, 'customer_service')).client]) {
      const res = await read(ref, who);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(res.headers.get('cache-control')).toMatch(/no-store/);
      expect(res.headers.get('cache-control')).not.toMatch(/public|max-age=[1-9]/);
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).format).toBe('jpeg');
    }
    // A guest is asked to log in; another member (an advertiser too) gets the 404 of an unknown id.
    expect((await read(ref)).status).toBe(401);
    const stranger = await member(t);
    const res = await read(ref, stranger.client);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);

    // The stored file is under no public URL: not the upload route's, not a narrower copy.
    const [{ key }] = (await db.query(`SELECT key FROM ad_licences WHERE id = $1`, [ref.split('/').at(-1)])) as { key: string }[];
    expect(key).toMatch(/^\.private\/licences\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);
    for (const path of [
      `/uploads/${key}`,
      `/uploads/size/w400/${key}`,
      `/uploads/size/w800/${key}`,
      `/uploads/${key.replace('.private/', '%2Eprivate/')}`,
    ]) {
      const pub = await fetch(`${t.url}${path}`);
      expect({ path, status: pub.status }).toEqual({ path, status: 404 });
    }
  });

  it('an application attaches only its applicant’s own licence', async () => {
    const owner = await member(t);
    const thief = await member(t);
    const ownersLicence = await licence(owner.client);
    // Another user's licence, a public upload, an unknown id: refused on the licence field.
    const pub = await thief.client.post<UploadDto>(
      '/uploads/images',
      await (async () => {
        const fd = new FormData();
        const jpg = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#888888' } })
          .jpeg()
          .toBuffer();
        fd.append('file', new Blob([new Uint8Array(jpg)], { type: 'image/jpeg' }), 'l.jpg');
        return fd;
      })(),
    );
    expect(pub.code).toBe(1);
    for (const licenseImage of [ownersLicence, pub.data.url, application().licenseImage]) {
      const res = await thief.client.post('/advertisers/applications', application({ licenseImage }));
      expect(res).toMatchObject({ code: 0, data: { errors: [{ field: 'licenseImage' }] } });
      expect(res.msg).toBe('Upload your own business licence picture');
    }
    expect(await thief.client.get('/me/advertiser')).toMatchObject({ code: 1, data: null });

    // The owner's own is accepted; the application shows it through the private route.
    const mine = await owner.client.post<ApplicationDto>('/advertisers/applications', application({ licenseImage: ownersLicence }));
    expect(mine.code).toBe(1);
    expect(mine.data).toMatchObject({ licenseImage: ownersLicence, licenseImageUrl: ownersLicence });

    // A resubmission may not swap in someone else's either.
    const admin = (await reviewer(t)).client;
    const seen = await admin.get<AdminApplicationDto>(`/admin/advertisers/applications/${mine.data.id}`);
    expect(seen.data.licenseImageUrl).toBe(ownersLicence);
    expect((await read(seen.data.licenseImageUrl, admin)).status).toBe(200);
    await admin.post(`/admin/advertisers/applications/${mine.data.id}/review`, { decision: 'reject', reason: 'Blurred' });
    const thiefsLicence = await licence(thief.client, '#aa3300');
    const swap = await owner.client.put(`/advertisers/applications/${mine.data.id}`, application({ licenseImage: thiefsLicence }));
    expect(swap).toMatchObject({ code: 0, data: { errors: [{ field: 'licenseImage' }] } });
    const fresh = await licence(owner.client, '#00aa33');
    expect((await owner.client.put(`/advertisers/applications/${mine.data.id}`, application({ licenseImage: fresh }))).code).toBe(1);
  });
});
