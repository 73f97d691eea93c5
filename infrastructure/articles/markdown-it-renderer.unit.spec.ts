import { tagsIn } from '../testing/html-tags';
import { MarkdownItRenderer } from './markdown-it-renderer';

const ALLOWED = new Set(['h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'strong', 'em', 'del', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td']);

const renderer = new MarkdownItRenderer();
const html = (markdown: string) => renderer.toHtml(markdown);

describe('Column Markdown to HTML', () => {
  it('renders headings, emphasis, lists, tables and line breaks', () => {
    const out = html('# 大見出し\n## 見出し\n**太字**と*斜体*\n次の行\n\n- 一\n- 二\n\n| a | b |\n| --- | --- |\n| 1 | 2 |');
    expect(out).toContain('<h2>大見出し</h2>');
    expect(out).toContain('<h2>見出し</h2>');
    expect(out).toContain('<strong>太字</strong>と<em>斜体</em><br />\n次の行');
    expect(out).toContain('<ul>\n<li>一</li>');
    expect(out).toContain('<td>1</td>');
  });

  it('never lets a script through, written as HTML or hidden in Markdown', () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">x</a>',
      '[click](javascript:alert(1))',
      '[click](JaVaScRiPt:alert(1))',
      '[click](&#106;avascript:alert(1))',
      '[click](vbscript:msgbox(1))',
      '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      '![x](javascript:alert(1))',
      '<iframe src="https://evil.example"></iframe>',
      '<svg onload=alert(1)>',
      '<style>body{display:none}</style>',
      '<div style="background:url(javascript:alert(1))">x</div>',
      '[x](https://example.com "t\\" onmouseover=\\"alert(1)")',
    ].join('\n\n');
    const tags = tagsIn(html(hostile));
    expect(tags.filter((tag) => !ALLOWED.has(tag.name))).toEqual([]);
    expect(tags.flatMap((tag) => Object.keys(tag.attributes)).filter((name) => name.startsWith('on') || name === 'style')).toEqual([]);
    const links = tags.filter((tag) => tag.name === 'a').map((tag) => tag.attributes.href);
    expect(links).toEqual(['https://example.com']);
    // Raw HTML is shown as the text it is, not dropped silently.
    expect(html('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });

  it('shows pictures from the site\'s own uploads only, loaded lazily', () => {
    expect(html('![家](/api/content-image/0b8a3c1e-1f2a-4b3c-8d4e-5f6a7b8c9d0e/web)')).toBe(
      '<p><img src="/api/content-image/0b8a3c1e-1f2a-4b3c-8d4e-5f6a7b8c9d0e/web" alt="家" loading="lazy" /></p>',
    );
    expect(html('![追跡](https://tracker.example/pixel.gif)')).toBe('<p></p>');
    expect(html('![相対](//tracker.example/pixel.gif)')).toBe('<p></p>');
  });

  it('gives every link rel="noopener noreferrer", and opens other sites in a new tab', () => {
    expect(html('[外](https://example.com/)')).toBe('<p><a href="https://example.com/" rel="noopener noreferrer" target="_blank">外</a></p>');
    expect(html('[内](/contact)')).toBe('<p><a href="/contact" rel="noopener noreferrer">内</a></p>');
  });

  it('makes an excerpt of the words alone, cut with an ellipsis', () => {
    expect(renderer.toText('## 見出し\n本文の**太字** & <b>タグ</b>\n\n- 一\n- 二', 100)).toBe('見出し 本文の太字 & <b>タグ</b> 一 二');
    expect(renderer.toText('あいうえおかきくけこ', 5)).toBe('あいうえ…');
  });
});
