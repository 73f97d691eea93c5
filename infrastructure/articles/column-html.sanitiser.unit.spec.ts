import { sanitiseColumnHtml } from './column-html.sanitiser';
import { tagsIn } from '../testing/html-tags';

/** The second wall: HTML that reached the sanitiser however it was made. */
describe('Column HTML sanitiser', () => {
  it('drops scripts, frames, styles and forms with what they hold', () => {
    const out = sanitiseColumnHtml('<p>前</p><script>alert(1)</script><iframe src="https://evil.example"></iframe><style>p{}</style><form action="/x"><input name="a"></form><p>後</p>');
    expect(out).toBe('<p>前</p><p>後</p>');
  });

  it('drops event handlers and style attributes, keeps the text', () => {
    const out = sanitiseColumnHtml('<p onclick="alert(1)" style="color:red">本文</p><img src="/api/content-image/x/web" onerror="alert(1)">');
    expect(out).toBe('<p>本文</p><img src="/api/content-image/x/web" loading="lazy" />');
  });

  it('leaves no javascript:, vbscript: or data: address, in any spelling', () => {
    const out = sanitiseColumnHtml(
      ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', ' javascript:alert(1)', 'java&#x09;script:alert(1)', '&#106;avascript:alert(1)', 'vbscript:x', 'data:text/html,<script>alert(1)</script>']
        .map((href) => `<a href="${href}">x</a>`)
        .join(''),
    );
    expect(tagsIn(out).map((tag) => tag.attributes.href).filter(Boolean)).toEqual([]);
  });

  it('makes every link noopener, whatever rel it came with, and other sites open in a new tab', () => {
    const [inside, outside] = tagsIn(sanitiseColumnHtml('<a href="/x" rel="opener" target="_top">a</a><a href="https://example.com">b</a>'));
    expect(inside.attributes).toEqual({ href: '/x', rel: 'noopener noreferrer', target: '_top' });
    expect(outside.attributes).toEqual({ href: 'https://example.com', rel: 'noopener noreferrer', target: '_blank' });
  });

  it('keeps pictures of the site\'s own uploads only', () => {
    expect(sanitiseColumnHtml('<img src="https://tracker.example/p.gif"><img src="data:image/png;base64,AAAA"><img src="//x.example/a.png">')).toBe('');
  });
});
