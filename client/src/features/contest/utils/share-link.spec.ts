import { canvassLink } from '@client/features/contest/utils/share-link';
import { wrapText } from '@client/lib/poster';

describe('canvassLink', () => {
  const base = { origin: 'https://reef.example', base: '/h5/', votePath: '/pages/vote/vote', entryId: 'e1' };
  it('builds the hash-routed canvass link with the share code', () => {
    expect(canvassLink({ ...base, ref: 'AbC123' })).toBe('https://reef.example/h5/#/pages/vote/vote?entry=e1&ref=AbC123');
    expect(canvassLink({ ...base, base: '/h5' })).toBe('https://reef.example/h5/#/pages/vote/vote?entry=e1');
  });
  it("takes the server's url, resolving a relative one", () => {
    expect(canvassLink({ ...base, serverUrl: 'https://x.example/s/1' })).toBe('https://x.example/s/1');
    expect(canvassLink({ ...base, serverUrl: '/h5/#/pages/vote/vote?entry=e1&ref=Z' })).toBe(
      'https://reef.example/h5/#/pages/vote/vote?entry=e1&ref=Z',
    );
  });
});

describe('wrapText', () => {
  const measure = (s: string) => Array.from(s).length * 10;
  it('wraps per character and ellipsises past the last line', () => {
    expect(wrapText(measure, 'abcdefgh', 30, 5)).toEqual(['abc', 'def', 'gh']);
    expect(wrapText(measure, '海底的一条小丑鱼', 30, 2)).toEqual(['海底的', '一条…']);
    expect(wrapText(measure, '', 30, 2)).toEqual([]);
  });
});
