import { issueTitleWithoutNumber } from '@client/features/content/utils/issue-title';

describe('issue titles on a tile that prints the number itself (issue #36)', () => {
  it.each([
    ['No. 4 · The gear yearbook', 4, 'The gear yearbook'],
    ['Issue 21 · Colour', 21, 'Colour'],
    ['Edition 3: Night dives', 3, 'Night dives'],
    ['#7 – Wrecks', 7, 'Wrecks'],
    ['第 4 期 · 装备年鉴', 4, '装备年鉴'],
    ['第4期 裝備年鑑', 4, '裝備年鑑'],
    ['第 3 辑 · 合辑', 3, '合辑'],
  ])('%s (No. %d) → %s', (title, n, expected) => {
    expect(issueTitleWithoutNumber(title, n)).toBe(expected);
  });

  it('leaves titles that do not start with this number', () => {
    expect(issueTitleWithoutNumber('The gear yearbook', 4)).toBe('The gear yearbook');
    expect(issueTitleWithoutNumber('No. 40 · Forty', 4)).toBe('No. 40 · Forty');
    expect(issueTitleWithoutNumber('月度合辑 3', 3)).toBe('月度合辑 3');
    expect(issueTitleWithoutNumber('Nothing but blue', 1)).toBe('Nothing but blue');
  });

  it('is empty for a title that was only the number', () => {
    expect(issueTitleWithoutNumber('No. 4', 4)).toBe('');
    expect(issueTitleWithoutNumber('第 4 期', 4)).toBe('');
  });
});
