import { tStored } from '@server/common/i18n/i18n';
import { ContestEnded, EntryReviewed } from '../events/contest.events';
import { ContestNotices, contestNoticesFor } from './contest.notices';

const review = { entryId: 'e-1', userId: 'u-1', contestId: 'c-1', contestTitle: 'Ocean Stars', title: 'Manta', reason: null };

describe('contest notices', () => {
  it('an ended contest tells each finisher their rank, keyed by the one (deterministic) event id', () => {
    const source = new ContestNotices();
    const ended = new ContestEnded({
      contestId: 'c-1',
      contestTitle: 'Ocean Stars',
      finishers: [
        { userId: 'u-1', entryId: 'e-1', title: 'Manta', rank: 1, votes: 40 },
        { userId: 'u-2', entryId: 'e-2', title: 'Turtle', rank: 2, votes: 31 },
      ],
    });
    const notices = source.noticesFor(ended);
    expect(notices.map((n) => [n.eventId, n.recipientId, n.params['rank']])).toEqual([
      ['contest-ended-c-1', 'u-1', 1],
      ['contest-ended-c-1', 'u-2', 2],
    ]);
    expect(notices[1]).toMatchObject({ category: 'review', titleKey: 'notice.contest.ended.title', link: '/pages/vote/vote?entry=e-2' });
  });

  it('maps both events through the notice port, with only the keys it declares (checked for texts at start)', () => {
    const source = new ContestNotices();
    const events = [
      new EntryReviewed({ ...review, decision: 'approved' }),
      new EntryReviewed({ ...review, decision: 'rejected', reason: 'Out of focus' }),
      new ContestEnded({
        contestId: 'c-1',
        contestTitle: 'Ocean Stars',
        finishers: [{ userId: 'u-1', entryId: 'e-1', title: 'Manta', rank: 1, votes: 4 }],
      }),
    ];
    expect(new Set(events.map((e) => e.constructor))).toEqual(new Set(source.events));
    const used = events.flatMap((e) => source.noticesFor(e)).flatMap((n) => [n.titleKey, n.bodyKey]);
    expect(new Set(used)).toEqual(new Set(source.keys));
  });

  it('a translated contest and entry title reads in the language the message is rendered in; the reason as written', () => {
    const [n] = contestNoticesFor(
      new EntryReviewed({
        ...review,
        contestTitle: '海洋之星 2026',
        contestTitles: { 'zh-cn': '海洋之星 2026', 'en-us': 'Ocean Stars 2026', 'zh-hant': '海洋之星 2026' },
        title: '蝠鲼芭蕾',
        titles: { 'zh-cn': '蝠鲼芭蕾', 'en-us': 'Manta ballet', 'zh-hant': '鬼蝠魟芭蕾' },
        decision: 'rejected',
        reason: '对焦不准',
      }),
    );
    expect(tStored('en-us', n!.bodyKey, n!.params)).toBe(
      'Your entry "Manta ballet" to Ocean Stars 2026 was not approved. Reviewer’s note (as written): “对焦不准”',
    );
    expect(tStored('zh-hant', n!.bodyKey, n!.params)).toBe(
      '您的作品《鬼蝠魟芭蕾》未通過「海洋之星 2026」的審核。審核員留言（原文）：「对焦不准」',
    );
  });
});
