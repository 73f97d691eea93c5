import { publicPageStylesheets, withInlineStyles } from './page-stylesheets';

/** A build like ours: the entry's stylesheet, public pages with their own and shared ones, a back-office area. */
const manifest = {
  'index.html': { file: 'assets/index-a.js', src: 'index.html', isEntry: true, css: ['assets/index-a.css'], imports: ['_vendor.js'] },
  '_vendor.js': { file: 'assets/vendor-b.js' },
  '_property-pages.module.js': { file: 'assets/property-pages-c.js', css: ['assets/property-pages-c.css'] },
  '_content-page.js': { file: 'assets/content-page-d.js', css: ['assets/content-page-d.css'], imports: ['index.html', '_vendor.js'] },
  'src/pages/public/property-detail.page.tsx': { file: 'assets/detail-e.js', src: 'src/pages/public/property-detail.page.tsx', css: ['assets/detail-e.css'], imports: ['index.html', '_property-pages.module.js'] },
  'src/pages/public/property-list.page.tsx': { file: 'assets/list-f.js', src: 'src/pages/public/property-list.page.tsx', imports: ['_property-pages.module.js'] },
  'src/pages/public/about.page.tsx': { file: 'assets/about-g.js', src: 'src/pages/public/about.page.tsx', imports: ['_content-page.js'] },
  'src/pages/member/member.area.tsx': { file: 'assets/member-h.js', src: 'src/pages/member/member.area.tsx', css: ['assets/member-h.css'], imports: ['index.html'] },
};

const SHELL = `<!doctype html>
<html lang="ja">
  <head>
    <title>いえとち直売所</title>
    <link rel="stylesheet" crossorigin href="/assets/index-a.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

describe('Public page stylesheets', () => {
  it("collects each public page's stylesheets and those of what it imports, once each, without the entry's or the back office's", () => {
    expect(publicPageStylesheets(manifest)).toEqual(['assets/detail-e.css', 'assets/property-pages-c.css', 'assets/content-page-d.css']);
  });

  it('puts them in one <style> at the end of <head>, after the entry stylesheet, so their rules come later as in the browser', () => {
    const html = withInlineStyles(SHELL, '._wrapper_x{padding:0 16px}\n._thumbs_y{display:flex}');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.indexOf('/assets/index-a.css')).toBeLessThan(head.indexOf('<style data-public-pages>'));
    expect(head).toContain('<style data-public-pages>._wrapper_x{padding:0 16px}\n._thumbs_y{display:flex}</style>\n  ');
    expect(html.slice(html.indexOf('</head>'))).toBe(SHELL.slice(SHELL.indexOf('</head>')));
  });

  it('cannot be closed early by what a stylesheet holds', () => {
    const html = withInlineStyles(SHELL, 'a::after{content:"</style><script>x()</script>"}');
    // The only end of a style element is the one the shell adds, just before </head>.
    expect(html.match(/<\/style/gi)).toHaveLength(1);
    expect(html).toContain('x()</script>"}</style>\n  </head>');
  });

  it('leaves the shell as it is with nothing to add or no <head>', () => {
    expect(withInlineStyles(SHELL, '')).toBe(SHELL);
    expect(withInlineStyles('<div id="root"></div>', 'a{}')).toBe('<div id="root"></div>');
  });
});
