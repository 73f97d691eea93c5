export const UNKNOWN_AMOUNT = -1;
export const UNKNOWN_AMOUNT_LABEL = '不明';

const grouped = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 0 });

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const cleaned = value.replace(/[,，\s円]/g, '');
  if (cleaned === '' || !/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/**
 * `1234567` → `1,234,567円`; `-1` (unknown) → `不明`; other negatives and
 * unreadable values → '' so that nothing is shown.
 */
export function formatYen(value: number | string | null | undefined): string {
  const amount = toNumber(value);
  if (amount === null) return '';
  if (amount === UNKNOWN_AMOUNT) return UNKNOWN_AMOUNT_LABEL;
  if (amount < 0) return '';
  return `${grouped.format(amount)}円`;
}
