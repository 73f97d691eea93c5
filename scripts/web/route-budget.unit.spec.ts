import { budgetReport, measureRoutes, scriptsOfRoute, type Manifest } from './route-budget';

/** A build like ours: an entry with vendor chunks, lazy pages sharing a chunk, a back-office area. */
const manifest: Manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_vendor-react.js', '_vendor-antd.js'], dynamicImports: ['src/pages/public/search.page.tsx', 'src/pages/public/detail.page.tsx', 'src/pages/member/member.area.tsx'] },
  '_vendor-react.js': { file: 'assets/vendor-react-b.js' },
  '_vendor-antd.js': { file: 'assets/vendor-antd-c.js', imports: ['_vendor-react.js'] },
  '_form.js': { file: 'assets/form-d.js', imports: ['_vendor-antd.js'] },
  '_table.js': { file: 'assets/table-e.js' },
  'src/pages/public/search.page.tsx': { file: 'assets/search.page-f.js', imports: ['_form.js', '_vendor-react.js'], dynamicImports: ['_table.js'] },
  'src/pages/public/detail.page.tsx': { file: 'assets/detail.page-g.js', imports: ['_form.js'] },
  'src/pages/member/member.area.tsx': { file: 'assets/member.area-h.js', imports: ['_table.js'] },
};
const sizes: Record<string, number> = {
  'assets/index-a.js': 10_000,
  'assets/vendor-react-b.js': 60_000,
  'assets/vendor-antd-c.js': 50_000,
  'assets/form-d.js': 12_000,
  'assets/table-e.js': 40_000,
  'assets/search.page-f.js': 5_000,
  'assets/detail.page-g.js': 4_000,
  'assets/member.area-h.js': 30_000,
};

describe('Route budget', () => {
  it('counts the entry with its static imports for a page in the entry', () => {
    expect(scriptsOfRoute(manifest, { name: 'top', path: '/' }).sort()).toEqual(['assets/index-a.js', 'assets/vendor-antd-c.js', 'assets/vendor-react-b.js']);
  });

  it('adds the lazy page and its static imports once each, not what it imports later or other areas', () => {
    const files = scriptsOfRoute(manifest, { name: 'search', path: '/property/search', page: 'src/pages/public/search.page.tsx' });
    expect(files.sort()).toEqual(['assets/form-d.js', 'assets/index-a.js', 'assets/search.page-f.js', 'assets/vendor-antd-c.js', 'assets/vendor-react-b.js']);
  });

  it('sums the sizes per route and fails only the routes over the budget', () => {
    const measured = measureRoutes(
      manifest,
      [
        { name: 'top', path: '/' },
        { name: 'search', path: '/property/search', page: 'src/pages/public/search.page.tsx' },
      ],
      (file) => sizes[file],
    );
    expect(measured.map((size) => size.bytes)).toEqual([120_000, 137_000]);
    const within = budgetReport(measured, 150_000);
    expect(within.ok).toBe(true);
    expect(within.lines.join('\n')).toMatch(/ok {3}top \/\s+120\.0 kB/);

    const over = budgetReport(measured, 130_000);
    expect(over.ok).toBe(false);
    expect(over.lines.find((line) => line.includes('search'))).toMatch(/^OVER search \/property\/search\s+137\.0 kB {2}5 files$/);
    expect(over.lines.find((line) => line.includes('top'))).toMatch(/^ok /);
  });

  it('refuses a page that is no longer a chunk of its own, rather than measuring less than is loaded', () => {
    expect(() => scriptsOfRoute(manifest, { name: 'list', path: '/list/:first', page: 'src/pages/public/list.page.tsx' })).toThrow(/list\.page\.tsx is not a chunk of its own/);
  });
});
