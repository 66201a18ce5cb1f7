import { decodeEntities, splitSnippet } from '@client/features/content/utils/highlight';

describe('search snippets', () => {
  it('splits on <mark> into marked and plain parts', () => {
    expect(splitSnippet('在<mark>潜水</mark>时拍<mark>摄影</mark>作品')).toEqual([
      { text: '在', mark: false },
      { text: '潜水', mark: true },
      { text: '时拍', mark: false },
      { text: '摄影', mark: true },
      { text: '作品', mark: false },
    ]);
  });

  it('keeps escaped markup as text, never as tags', () => {
    const parts = splitSnippet('&lt;img src=x onerror=alert(1)&gt; <mark>reef</mark> &amp; more');
    expect(parts).toEqual([
      { text: '<img src=x onerror=alert(1)> ', mark: false },
      { text: 'reef', mark: true },
      { text: ' & more', mark: false },
    ]);
  });

  it('treats any other tag as text', () => {
    expect(splitSnippet('<b>x</b>')).toEqual([{ text: '<b>x</b>', mark: false }]);
  });

  it('joins neighbouring parts of the same kind and drops empty ones', () => {
    expect(splitSnippet('<mark>a</mark><mark>b</mark>')).toEqual([{ text: 'ab', mark: true }]);
    expect(splitSnippet('')).toEqual([]);
  });

  it('decodes numeric entities and leaves unknown ones', () => {
    expect(decodeEntities('&#39;&#x4e2d;&bogus;')).toBe("'中&bogus;");
  });
});
