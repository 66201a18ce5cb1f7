import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import type { AuthResultDto } from '@contracts/api';
import type { AdPackageDto, AdRecordsDto, ApplicationDto, ServedAdDto } from '@contracts/schemas/advertisers';
import type { Order } from '@contracts/schemas/orders';
import { AppConfig } from '@server/config/app-config';
import { seedDemoData } from '@server/seed/demo-data';
import { ApiClient } from '@test/setup/api';
import { startApp, type TestApp } from '@test/setup/harness';

/** The advertisers demo: packages, a running home-banner campaign of an approved advertiser, a rejected application with its reason. */
describe('advertisers demo data', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp({ RATE_LIMIT_DEFAULT_PER_MINUTE: '100000' });
    expect(await seedDemoData(t.app.get(DataSource), new AppConfig({ DEMO_DATA: 'true', UPLOAD_DIR: t.env.uploadDir }))).toBe(true);
  });
  afterAll(async () => {
    await t.close();
  });

  async function login(account: string): Promise<ApiClient> {
    const c = new ApiClient(t.url);
    const res = await c.post<AuthResultDto>('/auth/login', { account, password: 'reef2026' });
    expect(res.code).toBe(1);
    c.token = res.data.token;
    return c;
  }

  it('shows the running campaign on the home banner, labelled, with its image stored', async () => {
    const guest = new ApiClient(t.url);
    const ads = (await guest.get<ServedAdDto[]>('/ads?slot=home_banner')).data;
    expect(ads).toEqual([
      expect.objectContaining({ sponsored: true, advertiser: '蓝礁潜水（深圳）有限公司', link: 'https://bluereef.example/open-water' }),
    ]);
    const image = await fetch(`${t.url}${ads[0]!.imageUrl}`);
    expect(image.status).toBe(200);
    expect(existsSync(join(t.env.uploadDir, ads[0]!.image.replace(/^\/uploads\//, '')))).toBe(true);
    expect((await guest.get<AdPackageDto[]>('/advertisers/packages')).data.length).toBeGreaterThanOrEqual(3);
  });

  it('the advertiser sees a paid application, the order and records; the applicant sees the rejection reason', async () => {
    const adv = await login('advertiser@reefline.local');
    const me = await adv.get<{ roles: string[] }>('/me');
    expect(me.data.roles).toContain('advertiser');
    expect((await adv.get<ApplicationDto>('/me/advertiser')).data).toMatchObject({ status: 'paid' });
    const rec = await adv.get<AdRecordsDto>('/me/ad-records');
    expect(rec.data.campaigns[0]).toMatchObject({ status: 'running', impressions: 2825, clicks: 89 });
    const orders = await adv.get<{ items: Order[] }>('/orders');
    expect(orders.data.items[0]).toMatchObject({ kind: 'ad_placement', status: 'paid' });

    const applicant = await login('applicant@reefline.local');
    const app = (await applicant.get<ApplicationDto>('/me/advertiser')).data;
    expect(app.status).toBe('rejected');
    // A ready-made reason, in the reader's language (decision 0135).
    expect(app).toMatchObject({ rejectReason: expect.stringMatching(/营业执照/), rejectReasonIsFreeText: false });
    applicant.language = 'en-us';
    expect((await applicant.get<ApplicationDto>('/me/advertiser')).data.rejectReason).toMatch(/^The business licence image/);
    applicant.language = 'zh-hant';
    expect((await applicant.get<ApplicationDto>('/me/advertiser')).data.rejectReason).toMatch(/營業執照/);
    applicant.language = 'zh-cn';
    // Their stored licence is accepted back on an edit (it is one of this site's images).
    await applicant.get('/me');
    const {
      id,
      status: _s,
      rejectReason: _r,
      rejectReasonIsFreeText: _f,
      history: _h,
      licenseImageUrl: _u,
      submittedAt: _a,
      updatedAt: _b,
      ...fields
    } = app;
    const resubmitted = await applicant.put<ApplicationDto>(`/advertisers/applications/${id}`, {
      ...fields,
      agree: true,
      riskConfirmed: true,
    });
    expect(resubmitted.data).toMatchObject({ status: 'awaiting_review' });
  });
});
