import { blocksOf, renderArticle, sanitizeArticleHtml } from './article-html';

describe('sanitizeArticleHtml', () => {
  it('strips scripts with their content, event handlers and style attributes', () => {
    const out = sanitizeArticleHtml(
      '<p onclick="steal()" style="color:red">Reef<script>alert("x")</script></p><img src="https://cdn.example.com/a.jpg" onerror="steal()"><style>p{}</style>',
    );
    expect(out).toBe('<p>Reef</p><img src="https://cdn.example.com/a.jpg" />');
    expect(out).not.toMatch(/script|onclick|onerror|style|alert/);
  });

  it('drops javascript: and data: URLs and protocol-relative links, keeps http(s) and relative ones with rel=noopener', () => {
    const out = sanitizeArticleHtml(
      '<p><a href="javascript:alert(1)">a</a> <a href=" JaVaScRiPt:alert(1)">b</a> <a href="data:text/html,x">c</a> <a href="//evil.example">d</a>' +
        ' <a href="https://reef.example/x">e</a> <a href="/pages/article/article?id=1">f</a></p>',
    );
    expect(out).not.toMatch(/javascript|data:|evil/i);
    expect(out).toContain('<a href="https://reef.example/x" rel="noopener">e</a>');
    expect(out).toContain('<a href="/pages/article/article?id=1" rel="noopener">f</a>');
  });

  it('keeps images only from the app storage or https', () => {
    const out = sanitizeArticleHtml(
      '<img src="/uploads/2026/a.jpg" alt="manta"><img src="http://plain.example/b.jpg"><img src="data:image/png;base64,AAA"><img src="javascript:x">',
    );
    expect(out).toBe('<img src="/uploads/2026/a.jpg" alt="manta" />');
  });

  it('keeps the allowed structure and unwraps unknown tags', () => {
    const html =
      '<h2>Title</h2><blockquote><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p></blockquote><ul><li>one</li></ul><figure><img src="https://x.example/i.jpg"><figcaption>cap</figcaption></figure><hr><div>plain</div>';
    expect(sanitizeArticleHtml(html)).toBe(
      '<h2>Title</h2><blockquote><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p></blockquote><ul><li>one</li></ul><figure><img src="https://x.example/i.jpg" /><figcaption>cap</figcaption></figure><hr />plain',
    );
  });
});

describe('renderArticle', () => {
  const body = '<p>First paragraph here.</p><h2>Heading</h2><p>The locked part &amp; its secret.</p>';

  it('is the whole body when not locked', () => {
    const r = renderArticle(body, false, 50);
    expect(r.preview).toBe(r.body);
    expect(r.plainText).toBe('First paragraph here.\nHeading\nThe locked part & its secret.');
  });

  it('cuts a locked article between blocks within the preview length', () => {
    const r = renderArticle(body, true, 30);
    expect(r.preview).toBe('<p>First paragraph here.</p><h2>Heading</h2>');
    expect(r.previewText).toBe('First paragraph here.\nHeading');
    expect(r.preview).not.toContain('secret');
  });

  it('cuts the text of a first block longer than the preview length', () => {
    const r = renderArticle('<p><strong>abcdefghij</strong>klmnop</p><p>rest</p>', true, 5);
    expect(r.preview).toBe('<p>abcde…</p>');
    expect(r.previewText).toBe('abcde');
  });

  it('splits top-level blocks, including nested and void ones', () => {
    expect(blocksOf('<ul><li>a</li><li>b</li></ul><hr /><p>c<br />d</p>').map((b) => b.html)).toEqual([
      '<ul><li>a</li><li>b</li></ul>',
      '<hr />',
      '<p>c<br />d</p>',
    ]);
  });
});
