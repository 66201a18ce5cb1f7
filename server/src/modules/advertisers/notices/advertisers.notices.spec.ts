import { t } from '@server/common/i18n/i18n';
import { ApplicationReviewed, CreativeReviewed } from '../events/advertisers.events';
import { AdvertiserNotices, advertiserNoticeFor } from './advertisers.notices';

describe('advertiserNoticeFor', () => {
  it('a rejection tells the applicant why, in each language', () => {
    const e = new ApplicationReviewed({
      applicationId: 'a',
      userId: 'u',
      companyName: 'Blue Reef',
      decision: 'rejected',
      reason: 'blurred licence',
    });
    const n = advertiserNoticeFor(e);
    expect(n).toMatchObject({ eventId: e.eventId, recipientId: 'u', category: 'review', titleKey: 'notice.advertisers.rejected.title' });
    expect(t('en-us', n.bodyKey, n.params)).toBe(
      'The advertiser application of "Blue Reef" was not approved. Reason: blurred licence. You may edit it and resubmit.',
    );
    expect(t('zh-cn', n.bodyKey, n.params)).toContain('blurred licence');
    expect(t('zh-hant', n.bodyKey, n.params)).toContain('Blue Reef');
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
      params: { title: 'Reef week', reason: 'Misleading' },
    });
  });

  it('maps both review events through the notice port, with only the keys it declares (checked for texts at start)', () => {
    const source = new AdvertiserNotices();
    const events = (['approved', 'rejected'] as const).flatMap((decision) => [
      new ApplicationReviewed({ applicationId: 'a', userId: 'u', companyName: 'Blue Reef', decision, reason: null }),
      new CreativeReviewed({ campaignId: 'c', userId: 'u', title: 'Reef week', decision, reason: null }),
    ]);
    expect(new Set(events.map((e) => e.constructor))).toEqual(new Set(source.events));
    const used = events.flatMap((e) => source.noticesFor(e)).flatMap((n) => [n.titleKey, n.bodyKey]);
    expect(new Set(used)).toEqual(new Set(source.keys));
  });
});
