import { badgeText } from '@client/lib/badges';

describe('badge text', () => {
  it('is empty for nothing, the number up to 99, then 99+', () => {
    expect([badgeText(undefined), badgeText(0), badgeText(-3)]).toEqual([undefined, undefined, undefined]);
    expect([badgeText(1), badgeText(99), badgeText(100), badgeText(12345)]).toEqual(['1', '99', '99+', '99+']);
  });
});
