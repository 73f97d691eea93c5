/** Small statistics and formatting helpers for the benchmark report. */

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Nearest-rank percentile, `p` in 0..100. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1];
}

export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  return Math.round(value).toLocaleString('en-US');
}

export function formatRatio(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  return `${value.toFixed(value >= 10 ? 1 : 2)}x`;
}

export function formatMs(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  return `${value.toFixed(value >= 100 ? 0 : 1)} ms`;
}

export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

export function verdict(met: boolean): string {
  return met ? 'met' : 'MISSED';
}

export type Row = readonly string[];

/** A plain-text table: first row is the header, numbers are right-aligned. */
export function renderTable(rows: readonly Row[]): string {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  const line = (row: Row) =>
    row
      .map((cell, column) => (looksNumeric(cell) ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join('  ')
      .trimEnd();
  const separator = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(rows[0]), separator, ...rows.slice(1).map(line)].join('\n');
}

function looksNumeric(cell: string): boolean {
  return /^[\d,.]+( ?(x|ms|s|%))?$/.test(cell);
}

export function elapsedMs(since: number): number {
  return performance.now() - since;
}

export function formatMegabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}
