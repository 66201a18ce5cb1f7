import { keywordTerms, likePattern, pick, ratingOf, shownOriginal, shownStock } from './goods.view';

describe('goods views', () => {
  it('picks the language, else Simplified Chinese', () => {
    expect(pick({ 'zh-cn': '脚蹼', 'en-us': 'Fins', 'zh-hant': '' }, 'en-us')).toBe('Fins');
    expect(pick({ 'zh-cn': '脚蹼', 'en-us': 'Fins', 'zh-hant': '' }, 'zh-hant')).toBe('脚蹼');
  });

  it('rating: six positions, 0 stars counts, average to one decimal', () => {
    expect(ratingOf([0, 0, 0, 0, 0, 0])).toEqual({ average: 0, count: 0, byStar: [0, 0, 0, 0, 0, 0] });
    expect(ratingOf([1, 0, 0, 0, 1, 1])).toEqual({ average: 3, count: 3, byStar: [1, 0, 0, 0, 1, 1] });
    expect(ratingOf([0, 0, 0, 1, 1, 1]).average).toBe(4);
    expect(ratingOf([0, 0, 0, 0, 2, 1]).average).toBe(4.3);
  });

  it('stock is exact only when low', () => {
    expect(shownStock(0)).toBe(0);
    expect(shownStock(10)).toBe(10);
    expect(shownStock(11)).toBeNull();
    expect(shownStock(-1)).toBe(0);
  });

  it('an original price shows only above the price; ILIKE patterns are literal', () => {
    expect(shownOriginal(100, 120)).toBe(120);
    expect(shownOriginal(100, 100)).toBeUndefined();
    expect(shownOriginal(100, null)).toBeUndefined();
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('a keyword is its words, at most five', () => {
    expect(keywordTerms('  open  heel fins ')).toEqual(['open', 'heel', 'fins']);
    expect(keywordTerms('a b c d e f')).toHaveLength(5);
  });
});
