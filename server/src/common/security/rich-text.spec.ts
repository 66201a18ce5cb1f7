import { richTextPlainText, sanitizeRichText } from './rich-text';

describe('rich text (articles, goods)', () => {
  it('keeps the article tags, drops scripts, handlers, styles and foreign image sources', () => {
    const html = sanitizeRichText(
      '<p onclick="x()" style="color:red">Fins <strong>bold</strong></p><script>alert(1)</script><img src="javascript:alert(1)"><img src="/uploads/a.jpg" onerror="x"><a href="javascript:x">j</a>',
    );
    expect(html).toBe('<p>Fins <strong>bold</strong></p><img src="/uploads/a.jpg" /><a>j</a>');
  });

  it('plain text for search: blocks separated, entities decoded', () => {
    expect(richTextPlainText('<p>Open heel &amp; strap</p><ul><li>Size S</li><li>Size M</li></ul>')).toBe('Open heel & strap Size S Size M');
  });
});
