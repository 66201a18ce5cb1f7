import { LANGUAGES } from '@contracts/language';
import { tStored } from '@server/common/i18n/i18n';
import { ApplicationReviewed, CreativeReviewed } from '../events/advertisers.events';
import { AdvertiserNotices, advertiserNoticeFor } from './advertisers.notices';

describe('advertiserNoticeFor', () => {
  it("a reviewer's own words are shown as written and marked as their note, in each language's sentence", () => {
    const e = new ApplicationReviewed({
      applicationId: 'a',
      userId: 'u',
      companyName: 'Blue Reef',
      decision: 'rejected',
      reason: '执照模糊',
    });
    const n = advertiserNoticeFor(e);
    expect(n).toMatchObject({ eventId: e.eventId, recipientId: 'u', category: 'review', titleKey: 'notice.advertisers.rejected.title' });
    expect(n.bodyKey).toBe('notice.advertisers.rejected.body_note');
    expect(tStored('en-us', n.bodyKey, n.params)).toBe(
      'The advertiser application of "Blue Reef" was not approved. Reviewer’s note (as written): “执照模糊”. You may edit it and resubmit.',
    );
    expect(tStored('zh-hant', n.bodyKey, n.params)).toContain('審核員留言（原文）：「执照模糊」');
  });

  it('a ready-made reason goes as its key and reads in the language the message is rendered in', () => {
    const n = advertiserNoticeFor(
      new ApplicationReviewed({
        applicationId: 'a',
        userId: 'u',
        companyName: 'Blue Reef',
        decision: 'rejected',
        reason: null,
        reasonKey: 'licence_unclear',
      }),
    );
    expect(n.bodyKey).toBe('notice.advertisers.rejected.body');
    expect(n.params['reason']).toEqual({ key: 'advertisers.reject.licence_unclear' });
    expect(LANGUAGES.map((l) => tStored(l, n.bodyKey, n.params))).toEqual([
      '「Blue Reef」的广告主申请未通过审核，原因：营业执照图片不清晰或不完整，请重新上传清晰的原件照片。修改后可重新提交。',
      'The advertiser application of "Blue Reef" was not approved. Reason: The business licence image is unclear or incomplete: please upload a clear photo of the original. You may edit it and resubmit.',
      '「Blue Reef」的廣告主申請未通過審核，原因：營業執照圖片不清晰或不完整，請重新上傳清晰的原件照片。修改後可重新提交。',
    ]);
  });

  it('an approval and a creative decision have their own texts', () => {
    const approved = advertiserNoticeFor(
      new ApplicationReviewed({ applicationId: 'a', userId: 'u', companyName: 'Blue Reef', decision: 'approved', reason: null }),
    );
    expect(approved.titleKey).toBe('notice.advertisers.approved.title');
    const creative = advertiserNoticeFor(
      new CreativeReviewed({ campaignId: 'c', userId: 'u', title: 'Reef week', decision: 'rejected', reason: 'Misleading' }),
    );
    expect(creative).toMatchObject({
      titleKey: 'notice.advertisers.creative_rejected.title',
      bodyKey: 'notice.advertisers.creative_rejected.body_note',
      params: { title: 'Reef week', reason: 'Misleading' },
    });
  });

  it('maps both review events through the notice port, with only the keys it declares (checked for texts at start)', () => {
    const source = new AdvertiserNotices();
    const events = (['approved', 'rejected'] as const).flatMap((decision) =>
      [null, 'creative_misleading'].flatMap((reasonKey) => [
        new ApplicationReviewed({
          applicationId: 'a',
          userId: 'u',
          companyName: 'Blue Reef',
          decision,
          reason: reasonKey ? null : 'x',
          reasonKey,
        }),
        new CreativeReviewed({ campaignId: 'c', userId: 'u', title: 'Reef week', decision, reason: reasonKey ? null : 'x', reasonKey }),
      ]),
    );
    expect(new Set(events.map((e) => e.constructor))).toEqual(new Set(source.events));
    const used = events.flatMap((e) => source.noticesFor(e)).flatMap((n) => [n.titleKey, n.bodyKey]);
    expect(new Set(used)).toEqual(new Set(source.keys));
  });
});
