import { analyzeDocument, analyzeQuery } from './analyze';
import { fold } from './fold';
import { escapeHtml, snippet } from './snippet';

describe('search text pipeline', () => {
  it('folds Traditional (Taiwan, Hong Kong) to Simplified, full-width to ASCII, upper to lower case', () => {
    expect(fold('潛水攝影')).toBe('潜水摄影');
    expect(fold('珊瑚礁生態與海龜')).toBe('珊瑚礁生态与海龟');
    expect(fold('ＤＩＶＩＮＧ in 蘭嶼')).toBe('diving in 兰屿');
    expect(fold('潜水摄影')).toBe('潜水摄影');
  });

  it('segments Han text for the index with the inner words of long words', () => {
    const doc = analyzeDocument('水下攝影師', 'Diving with 珊瑚礁 fish');
    expect(doc.titleHan.split(' ')).toEqual(expect.arrayContaining(['水下', '摄影', '摄影师']));
    expect(doc.textHan.split(' ')).toEqual(expect.arrayContaining(['珊瑚', '珊瑚礁']));
    expect(doc.textLatin).toBe('diving with fish');
    expect(doc.titleLatin).toBe('');
  });

  it('turns a query into an AND of its words, a long word also matching its inner words', () => {
    expect(analyzeQuery('水下攝影').han).toBe('水下 & 摄影');
    expect(analyzeQuery('珊瑚礁').han).toBe('(珊瑚礁 | 珊瑚 & 瑚礁)');
    const mixed = analyzeQuery('Night diving 潛水');
    expect(mixed.han).toBe('潜水');
    expect(mixed.latin).toBe('night diving');
    expect(mixed.terms).toEqual(expect.arrayContaining(['潜水', 'night', 'diving']));
  });

  it('keeps tsquery operators typed by the reader out of the query', () => {
    const q = analyzeQuery("reef & !(shark) | 'x':* <->");
    expect(q.latin).toBe('reef shark x');
    expect(q.han).toBeNull();
    expect(analyzeQuery('!!! ...')).toEqual({ han: null, latin: null, terms: [] });
  });

  it('escapes everything in a snippet but its marks', () => {
    const s = snippet('<script>alert(1)</script> & "潛水" is fun', ['潜水']);
    expect(s).toBe('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;<mark>潛水</mark>&quot; is fun');
    expect(escapeHtml(`<a href='x'>`)).toBe('&lt;a href=&#39;x&#39;&gt;');
  });

  it('marks English words sharing the stem and cuts a window around the first match', () => {
    const long = 'Lorem ipsum '.repeat(30) + 'We dive at dawn; divers love diving.' + ' tail'.repeat(40);
    const s = snippet(long, ['diving'], 60);
    expect(s.startsWith('…')).toBe(true);
    expect(s.endsWith('…')).toBe(true);
    expect(s).toContain('<mark>dive</mark>');
    expect(s).toContain('<mark>diving</mark>');
    expect(s).not.toContain('<mark>divers</mark>');
  });
});

describe('snippets of long texts', () => {
  it('finds a match far into a long Traditional text and marks it in the original characters', () => {
    const text = '海水很平靜，'.repeat(400) + '我們在蘭嶼看到海龜。' + '結束。'.repeat(100);
    const s = snippet(text, ['海龟']);
    expect(s).toContain('<mark>海龜</mark>');
    expect(s.startsWith('…')).toBe(true);
    expect(s.endsWith('…')).toBe(true);
    expect([...s.replace(/<\/?mark>/g, '')].length).toBeLessThanOrEqual(102);
  });

  it('without a match shows the beginning', () => {
    expect(snippet('abc '.repeat(100), ['zzz'], 20)).toBe('abc abc abc abc abc …');
  });
});

describe('snippets keep the text’s own script', () => {
  it('cuts a Traditional text in Traditional even where NFKC changes its length (…… → ......)', () => {
    const text = '我們在……藍洞裡潛水，看見了蝠鱝與海龜。㎡'.repeat(3);
    const s = snippet(text, ['潜水']);
    expect(s).toContain('<mark>潛水</mark>');
    expect(s).toContain('藍洞裡');
    expect(s).toContain('……');
    expect(s).not.toMatch(/[蓝里潜们]/u);
  });
});
