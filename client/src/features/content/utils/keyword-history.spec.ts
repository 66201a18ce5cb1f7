import { createMemoryStorage } from '@client/lib/storage';
import { addKeyword, clearKeywords, KEYWORD_HISTORY_KEY, readKeywords } from '@client/features/content/utils/keyword-history';

describe('guest keyword history', () => {
  it('keeps the last 10, newest first, a repeat moved to the front', () => {
    const store = createMemoryStorage();
    for (let i = 1; i <= 12; i += 1) addKeyword(`k${i}`, store);
    expect(readKeywords(store)).toEqual(['k12', 'k11', 'k10', 'k9', 'k8', 'k7', 'k6', 'k5', 'k4', 'k3']);
    addKeyword(' k5 ', store);
    expect(readKeywords(store).slice(0, 2)).toEqual(['k5', 'k12']);
    expect(readKeywords(store)).toHaveLength(10);
  });

  it('ignores blanks, clears, and survives a damaged value', () => {
    const store = createMemoryStorage();
    addKeyword('   ', store);
    expect(readKeywords(store)).toEqual([]);
    addKeyword('reef', store);
    clearKeywords(store);
    expect(readKeywords(store)).toEqual([]);
    store.setItem(KEYWORD_HISTORY_KEY, '{oops');
    expect(readKeywords(store)).toEqual([]);
    store.setItem(KEYWORD_HISTORY_KEY, JSON.stringify(['a', 3, 'b']));
    expect(readKeywords(store)).toEqual(['a', 'b']);
  });
});
