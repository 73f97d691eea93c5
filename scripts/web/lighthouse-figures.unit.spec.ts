import { busiestListPage, figuresOf, figuresReport, median, medianFigures, type LighthouseResult, type PageFigures } from './lighthouse-figures';

function report(figures: { performance: number; accessibility: number; lcp: number; cls: number; tbt: number }): LighthouseResult {
  return {
    categories: { performance: { score: figures.performance }, accessibility: { score: figures.accessibility } },
    audits: {
      'largest-contentful-paint': { numericValue: figures.lcp },
      'cumulative-layout-shift': { numericValue: figures.cls },
      'total-blocking-time': { numericValue: figures.tbt },
    },
  };
}

describe('Lighthouse figures', () => {
  it('reads the scores as 0-100 and the metrics from their audits', () => {
    expect(figuresOf(report({ performance: 0.934, accessibility: 0.96, lcp: 2_130.5, cls: 0.02, tbt: 150 }))).toEqual({
      performance: 93,
      accessibility: 96,
      lcpMs: 2_130.5,
      cls: 0.02,
      tbtMs: 150,
    });
  });

  it('refuses a run Lighthouse could not finish or a report without a figure, rather than reading zeros', () => {
    expect(() => figuresOf({ ...report({ performance: 0, accessibility: 0, lcp: 0, cls: 0, tbt: 0 }), runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' } })).toThrow(/NO_FCP/);
    const missing = report({ performance: 0.9, accessibility: 0.9, lcp: 1_000, cls: 0, tbt: 0 });
    delete missing.audits['total-blocking-time'];
    expect(() => figuresOf(missing)).toThrow(/total-blocking-time/);
    expect(() => figuresOf({ ...missing, categories: { performance: { score: null } } })).toThrow(/performance score/);
  });

  it('takes the median of odd and even counts and of each figure on its own', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(() => median([])).toThrow();
    const runs: PageFigures[] = [
      { performance: 70, accessibility: 96, lcpMs: 3_000, cls: 0.0, tbtMs: 90 },
      { performance: 95, accessibility: 96, lcpMs: 1_800, cls: 0.3, tbtMs: 400 },
      { performance: 91, accessibility: 96, lcpMs: 2_200, cls: 0.05, tbtMs: 120 },
    ];
    expect(medianFigures(runs)).toEqual({ performance: 91, accessibility: 96, lcpMs: 2_200, cls: 0.05, tbtMs: 120 });
  });

  it('picks the prefecture with the most listings for the list page', () => {
    const regions = [
      { name_en: 'kanto', prefectures: [{ name: '東京都', name_en: 'tokyo', count: 2 }, { name: '千葉県', name_en: 'chiba', count: 0 }] },
      { name_en: 'tohoku', prefectures: [{ name: '山形県', name_en: 'yamagata', count: 5 }] },
    ];
    expect(busiestListPage(regions)).toEqual({ path: '/list/tohoku/yamagata', prefecture: '山形県' });
    expect(busiestListPage([{ name_en: 'kanto', prefectures: [{ name: '東京都', name_en: 'tokyo', count: 0 }] }])).toBeNull();
  });

  it('prints each median with met or MISSED against its target, the load, and counts the misses', () => {
    const { lines, missed } = figuresReport(
      [
        { page: { name: 'top', path: '/' }, runs: 3, figures: { performance: 92, accessibility: 100, lcpMs: 2_412, cls: 0.001, tbtMs: 130 } },
        { page: { name: 'listing', path: '/property/detail/x' }, runs: 3, figures: { performance: 88, accessibility: 94, lcpMs: 2_600, cls: 0.12, tbtMs: 201 } },
        { page: { name: 'search', path: '/property/search' }, runs: 0, error: 'Lighthouse could not finish: NO_FCP' },
      ],
      { before: [1.5, 2, 3], after: [2.25, 2, 3] },
    );
    const top = lines.find((line) => line.startsWith('| top '));
    expect(top).toMatch(/\| 92 met\s+\| 2\.41 s met\s+\| 0\.001 met\s+\| 130 ms met\s+\| 100 met\s+\|$/);
    const listing = lines.find((line) => line.startsWith('| listing '));
    expect(listing).toMatch(/\| 88 MISSED\s+\| 2\.60 s MISSED\s+\| 0\.120 MISSED\s+\| 201 ms MISSED\s+\| 94 MISSED\s+\|$/);
    expect(lines.find((line) => line.startsWith('| search '))).toContain('no figure');
    expect(lines).toContain('search: Lighthouse could not finish: NO_FCP');
    expect(lines).toContain('medians of the runs; load average (1 / 5 / 15 min) 1.50 / 2.00 / 3.00 before, 2.25 / 2.00 / 3.00 after');
    expect(missed).toBe(10);
    expect(lines[lines.length - 1]).toBe('10 of 15 targets missed');
  });

  it('says so when every target is met, at the limits themselves', () => {
    const { lines, missed } = figuresReport([{ page: { name: 'top', path: '/' }, runs: 3, figures: { performance: 90, accessibility: 95, lcpMs: 2_500, cls: 0.1, tbtMs: 200 } }], { before: [0, 0, 0], after: [0, 0, 0] });
    expect(missed).toBe(0);
    expect(lines[lines.length - 1]).toBe('every target met');
  });
});
