import { escapeHtml, headTags, scriptSafeJson, withHead, type PageHead } from './page-head';

const HEAD: PageHead = {
  title: '古民家 | いえとち直売所',
  description: '説明',
  canonicalUrl: 'https://ietochi.test/help',
  imageUrl: null,
  ogType: 'website',
  indexable: true,
};

describe('page head tags', () => {
  it('escapes the five characters that could end an attribute or open a tag', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;');
  });

  it('writes JSON that no value can close its script element with, and that parses back the same', () => {
    const value = { name: '</script><script>alert(1)</script><!-- & \u2028' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('puts the page title and description in place of the built ones, the rest before </head>', () => {
    const shell = '<html><head><meta charset="UTF-8" />\n<meta name="description" content="old" />\n<title>old</title>\n<script src="/a.js"></script></head><body></body></html>';
    const html = withHead(shell, { ...HEAD, title: 'A $& B $1' });
    expect(html).not.toContain('old');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>A $&amp; B $1</title>');
    expect(html.indexOf('<meta charset="UTF-8" />')).toBeLessThan(html.indexOf('<title>'));
    expect(html.indexOf('<script src="/a.js"></script>')).toBeLessThan(html.indexOf('<title>'));
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('</head>'));
  });

  it('says noindex only for pages that are not to be found, and a large card only with a picture', () => {
    expect(headTags(HEAD)).not.toContain('noindex');
    expect(headTags({ ...HEAD, indexable: false })).toContain('<meta name="robots" content="noindex" />');
    expect(headTags(HEAD)).toContain('<meta name="twitter:card" content="summary" />');
    const withPicture = headTags({ ...HEAD, imageUrl: 'https://ietochi.test/api/property/image/1/web' });
    expect(withPicture).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(withPicture).toContain('<meta property="og:image" content="https://ietochi.test/api/property/image/1/web" />');
  });
});
