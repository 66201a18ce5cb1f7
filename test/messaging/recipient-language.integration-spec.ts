import type { AuthResultDto } from '@contracts/api';
import type { Language } from '@contracts/language';
import type { ApplicationDto } from '@contracts/schemas/advertisers';
import type { MessageDto } from '@contracts/schemas/messages';
import { t as text } from '@server/common/i18n/i18n';
import { ApiClient } from '@test/setup/api';
import { lastCode, newPhone, userWithRoles } from '@test/setup/factories';
import { startApp, type TestApp } from '@test/setup/harness';
import { MeClient, until } from '../auth/me-client';
import { submit } from '../advertisers/helpers';

type Page = { items: MessageDto[]; total: number };

/**
 * Messages to a user in the recipient's language (issue #36, decision 0135): a zh-CN admin rejects
 * two applications; the English and the Traditional Chinese applicant each hear of it in their own
 * language — pushed in their saved language, listed in their app's language — with a ready-made
 * reason translated and the admin's own words shown as written, marked as the reviewer's note.
 */
describe('messages in the recipient’s language', () => {
  let t: TestApp;
  const sockets: MeClient[] = [];

  beforeAll(async () => {
    t = await startApp({ RATE_LIMIT_DEFAULT_PER_MINUTE: '100000' });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t.close();
  });

  /** Registers from an app set to `language` (it becomes the account's saved language) and opens its `/me` socket. */
  async function applicant(language: Language) {
    const client = new ApiClient(t.url);
    client.language = language;
    const account = newPhone();
    expect((await client.post('/auth/codes', { channel: 'sms', target: account, purpose: 'register' })).code).toBe(1);
    const code = await lastCode(client, account);
    const res = await client.post<AuthResultDto>('/auth/register', { account, code, password: 'reef2026', agree: true });
    expect(res.code).toBe(1);
    client.token = res.data.token;
    await client.get('/me');
    const socket = await MeClient.open(t, res.data.token);
    sockets.push(socket);
    return { client, socket, app: await submit(client) };
  }

  it('a zh-CN admin’s rejection reaches an English and a zh-Hant applicant in their languages', async () => {
    const admin = (await userWithRoles(t, ['admin'])).client;
    admin.language = 'zh-cn';
    await admin.get('/me');
    const en = await applicant('en-us');
    const hant = await applicant('zh-hant');

    // A ready-made reason for the English applicant; the admin's own words for the other.
    const note = '执照照片反光，看不清注册号';
    const templates = await admin.get<{ key: string; text: string }[]>('/admin/advertisers/reject-templates');
    expect(templates.data.find((x) => x.key === 'licence_unclear')?.text).toBe(text('zh-cn', 'advertisers.reject.licence_unclear'));
    const r1 = await admin.post<ApplicationDto>(`/admin/advertisers/applications/${en.app.id}/review`, {
      decision: 'reject',
      reasonKey: 'licence_unclear',
    });
    expect(r1).toMatchObject({
      code: 1,
      data: { rejectReason: text('zh-cn', 'advertisers.reject.licence_unclear'), rejectReasonIsFreeText: false },
    });
    const r2 = await admin.post<ApplicationDto>(`/admin/advertisers/applications/${hant.app.id}/review`, {
      decision: 'reject',
      reason: note,
    });
    expect(r2).toMatchObject({ code: 1, data: { rejectReason: note, rejectReasonIsFreeText: true } });
    // Both at once is refused (which would the applicant read?).
    const both = await admin.post(`/admin/advertisers/applications/${hant.app.id}/review`, {
      decision: 'reject',
      reason: note,
      reasonKey: 'licence_unclear',
    });
    expect(both).toMatchObject({ code: 0, data: { errors: [{ field: 'reason', msg: text('zh-cn', 'v.advertiser.reason.one') }] } });

    const enTemplate = text('en-us', 'advertisers.reject.licence_unclear');
    const enTitle = text('en-us', 'notice.advertisers.rejected.title');
    const hantTitle = text('zh-hant', 'notice.advertisers.rejected.title');

    // The push, rendered at delivery in each recipient's saved language (not the admin's).
    await until('both pushes', () => en.socket.got('message:new').length > 0 && hant.socket.got('message:new').length > 0, 15_000);
    const enPush = en.socket.got('message:new').find((m) => m.category === 'review')!;
    expect(enPush.title).toBe(enTitle);
    expect(enPush.body).toContain(`Reason: ${enTemplate}.`);
    expect(enPush.body).not.toMatch(/[\u4e00-\u9fff]/);
    const hantPush = hant.socket.got('message:new').find((m) => m.category === 'review')!;
    expect(hantPush.title).toBe(hantTitle);
    expect(hantPush.body).toBe(text('zh-hant', 'notice.advertisers.rejected.body_note', { company: hant.app.companyName, reason: note }));
    expect(hantPush.body).toContain(`審核員留言（原文）：「${note}」`);

    // The inbox, in each app's language.
    const enInbox = (await en.client.get<Page>('/messages?category=review')).data.items;
    expect(enInbox.map((m) => [m.title, m.body])).toEqual([[enPush.title, enPush.body]]);
    const hantInbox = (await hant.client.get<Page>('/messages?category=review')).data.items;
    expect(hantInbox.map((m) => [m.title, m.body])).toEqual([[hantPush.title, hantPush.body]]);

    // The status pages: the ready-made reason in the reader's language; the admin's words as written, flagged.
    expect((await en.client.get<ApplicationDto>('/me/advertiser')).data).toMatchObject({
      rejectReason: enTemplate,
      rejectReasonIsFreeText: false,
    });
    const hantApp = (await hant.client.get<ApplicationDto>('/me/advertiser')).data;
    expect(hantApp).toMatchObject({ rejectReason: note, rejectReasonIsFreeText: true });
    expect(hantApp.history.find((h) => h.action === 'rejected')).toMatchObject({ reason: note, reasonIsFreeText: true });
    const enHistory = (await en.client.get<ApplicationDto>('/me/advertiser')).data.history.find((h) => h.action === 'rejected');
    expect(enHistory).toMatchObject({ reason: enTemplate, reasonIsFreeText: false });
  });
});
