import { ContestEnded, EntryReviewed } from '../events/contest.events';
import { ContestNotices } from './contest.notices';

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
});
