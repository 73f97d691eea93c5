/**
 * The figures `npm run bench:web` reads from Lighthouse's reports, their medians over the runs of
 * a page, the targets of the public pages and the table it prints. No I/O here: the runner in
 * `scripts/bench-web.ts` starts the app and Chromium and hands over the reports.
 */

/** The part of a Lighthouse result (LHR) the figures come from. */
export interface LighthouseResult {
  categories: Partial<Record<'performance' | 'accessibility', { score: number | null }>>;
  audits: Record<string, { numericValue?: number; score?: number | null; title?: string; displayValue?: string; details?: unknown } | undefined>;
  runtimeError?: { code: string; message: string };
}

export interface PageFigures {
  /** Category scores as Lighthouse shows them, 0-100. */
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

export interface BenchPage {
  name: string;
  path: string;
}

export interface Target {
  figure: keyof PageFigures;
  label: string;
  /** Met when the median is at least (`min`) or at most (`max`) the limit. */
  min?: number;
  max?: number;
}

export const PUBLIC_PAGE_TARGETS: readonly Target[] = [
  { figure: 'performance', label: 'performance >= 90', min: 90 },
  { figure: 'lcpMs', label: 'LCP <= 2.5 s', max: 2500 },
  { figure: 'cls', label: 'CLS <= 0.1', max: 0.1 },
  { figure: 'tbtMs', label: 'TBT <= 200 ms', max: 200 },
  { figure: 'accessibility', label: 'accessibility >= 95', min: 95 },
];

function numeric(result: LighthouseResult, audit: string): number {
  const value = result.audits[audit]?.numericValue;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`the report has no figure for ${audit}`);
  return value;
}

function score(result: LighthouseResult, category: 'performance' | 'accessibility'): number {
  const value = result.categories[category]?.score;
  if (typeof value !== 'number') throw new Error(`the report has no ${category} score`);
  return Math.round(value * 100);
}

/**
 * One run's figures. A run Lighthouse could not finish (its `runtimeError`, e.g. the page did not
 * paint) throws rather than counting as zeros, which would read as a slow page.
 */
export function figuresOf(result: LighthouseResult): PageFigures {
  if (result.runtimeError) throw new Error(`Lighthouse could not finish: ${result.runtimeError.code} ${result.runtimeError.message}`);
  return {
    performance: score(result, 'performance'),
    accessibility: score(result, 'accessibility'),
    lcpMs: numeric(result, 'largest-contentful-paint'),
    cls: numeric(result, 'cumulative-layout-shift'),
    tbtMs: numeric(result, 'total-blocking-time'),
  };
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('no values to take the median of');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Each figure's median on its own: the runs' medians need not come from the same run. */
export function medianFigures(runs: readonly PageFigures[]): PageFigures {
  const of = (figure: keyof PageFigures) => median(runs.map((run) => run[figure]));
  return { performance: of('performance'), accessibility: of('accessibility'), lcpMs: of('lcpMs'), cls: of('cls'), tbtMs: of('tbtMs') };
}

export function meets(target: Target, figures: PageFigures): boolean {
  const value = figures[target.figure];
  if (target.min !== undefined && value < target.min) return false;
  if (target.max !== undefined && value > target.max) return false;
  return true;
}

/** The list page with the most listings, region and prefecture, as `/list/{region}/{prefecture}`. */
export function busiestListPage(regions: readonly { name_en: string; prefectures: readonly { name: string; name_en: string; count: number }[] }[]): { path: string; prefecture: string } | null {
  let best: { path: string; prefecture: string; count: number } | null = null;
  for (const region of regions) {
    for (const prefecture of region.prefectures) {
      if (prefecture.count > 0 && (best === null || prefecture.count > best.count)) {
        best = { path: `/list/${encodeURIComponent(region.name_en)}/${encodeURIComponent(prefecture.name_en)}`, prefecture: prefecture.name, count: prefecture.count };
      }
    }
  }
  return best && { path: best.path, prefecture: best.prefecture };
}

export interface MeasuredPage {
  page: BenchPage;
  runs: number;
  /** Absent when no run of the page finished; `error` says why. */
  figures?: PageFigures;
  error?: string;
}

const formats: Record<keyof PageFigures, (value: number) => string> = {
  performance: (value) => String(Math.round(value)),
  accessibility: (value) => String(Math.round(value)),
  lcpMs: (value) => `${(value / 1000).toFixed(2)} s`,
  cls: (value) => value.toFixed(3),
  tbtMs: (value) => `${Math.round(value)} ms`,
};

/**
 * The printed table: one row per page with each figure's median and `met`/`MISSED` beside it, the
 * machine's load averages at the start and end (the figures are CPU-bound and the machine is
 * shared), and a last line that counts the misses.
 */
export function figuresReport(measured: readonly MeasuredPage[], load: { before: readonly number[]; after: readonly number[] }, targets: readonly Target[] = PUBLIC_PAGE_TARGETS): { lines: string[]; missed: number } {
  const header = ['page', 'path', 'runs', ...targets.map((target) => target.label)];
  const rows = measured.map((entry) => [
    entry.page.name,
    entry.page.path,
    String(entry.runs),
    ...targets.map((target) => (entry.figures ? `${formats[target.figure](entry.figures[target.figure])} ${meets(target, entry.figures) ? 'met' : 'MISSED'}` : 'no figure')),
  ]);
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  let missed = 0;
  for (const entry of measured) for (const target of targets) if (!entry.figures || !meets(target, entry.figures)) missed += 1;
  const loads = (values: readonly number[]) => values.map((value) => value.toFixed(2)).join(' / ');
  const lines = [
    line(header),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...rows.map(line),
    ...measured.filter((entry) => entry.error).map((entry) => `${entry.page.name}: ${entry.error}`),
    `medians of the runs; load average (1 / 5 / 15 min) ${loads(load.before)} before, ${loads(load.after)} after`,
    missed === 0 ? 'every target met' : `${missed} of ${measured.length * targets.length} targets missed`,
  ];
  return { lines, missed };
}
