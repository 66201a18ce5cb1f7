import { DataSource } from 'typeorm';
import type { Paged, UserDto } from '@contracts/api';
import { APPLICATION_FIELDS, type AdminApplicationDto, type ApplicationDto, type RejectTemplateDto } from '@contracts/schemas/advertisers';
import { t as text, type MessageKey } from '@server/common/i18n/i18n';
import type { ApiClient } from '@test/setup/api';
import { userWithRoles } from '@test/setup/factories';
import { startApp, type TestApp } from '@test/setup/harness';
import { until } from '../content/helpers';
import { application, licence, member, reviewer, submit } from './helpers';

const en = (key: MessageKey) => text('en-us', key);

describe('advertiser applications', () => {
  let t: TestApp;
  let admin: ApiClient;

  beforeAll(async () => {
    t = await startApp({ RATE_LIMIT_DEFAULT_PER_MINUTE: '100000' });
    admin = (await reviewer(t)).client;
  });
  afterAll(async () => {
    await t.close();
  });

  async function reviewMessages(userId: string): Promise<{ title_key: string; params: Record<string, string> }[]> {
    return (await t.app
      .get(DataSource)
      .query(`SELECT title_key, params FROM messages WHERE recipient_id = $1 AND category = 'review' ORDER BY created_at`, [userId])) as {
      title_key: string;
      params: Record<string, string>;
    }[];
  }

  it('refuses each missing required field, naming it in the reader’s language', async () => {
    const { client } = await member(t);
    for (const field of APPLICATION_FIELDS) {
      const res = await client.post(
        '/advertisers/applications',
        application({ [field]: field === 'agree' || field === 'riskConfirmed' ? false : '' }),
      );
      expect(res.code).toBe(0);
      const errors = (res.data as { errors: { field: string; msg: string }[] }).errors;
      expect(errors[0].field).toBe(field);
      const key =
        field === 'agree'
          ? 'v.advertiser.agree_required'
          : field === 'riskConfirmed'
            ? 'v.advertiser.risk_required'
            : (`v.advertiser.${field}.required` as MessageKey);
      expect(errors[0].msg).toBe(en(key));
      expect(res.msg).toBe(en(key));
    }
    // In Chinese too.
    client.language = 'zh-cn';
    const zh = await client.post('/advertisers/applications', application({ companyName: ' ' }));
    expect(zh.msg).toBe('请填写公司名称');
    client.language = 'en-us';
    // Format refusals: the credit code's check character, a phone for its prefix, a licence not uploaded here.
    const bad = await client.post('/advertisers/applications', application({ creditCode: '91440300MA5F000001' }));
    expect(bad.msg).toBe(en('v.advertiser.creditCode.invalid'));
    const phone = await client.post('/advertisers/applications', application({ legalPhone: '12345678901' }));
    expect(phone.msg).toBe(en('v.advertiser.legalPhone.invalid'));
    const elsewhere = await client.post('/advertisers/applications', application({ licenseImage: 'https://elsewhere.example/l.jpg' }));
    expect(elsewhere).toMatchObject({ code: 0, data: { errors: [{ field: 'licenseImage' }] } });
    expect(await client.get('/me/advertiser')).toMatchObject({ code: 1, data: null });
  });

  it('walks the states: submitted → rejected (reason) → edited and resubmitted → approved; illegal moves are refused', async () => {
    const applicant = await member(t);
    const cs = await reviewer(t, 'customer_service');
    const app = await submit(applicant.client);
    expect(app).toMatchObject({ status: 'awaiting_review', rejectReason: null, companyName: 'Blue Reef Diving Ltd' });
    expect(app.history.map((h) => h.action)).toEqual(['submitted']);

    // One open application per user; no edit while it waits; no approval from the applicant.
    const ownLicence = await licence(applicant.client);
    expect(await applicant.client.post('/advertisers/applications', application({ licenseImage: ownLicence }))).toMatchObject({
      code: 0,
      msg: en('e.advertisers.application_open'),
    });
    expect(await applicant.client.put(`/advertisers/applications/${app.id}`, application())).toMatchObject({ code: 0 });
    expect((await applicant.client.post(`/admin/advertisers/applications/${app.id}/review`, { decision: 'approve' })).status).toBe(403);

    // A rejection needs a reason; customer service may decide.
    const noReason = await cs.client.post(`/admin/advertisers/applications/${app.id}/review`, { decision: 'reject' });
    expect(noReason).toMatchObject({ code: 0, data: { errors: [{ field: 'reason' }] } });
    const rejected = await cs.client.post<AdminApplicationDto>(`/admin/advertisers/applications/${app.id}/review`, {
      decision: 'reject',
      reason: 'The licence photo is blurred',
    });
    expect(rejected.data).toMatchObject({
      status: 'rejected',
      rejectReason: 'The licence photo is blurred',
      applicant: { id: applicant.id },
    });
    // Deciding twice is illegal.
    expect(await admin.post(`/admin/advertisers/applications/${app.id}/review`, { decision: 'approve' })).toMatchObject({ code: 0 });

    const mine = await applicant.client.get<ApplicationDto>('/me/advertiser');
    expect(mine.data).toMatchObject({ id: app.id, status: 'rejected', rejectReason: 'The licence photo is blurred' });
    expect(mine.data.history.map((h) => [h.action, h.by?.id, h.reason])).toEqual([
      ['submitted', applicant.id, null],
      ['rejected', cs.id, 'The licence photo is blurred'],
    ]);

    // Someone else cannot edit it (404); the owner edits and resubmits.
    const other = await member(t);
    expect((await other.client.put(`/advertisers/applications/${app.id}`, application())).status).toBe(404);
    const edited = await applicant.client.put<ApplicationDto>(
      `/advertisers/applications/${app.id}`,
      application({ companyName: 'Blue Reef Co', licenseImage: ownLicence }),
    );
    expect(edited.data).toMatchObject({ status: 'awaiting_review', rejectReason: null, companyName: 'Blue Reef Co' });
    // Editing again while it waits is illegal.
    expect(await applicant.client.put(`/advertisers/applications/${app.id}`, application({ licenseImage: ownLicence }))).toMatchObject({
      code: 0,
      msg: en('e.advertisers.not_editable'),
    });

    const approved = await admin.post<AdminApplicationDto>(`/admin/advertisers/applications/${app.id}/review`, { decision: 'approve' });
    expect(approved.data.status).toBe('approved');
    expect(approved.data.history.map((h) => h.action)).toEqual(['submitted', 'rejected', 'resubmitted', 'approved']);
    expect(await admin.post(`/admin/advertisers/applications/${app.id}/review`, { decision: 'reject', reason: 'x' })).toMatchObject({
      code: 0,
      msg: en('e.advertisers.not_reviewable'),
    });
    expect(await applicant.client.put(`/advertisers/applications/${app.id}`, application())).toMatchObject({ code: 0 });

    // Approval grants the advertiser role at once (cached sessions dropped).
    const me = await applicant.client.get<UserDto>('/me');
    expect(me.data.roles).toContain('advertiser');

    // One review message per decision, in the applicant's inbox.
    const msgs = await until('two review messages', async () => {
      const m = await reviewMessages(applicant.id);
      return m.length >= 2 ? m : undefined;
    });
    expect(msgs.map((m) => m.title_key)).toEqual(['notice.advertisers.rejected.title', 'notice.advertisers.approved.title']);
    expect(msgs[0].params).toMatchObject({ reason: 'The licence photo is blurred' });
  });

  it('only reviewers see the queue and decide; templates come in three languages', async () => {
    const applicant = await member(t);
    const app = await submit(applicant.client);
    const author = (await userWithRoles(t, ['author'])).client;
    await author.get('/me');
    for (const c of [applicant.client, author]) {
      expect((await c.get(`/admin/advertisers/applications?status=awaiting_review`)).status).toBe(403);
      expect((await c.get(`/admin/advertisers/applications/${app.id}`)).status).toBe(403);
      expect((await c.post(`/admin/advertisers/applications/${app.id}/review`, { decision: 'approve' })).status).toBe(403);
    }
    const queue = await admin.get<Paged<AdminApplicationDto>>('/admin/advertisers/applications?status=awaiting_review&limit=100');
    expect(queue.data.items.map((a) => a.id)).toContain(app.id);
    expect(queue.data.items.every((a) => a.status === 'awaiting_review')).toBe(true);
    expect((await admin.get(`/admin/advertisers/applications/00000000-0000-0000-0000-000000000001`)).status).toBe(404);

    const enT = await admin.get<RejectTemplateDto[]>('/admin/advertisers/reject-templates');
    const zhT = await admin.get<RejectTemplateDto[]>('/admin/advertisers/reject-templates', { language: 'zh-cn' });
    const hantT = await admin.get<RejectTemplateDto[]>('/admin/advertisers/reject-templates', { language: 'zh-hant' });
    expect(enT.data.length).toBeGreaterThanOrEqual(4);
    expect(zhT.data.map((x) => x.key)).toEqual(enT.data.map((x) => x.key));
    expect(new Set([enT.data[0].text, zhT.data[0].text, hantT.data[0].text]).size).toBe(3);
  });

  it('two reviewers deciding at once: one decision wins', async () => {
    const applicant = await member(t);
    const app = await submit(applicant.client);
    const other = (await reviewer(t)).client;
    const results = await Promise.all([
      admin.post(`/admin/advertisers/applications/${app.id}/review`, { decision: 'approve' }),
      other.post(`/admin/advertisers/applications/${app.id}/review`, { decision: 'reject', reason: 'no' }),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual([0, 1]);
    const [row] = (await t.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM ad_application_decisions WHERE application_id = $1 AND action IN ('approved', 'rejected')`, [
        app.id,
      ])) as { n: number }[];
    expect(row.n).toBe(1);
  });
});
